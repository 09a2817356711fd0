/**
 * What the trust store costs at the size of a site (docs/decisions.md, "Job state and the
 * controllers file at the size of a site"): `known-controllers.json` holding 50, 200 and 1,000
 * pinned controllers, and for each controller what a login of `turnkey apply` asks of it (two
 * look-ups by fingerprint, one by address) and its factory-password mark, until every mark is on
 * disk. Counts the writes of the file (each atomic write makes a temporary file of its own name)
 * beside the wall-clock and CPU time; the median of three runs per size, beside those measured
 * the same way on the code before, which wrote the whole file at every mark. Prints them and
 * rewrites the "The trust store's marks" section of docs/benchmarks.md.
 */
import { watch } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KnownController } from '../../src/core/trust/known-controller.schema';
import {
  KNOWN_CONTROLLERS_FILE,
  KnownControllersStore,
} from '../../src/core/trust/known-controllers.store';
import { measuredOn, recordSection } from './bench-doc';

const SIZES = [50, 200, 1000] as const;
const RUNS = 3;
/** Wall-clock and CPU (the process's, every thread) milliseconds, and the file's writes. */
type Figures = { wall: number; cpu: number; writes: number };

/** Measured by this benchmark on the code before (median of three, load average as below). */
const BEFORE: Record<number, Figures> = {
  50: { wall: 1824, cpu: 135, writes: 50 },
  200: { wall: 1943, cpu: 565, writes: 200 },
  1000: { wall: 22546, cpu: 5408, writes: 1000 },
};
const BEFORE_LOAD = '17.5';

const fp = (n: number) =>
  Array.from({ length: 32 }, (_, i) => ((n >> (8 * (i % 2))) & 0xff).toString(16).padStart(2, '0'))
    .join(':')
    .toUpperCase();
const address = (n: number) => ({ host: `10.${Math.floor(n / 250)}.${n % 250}.10`, port: 443 });

function pinned(n: number): KnownController {
  return {
    fingerprint256: fp(n),
    subject: `CN=TKB${String(n).padStart(5, '0')}`,
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2036-01-01T00:00:00.000Z',
    address: address(n),
    serial: `TKB${String(n).padStart(5, '0')}`,
    login: 'admin',
    trustedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** Counts the atomic writes of the file in `dir`: each has a temporary file of its own. */
function countWrites(dir: string): { count: () => number; close: () => void } {
  const temps = new Set<string>();
  const watcher = watch(dir, (_event, name) => {
    if (name?.startsWith(`.${KNOWN_CONTROLLERS_FILE}.`) && name.endsWith('.tmp')) temps.add(name);
  });
  return { count: () => temps.size, close: () => watcher.close() };
}

async function once(count: number): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'turnkey-trust-bench-'));
  try {
    const controllers = Array.from({ length: count }, (_, n) => pinned(n));
    await writeFile(join(dir, KNOWN_CONTROLLERS_FILE), JSON.stringify({ version: 1, controllers }));
    const store = new KnownControllersStore(dir);
    await store.list();
    const writes = countWrites(dir);
    const wall = performance.now();
    const cpu = process.cpuUsage();
    for (let n = 0; n < count; n++) {
      if (!(await store.get(fp(n))) || !(await store.findByAddress(address(n))))
        throw new Error(`controller ${n} lost`);
      await store.get(fp(n));
      await store.update(fp(n), {
        factoryPassword: false,
        factoryPasswordAt: new Date().toISOString(),
      });
    }
    // Until they are on disk: the marks gathered are written within a moment, or now.
    await store.flush();
    const used = process.cpuUsage(cpu);
    const took = { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
    // The watcher's last events arrive after the write returns.
    await new Promise((resolve) => setTimeout(resolve, 50));
    writes.close();
    const marked = (await new KnownControllersStore(dir).list()).filter(
      (c) => c.factoryPassword === false,
    );
    if (marked.length !== count) throw new Error(`${count - marked.length} marks lost`);
    return { ...took, writes: writes.count() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function measure(count: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await once(count));
  const median = (pick: (f: Figures) => number) =>
    [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  return {
    wall: median((f) => f.wall),
    cpu: median((f) => f.cpu),
    writes: median((f) => f.writes),
  };
}

const ms = (value: number) => `${Math.round(value).toLocaleString('en')} ms`;
const shown = (f: Figures) =>
  `${f.writes.toLocaleString('en')} writes, ${ms(f.wall)} (CPU ${ms(f.cpu)})`;

const DESCRIPTION = [
  '`known-controllers.json` holding N pinned controllers; for each controller what a login of `turnkey apply` asks of the trust store (two look-ups by fingerprint, one by address) and its factory-password mark, timed until every mark is on disk.',
  'Before: the file was kept in memory while a `stat` showed it unchanged, but every mark wrote the whole file (atomic and synced, under its lock).',
  'Now a mark is seen at once in the process and gathered for 100 ms, then the marks of the moment are written together, atomically, under the lock, onto the file as it is then, like the site’s `controllers.json` (src/core/trust/known-controllers-file.ts); a pin trusted, moved or forgotten is still written before it is answered.',
  'Writes are the atomic writes of the file (counted by their temporary files); each figure is wall-clock time with the CPU time of the process beside it.',
].join(' ');

async function main(): Promise<void> {
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const now: Record<number, Figures> = {};
  for (const count of SIZES) {
    now[count] = await measure(count);
    console.log(`${count} controllers: ${shown(now[count])}`);
  }
  if (process.argv.includes('--no-doc')) return;
  const row = (label: string, figures: Record<number, Figures>) =>
    `| ${label} | ${SIZES.map((n) => shown(figures[n]!)).join(' | ')} |`;
  await recordSection(
    "The trust store's marks",
    [
      `${measuredOn('test/bench/trust-store.bench.ts')} Load average before: ${load} (before the change: ${BEFORE_LOAD}).`,
      '',
      `The median of ${RUNS} runs per size. ${DESCRIPTION}`,
      '',
      `| Marks of N controllers | ${SIZES.map((n) => n.toLocaleString('en')).join(' | ')} |`,
      `| --- | ${SIZES.map(() => '---:').join(' | ')} |`,
      row('Before: each mark written', BEFORE),
      row('Now: gathered', now),
    ].join('\n'),
  );
}

await main();
