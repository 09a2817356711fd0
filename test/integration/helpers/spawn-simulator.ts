/**
 * Runs `turnkey simulate` as a child process, as a user would, and waits until it prints where it
 * listens. For tests that must kill the process (durability) or check the command itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../../bin/turnkey.cjs', import.meta.url));

export interface SpawnedSimulator {
  url: string;
  fingerprint: string;
  child: ChildProcess;
  output(): { stdout: string; stderr: string };
  /** Resolves when the process has ended (and been reaped). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `turnkey simulate <args>`; rejects if it exits or stays silent for `timeoutMs`. */
export function spawnSimulator(
  args: string[],
  timeoutMs = 20_000,
  env: Record<string, string> = {},
): Promise<SpawnedSimulator> {
  const child = spawn(process.execPath, [BIN, 'simulate', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`simulator did not start in ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    const check = () => {
      const url = /Listening on (https:\/\/\S+)/.exec(stdout)?.[1];
      const fingerprint = /fingerprint: ([0-9A-F:]{95})/.exec(stdout)?.[1];
      if (url && fingerprint) {
        clearTimeout(timer);
        resolve({ url, fingerprint, child, exited, output: () => ({ stdout, stderr }) });
      }
    };
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      check();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`simulator exited (${code ?? signal}) before listening:\n${stdout}\n${stderr}`),
      );
    });
  });
}
