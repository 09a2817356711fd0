/**
 * The "Transfer" section of docs/benchmarks.md from the runs of transfer.bench.ts: per variant
 * the median of each phase with the CPU both processes spent in it, records per second end to
 * end, and the transfer process's peak resident memory, each judged against its target.
 */
import { DEFAULT_WRITE_CONCURRENCY } from '../../src/core/transfer/transfer-walk';
import type { TransferPart } from '../../src/shared/ipc/transfer.schema';
import { measuredOn } from './bench-doc';
import { PROFILES } from './transfer-seed';
import type { ChildResult, TransferPhase } from './transfer-protocol';

export interface Variant {
  id: 'cards' | 'records';
  firmware: string;
  identifierRecords: boolean;
}

export interface Run {
  child: ChildResult;
  simulatorCpuMs: Record<TransferPhase, number>;
  seededMs: number;
  /** One-minute load average when the run began. */
  load: number;
}

export interface Sizes {
  staff: number;
  accessPoints: number;
  events: number;
}

/** At least this many records a second end to end, verification included. */
export const RATE_TARGET = 1500;
/** The transfer process's peak resident memory stays under 300 MB (decimal). */
export const MEMORY_TARGET_BYTES = 300_000_000;

const HISTORY = new Set(['access_events', 'audit_events', 'notifications']);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const n = (value: number) => Math.round(value).toLocaleString('en');
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (kib: number) => `${Math.round(kib / 1024)} MiB (${Math.round((kib * 1024) / 1e6)} MB)`;

/** Records of the snapshot: carried (written, read back), history (read only), left. */
export function recordCounts(parts: readonly TransferPart[]) {
  let carried = 0;
  let history = 0;
  let left = 0;
  for (const p of parts) {
    if (HISTORY.has(p.part)) history += p.source;
    else if (p.notCarried) left += p.source;
    else carried += p.source;
  }
  return { carried, history, left, total: carried + history + left };
}

const PHASES: ReadonlyArray<{ phase: Exclude<TransferPhase, 'setup'>; what: string }> = [
  {
    phase: 'snapshot',
    what: 'Snapshot: the source backed up into the site folder (count, read, write, check)',
  },
  {
    phase: 'dryRun',
    what: 'Dry run: the snapshot opened and checked, the target read, every record mapped and compared',
  },
  {
    phase: 'write',
    what: `Writing: every new record created on the target, ${DEFAULT_WRITE_CONCURRENCY} at a time, each noted in the checkpoint`,
  },
  {
    phase: 'verify',
    what: 'Verification: the target read back and every carried record compared with the snapshot',
  },
];

function variantTable(sizes: Sizes, variant: Variant, runs: readonly Run[]): string {
  const counts = recordCounts(runs[0]!.child.report.parts);
  const phaseMs = (p: TransferPhase) => median(runs.map((r) => r.child.phases[p].ms));
  const endToEnd = runs.map((r) =>
    PHASES.reduce((sum, { phase }) => sum + r.child.phases[phase].ms, 0),
  );
  const totalMs = median(endToEnd);
  const rate = counts.total / (totalMs / 1000);
  const peak = Math.max(...runs.map((r) => r.child.peakKiB));
  const peakMedian = median(runs.map((r) => r.child.peakKiB));
  const identifiers = variant.identifierRecords
    ? `${n(sizes.staff)} identifiers as records of the identifiers section (spec 4.5) and as the staff's \`cards\``
    : `${n(sizes.staff)} identifiers carried as the staff's \`cards\`, one card each: firmware 1.5 does not serve the identifiers section (D11)`;
  const rows = PHASES.map(({ phase, what }) => {
    const records = phase === 'snapshot' ? counts.total : counts.carried;
    const ms = phaseMs(phase);
    const cpu = median(runs.map((r) => r.child.phases[phase].cpuMs));
    const sim = median(runs.map((r) => r.simulatorCpuMs[phase]));
    const hwm = median(runs.map((r) => r.child.phases[phase].hwmKiB));
    const all = runs.map((r) => (r.child.phases[phase].ms / 1000).toFixed(1)).join(', ');
    return `| ${what} | ${s(ms)} (${all}) | ${n(records)} | ${n(records / (ms / 1000))} | ${s(cpu)} | ${s(sim)} | ${Math.round(hwm / 1024)} MiB |`;
  });
  const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const writeMs = phaseMs('write');
  const perWrite = (pick: (r: Run) => number) => median(runs.map(pick)) / counts.carried;
  const where = `The writing is ${Math.round((writeMs / totalMs) * 100)} % of the time end to end: one request per record (the API has no batch write), each answered once the simulator has made it durable. Per record written, the transfer process spent ${perWrite((r) => r.child.phases.write.cpuMs).toFixed(2)} ms of CPU and the simulators ${perWrite((r) => r.simulatorCpuMs.write).toFixed(2)} ms. Outside the transfer, the source's counts read alone took ${s(median(runs.map((r) => r.child.countMs)))} and the snapshot opened and checked alone ${s(median(runs.map((r) => r.child.openMs)))} (the dry run opens it once more after the snapshot's own check).`;
  return `### Firmware ${variant.firmware} legacy set to firmware 1.7 modern set

Source: ${n(sizes.staff)} staff, ${identifiers}, ${n(sizes.accessPoints)} access points, ${PROFILES} access profiles, ${n(sizes.events)} access events. Records of the snapshot: ${n(counts.total)} = ${n(counts.carried)} carried (each written once and read back once) + ${n(counts.history)} event history (read into the snapshot only: spec 6, events are never written as new ones) + ${n(counts.left)} not carried by choice (authentication accounts, skipped in the form). Seeding the source took ${s(median(runs.map((r) => r.seededMs)))}.

| Phase | Median (runs) | Records | Records/s | CPU, transfer process | CPU, simulators | Peak RSS so far |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}
| **End to end** | **${s(totalMs)}** (${endToEnd.map((ms) => (ms / 1000).toFixed(1)).join(', ')}) | ${n(counts.total)} | **${n(rate)}** | | | |

| Measure | Result | Target | |
| --- | ---: | ---: | --- |
| Records per second end to end, verification included | ${n(rate)} | ≥ ${n(RATE_TARGET)} | ${met(rate >= RATE_TARGET)} |
| Peak resident memory of the transfer process (VmHWM), worst of ${runs.length} | ${mib(peak)} (median ${Math.round(peakMedian / 1024)} MiB) | < 300 MB | ${met(peak * 1024 < MEMORY_TARGET_BYTES)} |
| Resident memory once logged in, before the transfer (median) | ${mib(median(runs.map((r) => r.child.baselineKiB)))} | | |

${where}`;
}

export function transferSection(
  sizes: Sizes,
  variants: readonly Variant[],
  runs: ReadonlyMap<Variant['id'], readonly Run[]>,
): string {
  const all = [...runs.values()].flat();
  const loads = all.map((r) => r.load);
  const count = Math.max(...[...runs.values()].map((r) => r.length));
  const tables = variants
    .filter((v) => runs.get(v.id)?.length)
    .map((v) => variantTable(sizes, v, runs.get(v.id)!));
  return `${measuredOn('test/bench/transfer.bench.ts')} One-minute load average when the runs began: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} (other work shares the machine's cores, so wall times are long; the CPU columns depend far less on it).

The transfer wizard as the app and the CLI run it (form, plan, confirm, job), in a process of its own that runs nothing else: the code built as the \`turnkey\` command is (\`bin/cli-build.mjs\`) and run with plain \`node\`, on a fresh site, both controllers logged in. The source and target simulators run in the benchmark's process on loopback (one port, two addresses), so the transfer process's peak resident memory (\`VmHWM\` of \`/proc/self/status\`) is the transfer's alone; "CPU, simulators" is the benchmark process's CPU time in the phase. The source is seeded straight into its store, as the demo seed does. The target is a fresh simulator each run; conflicts: keep; position default: "Сотрудник". Median of ${count} runs per variant; "Peak RSS so far" is the high-water mark at the end of the phase. **Records** are every record of the source's snapshot, each counted once, however many times it is read or written.

${tables.join('\n\n')}`;
}
