/**
 * Site plans (docs/site-plans.md) on a site of 50 simulated controllers: a demo fleet of 50
 * started in this process at 127.0.0.11 to .60, port 8443, trusted and put on a site with the
 * real command, then `turnkey apply --yes` (another process, as an engineer runs it) of a plan
 * that re-addresses 49 of them, sets every zone and NTP server, makes two access points on each
 * and a schedule, an access profile and a user on the 49 whose firmware serves them, and builds
 * a cluster of five; timed from the command's start to its end (exit code 0 only when the whole
 * site reads back as planned); target under 60 s. Then the same plan applied again, which must
 * send nothing; target under 10 s. Three runs, each from the same fresh site (the fleet's data
 * folders and the site copied back from a snapshot taken after the set-up).
 *
 * Needs Linux and root: it re-runs itself in a private network namespace (only lo, nothing
 * leaves the machine). Prints the figures and rewrites the "Site plans" section of
 * docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Job } from '../../src/shared/ipc/job.schema';
import type { SiteDiff } from '../../src/shared/plans/site-diff.schema';
import { Fleet } from '../../src/simulator/fleet/fleet';
import { measuredOn, recordSection } from './bench-doc';
import { CLUSTER_MEMBERS, fleetPlan, must, turnkey } from './plans-site';
import { inOwnNamespace } from './own-namespace';

const INSIDE = 'TURNKEY_PLANS_BENCH_NETNS';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COUNT = 50;
const STAFF = 20;
const RUNS = 3;
const TARGETS = { applyS: 60, againS: 10 };

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function startFleet(dataRoot: string): Promise<Fleet> {
  return Fleet.start({
    count: COUNT,
    first: { host: '127.0.0.11', port: 8443 },
    dataRoot,
    staff: STAFF,
    mdns: false,
  });
}

async function journalLength(dataDir: string): Promise<number> {
  const sites = join(dataDir, 'sites');
  const [site] = (await readdir(sites, { withFileTypes: true })).filter((e) => e.isDirectory());
  return (await readFile(join(sites, site!.name, 'journal.jsonl'), 'utf8'))
    .split('\n')
    .filter(Boolean).length;
}

/** Trusts every controller of the fleet and puts them on a new site (not timed). */
async function setUp(fleet: Fleet, dataDir: string): Promise<void> {
  await must(dataDir, ['site', 'new', 'Plans bench']);
  for (const m of fleet.members) {
    const { host, port } = m.simulator.address;
    await must(dataDir, ['trust', `${host}:${port}`, '--accept', m.simulator.fingerprint]);
  }
  const addresses = fleet.members.flatMap((m) => [
    '--controller',
    `${m.simulator.address.host}:${m.simulator.address.port}`,
  ]);
  await must(dataDir, ['time', 'show', ...addresses]);
}

interface RunResult {
  applyMs: number;
  againMs: number;
  jobs: string;
  /** The controllers' job and the cluster's, start to end. */
  jobMs: { plan: number; vpn: number };
}

async function oneRun(fleetRoot: string, dataDir: string, planPath: string): Promise<RunResult> {
  const fleet = await startFleet(fleetRoot);
  try {
    const applied = await turnkey(dataDir, ['apply', planPath, '--yes', '--json']);
    if (applied.code !== 0 && !applied.stdout.includes('"matches"'))
      throw new Error(`apply ended with ${applied.code}:\n${applied.stderr}`);
    const answer = JSON.parse(applied.stdout.trim().split('\n').pop()!) as {
      matches: boolean;
      after: SiteDiff;
      jobs: Job[];
    };
    if (!answer.matches) {
      const left = answer.after.controllers.filter((c) => c.state !== 'unchanged');
      const failed = answer.jobs.flatMap((j) =>
        j.controllers.filter((c) => c.state !== 'succeeded'),
      );
      throw new Error(
        `the site does not match the plan after apply: ${JSON.stringify({ left, failed, vpn: answer.after.vpn })}`,
      );
    }
    const moved = fleet.members.filter(
      (m) => Number(m.simulator.address.host.split('.')[3]) >= 111,
    ).length;
    if (moved !== COUNT - 1) throw new Error(`${moved} controllers moved, not ${COUNT - 1}`);
    const before = await journalLength(dataDir);
    const again = await turnkey(dataDir, ['apply', planPath, '--yes']);
    if (again.code !== 0 || !again.stdout.includes('Nothing to change: the site matches the plan.'))
      throw new Error(
        `the second apply was not a no-op:\n${again.stdout.slice(-4000)}\n${again.stderr}`,
      );
    if ((await journalLength(dataDir)) !== before)
      throw new Error('the second apply journalled something');
    const jobs = answer.jobs
      .map(
        (j) => `${j.kind} ${seconds(Date.parse(j.endedAt ?? '') - Date.parse(j.startedAt ?? ''))}`,
      )
      .join(', ');
    console.log(
      `apply ${seconds(applied.ms)} (${jobs}; ${moved} moved), again ${seconds(again.ms)}`,
    );
    const took = (kind: string) => {
      const job = answer.jobs.find((j) => j.kind === kind);
      return job ? Date.parse(job.endedAt ?? '') - Date.parse(job.startedAt ?? '') : 0;
    };
    return {
      applyMs: applied.ms,
      againMs: again.ms,
      jobs,
      jobMs: { plan: took('plan'), vpn: took('plan-vpn') },
    };
  } finally {
    await fleet.stop();
  }
}

async function main(): Promise<void> {
  execFileSync(process.execPath, [join(ROOT, 'bin', 'cli-build.mjs')], { stdio: 'inherit' });
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  const root = await mkdtemp(join(tmpdir(), 'turnkey-plans-bench-'));
  const live = { fleet: join(root, 'fleet'), data: join(root, 'data') };
  const snapshot = { fleet: join(root, 'fleet-snapshot'), data: join(root, 'data-snapshot') };
  const planPath = join(root, 'site.yaml');
  try {
    await writeFile(planPath, fleetPlan(COUNT));
    const seeding = performance.now();
    const fleet = await startFleet(live.fleet);
    console.log(`fleet of ${COUNT} seeded and started in ${seconds(performance.now() - seeding)}`);
    try {
      await setUp(fleet, live.data);
    } finally {
      await fleet.stop();
    }
    await cp(live.fleet, snapshot.fleet, { recursive: true });
    await cp(live.data, snapshot.data, { recursive: true });
    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run++) {
      if (run > 0) {
        await rm(live.fleet, { recursive: true, force: true });
        await rm(live.data, { recursive: true, force: true });
        await cp(snapshot.fleet, live.fleet, { recursive: true });
        await cp(snapshot.data, live.data, { recursive: true });
      }
      results.push(await oneRun(live.fleet, live.data, planPath));
    }
    const apply = results.map((r) => r.applyMs);
    const again = results.map((r) => r.againMs);
    const list = (values: number[]) => values.map((v) => (v / 1000).toFixed(1)).join(', ');
    const verdict = (ms: number, targetS: number) => (ms < targetS * 1000 ? 'met' : 'MISSED');
    await recordSection(
      'Site plans',
      [
        `${measuredOn('test/bench/plans.bench.ts')} Load average before: ${load}.`,
        '',
        `A demo fleet of ${COUNT} controllers (the fleet's profiles: one on firmware 1.5, one on 1.6, the rest 1.7; ${STAFF} staff each) in the benchmark's process at 127.0.0.11 to .60, port 8443, in a private network namespace; trusted and put on a site with the real command (not timed). The plan (written by \`fleetPlan\` in test/bench/plans-site.ts) moves the ${COUNT - 1} controllers whose firmware serves the network section to 127.0.0.111 onwards, sets every zone and NTP server, makes two access points on each, and a schedule, an access profile over the two points and a user (password from the environment) on those ${COUNT - 1}; then a cluster of TKDEMO01 and ${CLUSTER_MEMBERS.join(', ')}. \`turnkey apply --yes\` runs in a process of its own, as an engineer runs it, with the default of 8 controllers at once; the time is from its start to its end, which includes reading the whole site before, the controllers' job, reading again, the cluster's job and the final read back (exit code 0: the site matches). The second apply reads everything, finds nothing to change and sends nothing (checked: no journal entry added). ${RUNS} runs, each on a fresh copy of the same site.`,
        '',
        '| Measure | Median | Runs | Target | |',
        '| --- | ---: | ---: | ---: | --- |',
        `| Apply from scratch, ${COUNT} controllers | ${seconds(median(apply))} | ${list(apply)} s | < ${TARGETS.applyS} s | ${verdict(median(apply), TARGETS.applyS)} |`,
        `| Apply again, nothing to do | ${seconds(median(again))} | ${list(again)} s | < ${TARGETS.againS} s | ${verdict(median(again), TARGETS.againS)} |`,
        `| - of which the controllers' job (${COUNT} controllers, 8 at once) | ${seconds(median(results.map((r) => r.jobMs.plan)))} | ${list(results.map((r) => r.jobMs.plan))} s | | |`,
        `| - of which the cluster's job (share, search, join and sync ${CLUSTER_MEMBERS.length}, verify) | ${seconds(median(results.map((r) => r.jobMs.vpn)))} | ${list(results.map((r) => r.jobMs.vpn))} s | | |`,
        `| - the rest: the command's start, the site read before the jobs, and the reads after them (only what the jobs did not read back) | ${seconds(median(results.map((r) => r.applyMs - r.jobMs.plan - r.jobMs.vpn)))} | ${list(results.map((r) => r.applyMs - r.jobMs.plan - r.jobMs.vpn))} s | | |`,
        '',
        `Where the time goes. A controller's sub-job is its fresh read, the time (set and read back), a schedule, two access points, a profile and a user (each sent, read back and journalled) and the move: answered, followed to the new address and read back there, which waits out the simulator's move delay (D16, see "Network wizard"); ${COUNT} of them, 8 at once, make the controllers' job. A sub-job ends by reading its controller back whole, on its connection, and the reads after the jobs keep those read-backs. A read of the site is a login to every controller and its planned sections one after another on that connection, 8 controllers at once; a simulator derives a password with scrypt only when it has not yet proven it against the stored hash (src/simulator/auth/verified-logins.ts: a device's hashing is its own CPU's cost, not the shared machine's). The apply with nothing to do is one such read in a new process, so it logs in to all ${COUNT} again. All ${COUNT} simulators share the benchmark process's one thread, which real controllers do not, and the machine's two cores are shared with other work (the load average above), which is most of the spread between runs.`,
      ].join('\n'),
    );
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

await inOwnNamespace({
  file: import.meta.url,
  variable: INSIDE,
  name: 'Site plans benchmark',
  main,
});
