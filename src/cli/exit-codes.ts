/**
 * Exit codes of the `turnkey` command, distinct per failure kind so scripts can react. Later
 * commands (trust, login, api call) add the codes of their failures here.
 */
export const EXIT_CODES = {
  ok: 0,
  failure: 1,
  usage: 2,
} as const;

const MEANINGS: Record<keyof typeof EXIT_CODES, string> = {
  ok: 'success',
  failure: 'the command failed (the message says why)',
  usage: 'wrong command line (unknown option, missing argument)',
};

/** The exit code table printed after the help text. */
export function exitCodeHelp(): string {
  const rows = Object.entries(EXIT_CODES).map(
    ([name, code]) => `  ${String(code).padStart(3)}  ${MEANINGS[name as keyof typeof EXIT_CODES]}`,
  );
  return `\nExit codes:\n${rows.join('\n')}\n`;
}
