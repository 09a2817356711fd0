/**
 * One part of the scale benchmark's fleet, in a process of its own: one Node thread cannot serve
 * a thousand simulated controllers, real controllers each have their own CPU, so the benchmark
 * starts several of these (scale-fleet-parts.ts). Started with an IPC channel; the part's
 * settings come as JSON in its first argument. It answers with its controllers once they
 * listen, and stops them when told to (or when the channel closes).
 */
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import type { FirmwareEra } from '../../src/shared/api';
import { Fleet } from '../../src/simulator/fleet/fleet';

export interface PartSettings {
  firstIndex: number;
  count: number;
  host: string;
  port: number;
  dataRoot: string;
  staff: number;
  /**
   * A folder to write this part's CPU profile in (V8's sampling profiler, as `node --cpu-prof`
   * takes it), from the moment its controllers listen until it is told to stop: what they spend
   * serving, without their start. scale-fleet-profile.ts sums the parts' profiles up.
   */
  profileDir?: string;
}

export interface PartController {
  serial: string;
  firmware: FirmwareEra;
  host: string;
  port: number;
  fingerprint: string;
}

export type PartMessage =
  | { kind: 'started'; controllers: PartController[] }
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' };

function send(message: PartMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, () => resolve());
  });
}

/** Starts profiling; the answer writes the profile into `dir` and ends the session. */
async function startProfile(dir: string, name: string): Promise<() => Promise<void>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}

async function main(settings: PartSettings): Promise<void> {
  const fleet = await Fleet.start({
    count: settings.count,
    first: { host: settings.host, port: settings.port },
    dataRoot: settings.dataRoot,
    staff: settings.staff,
    mdns: false,
    part: { firstIndex: settings.firstIndex, limit: settings.count },
  });
  const profiled = settings.profileDir
    ? await startProfile(settings.profileDir, `part-${settings.firstIndex}-${process.pid}`)
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await profiled?.();
      await fleet.stop();
      await send({ kind: 'stopped' });
      process.disconnect?.();
    })());
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  await send({
    kind: 'started',
    controllers: fleet.members.map((m) => ({
      serial: m.serial,
      firmware: m.firmware,
      ...m.simulator.address,
      fingerprint: m.simulator.fingerprint,
    })),
  });
}

if (process.send) {
  main(JSON.parse(process.argv[2] ?? '{}') as PartSettings).catch(async (error: unknown) => {
    await send({
      kind: 'failed',
      message: error instanceof Error ? (error.stack ?? '') : String(error),
    });
    process.exit(1);
  });
}
