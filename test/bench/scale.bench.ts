/**
 * Scale: a site of 1,000 controllers. The site plans benchmark (plans.bench.ts) at 50, 200 and
 * 1,000 simulated controllers, split over processes of 250 (scale-fleet-parts.ts) at 127.1.0.1
 * onwards, trusted and put on a site through the core functions the command uses (scale-site.ts,
 * not timed), then `turnkey apply --yes --json` of the plan that moves them to 127.2.0.1 onwards
 * (a process of its own, default concurrency), then the same plan again, which must send
 * nothing. For each: the time, where it went, the command's CPU time and peak memory, and the
 * fleet's CPU time beside it (they share the machine). Marks at 1,000: apply < 4 min, again
 * < 30 s, memory < 600 MB. After the second apply at 1,000, the site screen's figures, when
 * test/bench/scale-screen.ts is there (SITE_SCREEN_MODULE).
 *
 * TURNKEY_SCALE_SIZES=50,200 runs only those sizes, TURNKEY_SCALE_SMALL_RUNS=1 one run at the
 * sizes below 1,000 (while working on it, or on a busy machine). Needs Linux and root:
 * it re-runs itself in a private network namespace. Prints the figures and rewrites the
 * "Scale: a site of 1,000 controllers" section of docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFleetParts } from './scale-fleet-parts';
import { scaleEnv, watchedTurnkey } from './scale-apply';
import { scaleSection, type SizeFigures } from './scale-doc';
import { oneRun, type RunFigures } from './scale-run';
import { measureScreen, type ScreenFigures } from './scale-screen-hook';
import { movedCount, scalePlan, setUpSite } from './scale-site';
import { inOwnNamespace } from './own-namespace';

const INSIDE = 'TURNKEY_SCALE_BENCH_NETNS';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAFF = 20;
const SIZES = (process.env.TURNKEY_SCALE_SIZES ?? '50,200,1000').split(',').map(Number);
/** Runs at 50 and 200 (3 unless TURNKEY_SCALE_SMALL_RUNS says otherwise), one at 1,000. */
const SMALL_RUNS = Number(process.env.TURNKEY_SCALE_SMALL_RUNS ?? 3);
const runsAt = (count: number) => (count >= 1000 ? 1 : SMALL_RUNS);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function restore(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await cp(from, to, { recursive: true });
}

async function oneSize(count: number, root: string): Promise<SizeFigures> {
  const live = { fleet: join(root, 'fleet'), data: join(root, 'data') };
  const snapshot = { fleet: join(root, 'fleet-snapshot'), data: join(root, 'data-snapshot') };
  const plan = join(root, 'site.yaml');
  await writeFile(plan, scalePlan(count));
  const seeding = performance.now();
  const fleet = await startFleetParts(count, live.fleet, STAFF);
  const seededMs = performance.now() - seeding;
  const settingUp = performance.now();
  try {
    await setUpSite(live.data, fleet.controllers);
  } finally {
    await fleet.stop();
  }
  const setUpMs = performance.now() - settingUp;
  console.log(
    `${count}: fleet seeded and started in ${seconds(seededMs)}, set up in ${seconds(setUpMs)}`,
  );
  await cp(live.fleet, snapshot.fleet, { recursive: true });
  await cp(live.data, snapshot.data, { recursive: true });
  const start = await watchedTurnkey(live.data, ['site', 'show']);
  const runs: RunFigures[] = [];
  let screen: ScreenFigures | undefined;
  for (let run = 0; run < runsAt(count); run++) {
    if (run > 0) {
      await restore(snapshot.fleet, live.fleet);
      await restore(snapshot.data, live.data);
    }
    const last = run === runsAt(count) - 1 && count === Math.max(...SIZES);
    const figures = await oneRun(
      count,
      STAFF,
      { fleetRoot: live.fleet, dataDir: live.data, plan },
      last
        ? async () => {
            screen = await measureScreen({ dataDir: live.data, env: scaleEnv(live.data) });
          }
        : undefined,
    );
    if (figures.moved !== movedCount(count))
      throw new Error(`${figures.moved} controllers moved, not ${movedCount(count)}`);
    console.log(
      `${count}: apply ${seconds(figures.apply.ms)} (CPU ${seconds(figures.apply.cpuMs)}, fleet CPU ${seconds(figures.fleetCpuMs)}, peak ${figures.apply.peakMb.toFixed(0)} MB; ` +
        `before ${seconds(figures.phases.before)}, controllers ${seconds(figures.phases.plan)}, between ${seconds(figures.phases.between)}, cluster ${seconds(figures.phases.vpn)}, after ${seconds(figures.phases.after)}), ` +
        `again ${seconds(figures.again.ms)} (CPU ${seconds(figures.again.cpuMs)}, peak ${figures.again.peakMb.toFixed(0)} MB)`,
    );
    runs.push(figures);
  }
  return { count, runs, startMs: start.ms, seededMs, setUpMs, ...(screen ? { screen } : {}) };
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const sizes: SizeFigures[] = [];
  for (const count of SIZES) {
    const root = await mkdtemp(join(tmpdir(), `turnkey-scale-bench-${count}-`));
    try {
      sizes.push(await oneSize(count, root));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }
  const after = loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  await scaleSection(sizes, { before: load, after, staff: STAFF });
}

await inOwnNamespace({
  file: import.meta.url,
  variable: INSIDE,
  name: 'Scale benchmark',
  main,
});
