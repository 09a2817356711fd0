/**
 * The firmware-era transfer (docs/decisions.md, "Firmware-era transfer") of a large controller:
 * a firmware 1.5 controller on the legacy staff set (D12) holding 10,000 staff with a card each,
 * 300 access points and 50,000 access events, carried to a fresh firmware 1.7 controller on the
 * modern set; and the same on a 1.6 legacy source whose 10,000 identifiers are records of the
 * identifiers section too (a 1.5 controller does not serve it, D11). Both simulators run in this
 * process on loopback, seeded straight into their stores (transfer-seed.ts); the transfer runs
 * in a child process of its own (transfer-child.ts) whose peak resident memory is the
 * transfer's. Per phase (snapshot, dry run, writing, verification): wall time, the child's CPU
 * and this process's CPU (the simulators'). Prints the figures and rewrites the "Transfer"
 * section of docs/benchmarks.md.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FirmwareEra } from '../../src/shared/api';
import { Simulator } from '../../src/simulator/simulator';
import { bundleProgram } from './bench-bundle';
import { recordSection } from './bench-doc';
import { transferSection, type Run, type Variant } from './transfer-doc';
import {
  TRANSFER_PHASES,
  type ChildInput,
  type ChildMessage,
  type ChildResult,
  type TransferPhase,
} from './transfer-protocol';
import { bulkSeed } from './transfer-seed';

const RUNS = Number(process.env['TRANSFER_BENCH_RUNS'] ?? 3);
const ADMIN = { login: 'admin', password: 'admin' };
const NET = `127.0.${100 + Math.floor(Math.random() * 50)}`;
const PORT = 20_000 + Math.floor(Math.random() * 10_000);
const SIZES = { staff: 10_000, accessPoints: 300, events: 50_000 };

const ALL_VARIANTS: readonly Variant[] = [
  { id: 'cards', firmware: '1.5', identifierRecords: false },
  { id: 'records', firmware: '1.6', identifierRecords: true },
];
/** `TRANSFER_BENCH_VARIANTS=cards` runs one; `TRANSFER_BENCH_CHILD_ARGS=--cpu-prof` profiles. */
const CHOSEN = process.env['TRANSFER_BENCH_VARIANTS']?.split(',');
const VARIANTS = ALL_VARIANTS.filter((v) => !CHOSEN || CHOSEN.includes(v.id));
const CHILD_ARGS = process.env['TRANSFER_BENCH_CHILD_ARGS']?.split(' ').filter(Boolean) ?? [];

async function simulators(variant: Variant, run: number) {
  const root = await mkdtemp(join(tmpdir(), 'turnkey-transfer-sims-'));
  const source = new Simulator({
    dataDir: join(root, 'source'),
    host: `${NET}.${10 + run * 2}`,
    port: PORT,
    serial: `BENCHSRC${run}`,
    firmware: variant.firmware as FirmwareEra,
    staffFields: 'legacy',
    admin: ADMIN,
    seed: bulkSeed({ ...SIZES, identifierRecords: variant.identifierRecords }),
  });
  const target = new Simulator({
    dataDir: join(root, 'target'),
    host: `${NET}.${11 + run * 2}`,
    port: PORT,
    serial: `BENCHDST${run}`,
    admin: ADMIN,
  });
  const seeding = performance.now();
  await Promise.all([source.start(), target.start()]);
  const seededMs = performance.now() - seeding;
  return {
    source,
    target,
    seededMs,
    async stop() {
      await Promise.all([source.stop(), target.stop()]);
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** One transfer in a child process; this process's CPU time (the simulators') per phase. */
async function measure(program: string, input: ChildInput): Promise<Measured> {
  const child = fork(program, [], {
    execArgv: CHILD_ARGS,
    env: { ...process.env, TRANSFER_BENCH: JSON.stringify(input) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const simulatorCpuMs = {} as Record<TransferPhase, number>;
  let cpu = process.cpuUsage();
  let result: ChildResult | undefined;
  child.on('message', (message: ChildMessage) => {
    if (message.kind === 'mark') {
      const used = process.cpuUsage(cpu);
      simulatorCpuMs[message.phase] = (used.user + used.system) / 1000;
      cpu = process.cpuUsage();
    } else result = message.result;
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (!result) throw new Error(`the transfer process ended (code ${code}) without its figures`);
  return { child: result, simulatorCpuMs };
}

type Measured = Pick<Run, 'child' | 'simulatorCpuMs'>;

function described(variant: Variant, index: number, run: Run): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const phases = TRANSFER_PHASES.slice(1).map((p) => {
    const { ms, cpuMs } = run.child.phases[p];
    return `${p} ${seconds(ms)} s (CPU ${seconds(cpuMs)} s, simulators ${seconds(run.simulatorCpuMs[p])} s)`;
  });
  return (
    `${variant.firmware} (${variant.id}) run ${index + 1}: ${phases.join(', ')}; ` +
    `peak ${Math.round(run.child.peakKiB / 1024)} MiB, at the start ${Math.round(run.child.baselineKiB / 1024)} MiB ` +
    `(seeded in ${Math.round(run.seededMs)} ms, load ${run.load.toFixed(1)})`
  );
}

async function main(): Promise<void> {
  const program = await bundleProgram('test/bench/transfer-child.ts', 'transfer-child');
  const runs = new Map<Variant['id'], Run[]>();
  for (const variant of VARIANTS) {
    for (let index = 0; index < RUNS; index++) {
      const load = loadavg()[0] ?? 0;
      const sims = await simulators(variant, index);
      try {
        const at = (sim: Simulator) => ({
          ...sim.address,
          fingerprint: sim.fingerprint,
          serial: sim.serial,
        });
        const measured = await measure(program, {
          source: at(sims.source),
          target: at(sims.target),
          admin: ADMIN,
        });
        const { child } = measured;
        if (child.state !== 'succeeded' || !child.report.equal)
          throw new Error(`the transfer ended ${child.state}: ${child.error ?? 'not equal'}`);
        const run: Run = { ...measured, seededMs: sims.seededMs, load };
        console.log(described(variant, index, run));
        runs.set(variant.id, [...(runs.get(variant.id) ?? []), run]);
      } finally {
        await sims.stop();
      }
    }
  }
  const body = transferSection(SIZES, VARIANTS, runs);
  console.log(`\n${body}`);
  await recordSection('Transfer', body);
}

await main();
