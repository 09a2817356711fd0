/**
 * `turnkey` as the scale benchmark runs it: a process of its own with the benchmark's data
 * folder and keychain service (like plans-site.ts's `turnkey`), watched while it runs: its peak
 * resident memory (VmHWM of /proc/<pid>/status, read every POLL_MS until it ends) and the CPU
 * time it spent (this process's reaped children's CPU time from /proc/self/stat, before and
 * after; the fleet's processes are not reaped while it runs, so the difference is the command's).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GUARD_PASSWORD } from './plans-site';
import { cpuMs } from './scale-fleet-parts';
import { SCALE_KEYCHAIN } from './scale-site';

const BIN = fileURLToPath(new URL('../../bin/turnkey.cjs', import.meta.url));
const POLL_MS = 50;

export interface WatchedRun {
  code: number;
  stdout: string;
  stderr: string;
  /** Wall-clock time from the start to the end of the process. */
  ms: number;
  /** When it started (Date.now()). */
  startedAt: number;
  cpuMs: number;
  /** Peak resident memory in MB (VmHWM, sampled). */
  peakMb: number;
}

/** The environment the command runs with: the data folder, keychain service and passwords. */
export function scaleEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    TURNKEY_DATA_DIR: dataDir,
    TURNKEY_KEYCHAIN_SERVICE: SCALE_KEYCHAIN,
    TURNKEY_PASSWORD: 'admin',
    TURNKEY_PASSWORD_GUARD: GUARD_PASSWORD,
  };
}

async function peakKb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Node's arguments for every command the benchmark runs: `--cpu-prof` into the folder
 * TURNKEY_SCALE_CPU_PROF names, when it does (to see where the command's time goes).
 */
function profiling(): string[] {
  const dir = process.env.TURNKEY_SCALE_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}

/** Runs `turnkey args` to its end; `nodeArgs` go to Node (e.g. `--cpu-prof` while working on it). */
export async function watchedTurnkey(
  dataDir: string,
  args: string[],
  nodeArgs: string[] = [],
): Promise<WatchedRun> {
  const cpuBefore = await cpuMs('self', true);
  const startedAt = Date.now();
  const started = performance.now();
  const child = spawn(process.execPath, [...profiling(), ...nodeArgs, BIN, ...args], {
    env: scaleEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let peak = 0;
  let done = false;
  const polling = (async () => {
    while (!done && child.pid !== undefined) {
      peak = Math.max(peak, (await peakKb(child.pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  const code = await new Promise<number>((resolve) =>
    child.once('close', (status) => resolve(status ?? 1)),
  );
  const ms = performance.now() - started;
  done = true;
  await polling;
  return {
    code,
    stdout,
    stderr,
    ms,
    startedAt,
    cpuMs: (await cpuMs('self', true)) - cpuBefore,
    peakMb: peak / 1024,
  };
}
