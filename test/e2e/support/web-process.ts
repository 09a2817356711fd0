/**
 * `npm run web` as a user runs it: `scripts/web.mjs` in its own process group (so a Ctrl+C can be
 * sent to the whole group, as a terminal does), reading the URL it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './app-host';

export interface WebProcess {
  url: string;
  output: () => string;
  /** Sends SIGINT to the group, like Ctrl+C; resolves with the exit code. */
  interrupt(): Promise<number | null>;
}

export async function startWebProcess(
  args: string[] = ['--port', '0', '--no-open'],
  env: NodeJS.ProcessEnv = {},
): Promise<WebProcess> {
  const child: ChildProcess = spawn(process.execPath, [join(ROOT, 'scripts', 'web.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 30_000);
    const look = () => {
      const match = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[0]);
      }
    };
    child.stdout?.on('data', look);
    void exited.then((code) =>
      reject(new Error(`exited with ${code} before printing a URL:\n${output}`)),
    );
  });

  return {
    url,
    output: () => output,
    async interrupt() {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
      return exited;
    },
  };
}
