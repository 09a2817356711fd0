/**
 * A command's answer for scripts (`--json`): one JSON value on standard output, indented, with
 * nothing else on it. Its own file, so a command that only reads (`turnkey site list --json`)
 * does not load the prompt and the services of controller/cli-context.ts.
 */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
