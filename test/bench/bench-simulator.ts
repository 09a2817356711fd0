/**
 * The simulator the benchmarks measure against: a `turnkey simulate` process of its own (one Node
 * thread, so one core) on a free loopback port, with a fresh data folder and a bench account.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSimulator, type SpawnedSimulator } from '../integration/helpers/spawn-simulator';

export const BENCH_ACCOUNT = { login: 'bench', password: 'bench-pw' } as const;

export interface BenchSimulator {
  sim: SpawnedSimulator;
  /** Stops the process and removes its data folder. */
  stop(): Promise<void>;
}

/** `extra`: more `turnkey simulate` options, e.g. `['--fault', 'latency=2']` for a site LAN. */
export async function startBenchSimulator(extra: string[] = []): Promise<BenchSimulator> {
  const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-bench-'));
  const admin = `${BENCH_ACCOUNT.login}:${BENCH_ACCOUNT.password}`;
  const sim = await spawnSimulator([
    '--listen',
    '127.0.0.1:0',
    '--data',
    dataDir,
    '--admin',
    admin,
    ...extra,
  ]);
  return {
    sim,
    async stop() {
      sim.child.kill('SIGTERM');
      await sim.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
