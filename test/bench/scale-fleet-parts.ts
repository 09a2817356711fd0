/**
 * The scale benchmark's fleet: N simulated controllers split over processes of at most
 * PART_SIZE each (scale-fleet.ts), at consecutive loopback addresses from FLEET_FIRST on port
 * 8443, all in the benchmark's network namespace. Says how much CPU its processes spent, read
 * from /proc, so the benchmark can tell the tool's time from the simulators'.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { addressAfter } from '../../src/simulator/fleet/fleet-addresses';
import type { PartController, PartMessage, PartSettings } from './scale-fleet';

const PART = fileURLToPath(new URL('./scale-fleet.ts', import.meta.url));
/** Where the fleet listens before the plan moves it (127.1.0.1 onwards). */
export const FLEET_FIRST = '127.1.0.1';
/** Where the plan moves it (127.2.0.1 onwards): never one of the first addresses, up to 65,000. */
export const MOVED_FIRST = '127.2.0.1';
export const PART_SIZE = 250;

/**
 * TURNKEY_SCALE_FLEET_PROF=<folder>: each part profiles its CPU while its controllers serve and
 * writes the profile there when it stops (scale-fleet.ts; scale-fleet-profile.ts sums them up).
 */
const PROFILE_DIR = process.env.TURNKEY_SCALE_FLEET_PROF;

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** User and system CPU time of a process (with its reaped children when asked), in ms. */
export async function cpuMs(pid: number | 'self', children = false): Promise<number> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) in parentheses.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const at = (field: number) => Number(fields[field - 3]);
  const own = at(14) + at(15);
  return ((children ? own + at(16) + at(17) : own) * 1000) / TICKS;
}

export interface FleetParts {
  controllers: PartController[];
  /** The CPU time its processes spent so far, in ms. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

function startPart(
  settings: PartSettings,
): Promise<{ child: ChildProcess; controllers: PartController[] }> {
  const child = fork(PART, [JSON.stringify(settings)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`a fleet part ended with ${code} before it started`)),
    );
    child.on('message', (message: PartMessage) => {
      if (message.kind === 'started') resolve({ child, controllers: message.controllers });
      if (message.kind === 'failed') reject(new Error(message.message));
    });
  });
}

function stopPart(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send('stop');
  });
}

/** Starts `count` controllers, their data folders under `dataRoot` (`<serial>` each). */
export async function startFleetParts(
  count: number,
  dataRoot: string,
  staff: number,
): Promise<FleetParts> {
  const settings: PartSettings[] = [];
  for (let first = 0; first < count; first += PART_SIZE)
    settings.push({
      firstIndex: first,
      count: Math.min(PART_SIZE, count - first),
      host: addressAfter(FLEET_FIRST, first),
      port: 8443,
      dataRoot,
      staff,
      ...(PROFILE_DIR ? { profileDir: PROFILE_DIR } : {}),
    });
  const started = await Promise.allSettled(settings.map(startPart));
  const children = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value.child] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(children.map(stopPart));
    throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }
  return {
    controllers: started.flatMap((s) => (s.status === 'fulfilled' ? s.value.controllers : [])),
    async cpuMs() {
      const each = await Promise.all(children.map((c) => cpuMs(c.pid ?? 0)));
      return each.reduce((a, b) => a + b, 0);
    },
    stop: async () => {
      await Promise.all(children.map(stopPart));
    },
  };
}
