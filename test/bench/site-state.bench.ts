/**
 * What a change of a big site costs (docs/decisions.md, "Job state and the controllers file at
 * the size of a site"): a job over 50, 200 and 1,000 controllers whose work does nothing but
 * say a step twice and journal once (the journal itself left out, locks not taken), so its time
 * from start to end is the job state's saving; and the site's `controllers.json` at the same
 * sizes: every controller added, then for each one the reads a controller's sub-job makes (three
 * look-ups of it, one of the whole list) and the write of its last action. Totals per size,
 * the median of three runs, beside those measured (one run) on the code before (every change
 * rewrote the whole job file, every read re-read and re-validated the controllers file).
 * Prints them and rewrites the "Job state and the controllers file" section of
 * docs/benchmarks.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ControllerLocks } from '../../src/core/jobs/controller-locks';
import { JobRunner } from '../../src/core/jobs/job-runner';
import { JobStore } from '../../src/core/jobs/job-store';
import { SiteStore } from '../../src/core/site/site-store';
import { measuredOn, recordSection } from './bench-doc';

const SIZES = [50, 200, 1000] as const;
const RUNS = 3;
const KEYS = ['job', 'add', 'reads', 'writes'] as const;
type Key = (typeof KEYS)[number];
/** Wall-clock and CPU (the process's, every thread) milliseconds of one measure. */
type Took = { wall: number; cpu: number };
/**
 * `job`: the job from its start to its end (every change saved); `add`: every controller added
 * to the site, one at a time; `reads`: three look-ups of each controller and one of the whole
 * list, per controller; `writes`: one change of each controller (its last action).
 */
type Figures = Record<Key, Took>;

/** Measured by this benchmark on the code before (one run; the machine as below). */
const BEFORE: Record<number, Figures> = {
  50: { job: t(2079, 256), add: t(855, 158), reads: t(163, 140), writes: t(820, 143) },
  200: { job: t(4565, 698), add: t(2440, 654), reads: t(1525, 1382), writes: t(1459, 782) },
  1000: {
    job: t(15202, 10480),
    add: t(13002, 6798),
    reads: t(41240, 27525),
    writes: t(53181, 16132),
  },
};
const BEFORE_LOAD = '18.8';

/**
 * Measured by this benchmark (median of three, load 12.1) when every change of
 * `controllers.json` still wrote the whole file at once, before the changes were gathered.
 */
const EACH_WRITTEN: Record<number, Figures> = {
  50: { job: t(65, 6), add: t(1870, 134), reads: t(6, 7), writes: t(1191, 110) },
  200: { job: t(33, 19), add: t(916, 303), reads: t(14, 14), writes: t(473, 379) },
  1000: { job: t(128, 64), add: t(11149, 3372), reads: t(77, 65), writes: t(19022, 5376) },
};

function t(wall: number, cpu: number): Took {
  return { wall, cpu };
}

/** Starts a measure; the function answers what it took. */
function timer(): () => Took {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
  };
}

const fp = (n: number) =>
  Array.from({ length: 32 }, (_, i) => ((n + i) % 256).toString(16).padStart(2, '0'))
    .join(':')
    .toUpperCase();

async function jobOf(dir: string, count: number): Promise<Took> {
  const runner = new JobRunner({
    siteId: 'bench',
    store: new JobStore(join(dir, 'jobs')),
    locks: new ControllerLocks(join(dir, 'locks')),
    journal: { append: () => Promise.resolve() },
    shell: 'cli',
    emit: () => undefined,
  });
  const took = timer();
  const job = runner.start({
    kind: 'bench',
    title: { en: 'Bench', ru: 'Замер' },
    lock: 'none',
    controllers: Array.from({ length: count }, (_, i) => ({
      controllerId: `C${i}`,
      label: `TKB${String(i).padStart(5, '0')}`,
    })),
    run: async (ctx) => {
      ctx.step({ en: 'reading it', ru: 'читаю' });
      ctx.step({ en: 'reading it back', ru: 'читаю снова' });
      await ctx.journal({
        action: 'time.changed',
        outcome: 'succeeded',
        summary: { en: 'Time set.', ru: 'Время задано.' },
      });
      return { summary: { en: 'Done.', ru: 'Готово.' } };
    },
  });
  const ended = await runner.waitFor(job.id);
  if (ended.state !== 'succeeded') throw new Error(`the bench job ended ${ended.state}`);
  return took();
}

async function siteOf(dataDir: string, count: number): Promise<Omit<Figures, 'job'>> {
  const site = await new SiteStore(dataDir, { shell: 'cli', user: 'bench' }).create('Bench');
  const ids = Array.from({ length: count }, (_, i) => `C${i}`);
  let took = timer();
  for (const [i, id] of ids.entries()) {
    await site.upsertController({
      id,
      fingerprint256: fp(i),
      address: { host: `10.${Math.floor(i / 250)}.${i % 250}.10`, port: 443 },
      serial: `TKB${String(i).padStart(5, '0')}`,
      model: 'TK-4000',
      firmware: '1.7.0',
      login: 'admin',
      factoryPassword: false,
    });
  }
  const add = took();
  took = timer();
  for (const id of ids) {
    for (let i = 0; i < 3; i++) if (!(await site.controller(id))) throw new Error(`no ${id}`);
    if ((await site.controllers()).length !== count) throw new Error('controllers lost');
  }
  const reads = took();
  took = timer();
  for (const id of ids) {
    const at = new Date().toISOString();
    await site.updateController(id, {
      lastAction: { action: 'time.changed', at, outcome: 'succeeded' },
    });
  }
  // Until they are on disk: the changes gathered are written within a moment, or now.
  await site.flush();
  return { add, reads, writes: took() };
}

/** The median of `RUNS` runs, each measure on its own. */
async function measure(count: number): Promise<Figures> {
  const runs: Figures[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await once(count));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
  const of = (key: Key): Took => ({
    wall: median(runs.map((r) => r[key].wall)),
    cpu: median(runs.map((r) => r[key].cpu)),
  });
  return { job: of('job'), add: of('add'), reads: of('reads'), writes: of('writes') };
}

async function once(count: number): Promise<Figures> {
  const dir = await mkdtemp(join(tmpdir(), 'turnkey-site-state-bench-'));
  try {
    const job = await jobOf(dir, count);
    return { job, ...(await siteOf(join(dir, 'data'), count)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const shown = (took: Took) =>
  `${Math.round(took.wall).toLocaleString('en')} ms (CPU ${Math.round(took.cpu).toLocaleString('en')} ms)`;
const growth = (figures: Record<number, Figures>, key: Key) => {
  const first = figures[SIZES[0]]![key];
  const last = figures[SIZES[SIZES.length - 1]!]![key];
  const times = (a: number, b: number) => (a > 0 ? `${(b / a).toFixed(1)}x` : '-');
  return `${times(first.wall, last.wall)} (CPU ${times(first.cpu, last.cpu)})`;
};

const DESCRIPTION = [
  'A job over N controllers whose work only says two steps and journals once (the journal left out, no lock taken), so its time is the saving of its state; and the site’s `controllers.json` with N controllers.',
  'Before: every change rewrote the whole job file, and every read re-read and re-validated `controllers.json`.',
  'Now: a job file is a snapshot and a log of changes, steps gathered for 100 ms, a controller’s end and the job’s own changes written at once, folded into the snapshot at the end; `controllers.json` is read once per process and kept, a `stat` telling whether another process changed it (docs/decisions.md, "Job state and the controllers file at the size of a site").',
  'Then every change of `controllers.json` still wrote the whole file and synced it (atomic, under its lock): it no longer read, parsed or validated the file, and serialized only the controllers it changed, but the bytes of the whole file were copied and written at every change ("each written" below).',
  'Now a controller’s marks and last action (told by the journal, which holds them first) are seen at once in the process and gathered for 100 ms, like a job’s steps, then written together, atomically, under the lock, onto the file as it is then; a job’s end and the engine’s closing write what is left, and `process.exit` writes it synchronously (src/core/site/controllers-change.ts). The writes row is timed until the last change is on disk. A controller added, moved or removed is still written before it is answered (with every change gathered so far), so adding one at a time still writes the whole file each time: a site gains its controllers a few at a time, and those added at once are written together.',
  'Each figure is wall-clock time with the CPU time of the process (every thread) beside it: the syncs are waits, not CPU, so the CPU time shows the cost that grows with the site however busy the disk is.',
  'Growth is from 50 to 1,000 controllers: 20x the controllers, so linear is 20x and quadratic 400x.',
].join(' ');

async function main(): Promise<void> {
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const now: Record<number, Figures> = {};
  for (const count of SIZES) {
    now[count] = await measure(count);
    console.log(
      `${count} controllers: ${KEYS.map((k) => `${k} ${shown(now[count]![k])}`).join(', ')}`,
    );
  }
  if (process.argv.includes('--no-doc')) return;
  const rows = KEYS.flatMap((key) => {
    const what = {
      job: 'A job: every change saved (4 per controller, 8 at once), start to end',
      add: 'Adding every controller to the site, one at a time',
      reads: 'Reading: 3 look-ups of each controller and 1 of the list, per controller',
      writes: 'Writing: one change of each controller (its last action)',
    }[key];
    const line = (label: string, figures: Record<number, Figures>) =>
      `| ${what}, ${label} | ${SIZES.map((n) => shown(figures[n]![key])).join(' | ')} | ${growth(figures, key)} |`;
    return [line('before', BEFORE), line('each written', EACH_WRITTEN), line('now', now)];
  });
  await recordSection(
    'Job state and the controllers file',
    [
      `${measuredOn('test/bench/site-state.bench.ts')} Load average before: ${load} (before the change: ${BEFORE_LOAD}).`,
      '',
      `The median of ${RUNS} runs per size (before: one run). ${DESCRIPTION}`,
      '',
      `| Measure | ${SIZES.map((n) => `${n.toLocaleString('en')}`).join(' | ')} | Growth |`,
      `| --- | ${SIZES.map(() => '---:').join(' | ')} | ---: |`,
      ...rows,
    ].join('\n'),
  );
}

await main();
