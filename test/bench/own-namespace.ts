/**
 * How a benchmark, or the mutation run, gets a private network namespace of its own (only `lo`,
 * nothing leaves the machine): inside one (its variable set) it runs `main`; otherwise it runs
 * its own file again under `unshare -n` with loopback up and the same arguments, or says in one
 * line why it is skipped (not Linux, not root, no namespace could be made).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface OwnNamespace {
  /** The file to run again inside (its `import.meta.url`). */
  file: string;
  /** The variable that says "inside" to the run started in the namespace. */
  variable: string;
  /** What is skipped, for the one line: "Scale benchmark". */
  name: string;
  /** What it makes besides the namespace, for the "not root" line. */
  makes?: string;
  main: () => Promise<void>;
}

export async function inOwnNamespace(options: OwnNamespace): Promise<void> {
  const skip = (reason: string) => console.log(`${options.name} skipped: ${reason}.`);
  if (process.env[options.variable] === '1') {
    await options.main();
  } else if (process.platform !== 'linux') {
    skip(`${process.platform} has no network namespaces`);
  } else if (process.getuid?.() !== 0) {
    skip(`not running as root (it makes ${options.makes ?? 'a network namespace'})`);
  } else {
    const probe = spawnSync('unshare', ['-n', '--', 'ip', 'link', 'set', 'lo', 'up'], {
      encoding: 'utf8',
    });
    if (probe.status !== 0) {
      skip(
        `cannot make a network namespace: ${probe.stderr?.trim() || probe.error?.message || 'unshare failed'}`,
      );
      return;
    }
    const self = fileURLToPath(options.file);
    const run = spawnSync(
      'unshare',
      [
        '-n',
        '--',
        'bash',
        '-c',
        `ip link set lo up && exec "${process.execPath}" --import tsx "${self}" "$@"`,
        'own-namespace',
        ...process.argv.slice(2),
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, [options.variable]: '1' } },
    );
    process.exitCode = run.status ?? 1;
  }
}
