/**
 * One run of the scale benchmark at one size: the fleet started from its data folders, the plan
 * applied from scratch by `turnkey apply --yes --json` (scale-apply.ts), checked to match, then
 * applied again, which must send nothing (no journal line added). What each took, and where the
 * time went: the jobs' own start and end in the command's answer split its wall-clock time into
 * the command's start and the read of the site before the first job, the controllers' job, the
 * read between the jobs, the cluster's job and the read back after it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Job } from '../../src/shared/ipc/job.schema';
import type { SiteDiff } from '../../src/shared/plans/site-diff.schema';
import { startFleetParts, type FleetParts } from './scale-fleet-parts';
import { watchedTurnkey, type WatchedRun } from './scale-apply';

export interface RunFigures {
  apply: WatchedRun;
  again: WatchedRun;
  /** CPU time of the fleet's processes during the apply, in ms. */
  fleetCpuMs: number;
  /** The same during the second apply. */
  againFleetCpuMs: number;
  /** Phases of the apply, in ms. */
  phases: { before: number; plan: number; between: number; vpn: number; after: number };
  moved: number;
}

export async function journalLength(dataDir: string): Promise<number> {
  const sites = join(dataDir, 'sites');
  const [site] = (await readdir(sites, { withFileTypes: true })).filter((e) => e.isDirectory());
  return (await readFile(join(sites, site!.name, 'journal.jsonl'), 'utf8'))
    .split('\n')
    .filter(Boolean).length;
}

/** Controllers the site's record has at their moved address (127.2.x.y). */
async function movedOnSite(dataDir: string): Promise<number> {
  const sites = join(dataDir, 'sites');
  const [site] = (await readdir(sites, { withFileTypes: true })).filter((e) => e.isDirectory());
  const file = JSON.parse(await readFile(join(sites, site!.name, 'controllers.json'), 'utf8')) as {
    controllers: { address: { host: string } }[];
  };
  return file.controllers.filter((c) => c.address.host.startsWith('127.2.')).length;
}

interface Answer {
  matches: boolean;
  after: SiteDiff;
  jobs: Job[];
}

function answerOf(run: WatchedRun): Answer {
  if (run.code !== 0 && !run.stdout.includes('"matches"'))
    throw new Error(`apply ended with ${run.code}:\n${run.stderr.slice(-4000)}`);
  const answer = JSON.parse(run.stdout) as Answer;
  if (!answer.matches) {
    const left = answer.after.controllers.filter((c) => c.state !== 'unchanged').slice(0, 5);
    const failed = answer.jobs
      .flatMap((j) => j.controllers.filter((c) => c.state !== 'succeeded'))
      .slice(0, 5);
    throw new Error(
      `the site does not match the plan after apply: ${JSON.stringify({ left, failed, vpn: answer.after.vpn })}`,
    );
  }
  return answer;
}

function phasesOf(run: WatchedRun, jobs: readonly Job[]): RunFigures['phases'] {
  const at = (text: string | undefined) => Date.parse(text ?? '');
  const plan = jobs.find((j) => j.kind === 'plan');
  const vpn = jobs.find((j) => j.kind === 'plan-vpn');
  const end = run.startedAt + run.ms;
  const planStart = plan ? at(plan.startedAt) : end;
  const planEnd = plan ? at(plan.endedAt) : planStart;
  const vpnStart = vpn ? at(vpn.startedAt) : planEnd;
  const vpnEnd = vpn ? at(vpn.endedAt) : vpnStart;
  return {
    before: planStart - run.startedAt,
    plan: planEnd - planStart,
    between: vpnStart - planEnd,
    vpn: vpnEnd - vpnStart,
    after: end - vpnEnd,
  };
}

/**
 * Applies the plan to the fleet, whose data folders are under `fleetRoot`; `whileRunning` is
 * given the fleet after the second apply, before it stops (the site screen's figures).
 */
export async function oneRun(
  count: number,
  staff: number,
  paths: { fleetRoot: string; dataDir: string; plan: string },
  whileRunning?: (fleet: FleetParts) => Promise<void>,
): Promise<RunFigures> {
  const fleet = await startFleetParts(count, paths.fleetRoot, staff);
  try {
    const fleetBefore = await fleet.cpuMs();
    const apply = await watchedTurnkey(paths.dataDir, ['apply', paths.plan, '--yes', '--json']);
    const fleetCpuMs = (await fleet.cpuMs()) - fleetBefore;
    const answer = answerOf(apply);
    const moved = await movedOnSite(paths.dataDir);
    const before = await journalLength(paths.dataDir);
    const fleetAgain = await fleet.cpuMs();
    const again = await watchedTurnkey(paths.dataDir, ['apply', paths.plan, '--yes']);
    const againFleetCpuMs = (await fleet.cpuMs()) - fleetAgain;
    if (again.code !== 0 || !again.stdout.includes('Nothing to change: the site matches the plan.'))
      throw new Error(
        `the second apply was not a no-op:\n${again.stdout.slice(-4000)}\n${again.stderr}`,
      );
    if ((await journalLength(paths.dataDir)) !== before)
      throw new Error('the second apply journalled something');
    if (whileRunning) await whileRunning(fleet);
    return {
      apply,
      again,
      fleetCpuMs,
      againFleetCpuMs,
      phases: phasesOf(apply, answer.jobs),
      moved,
    };
  } finally {
    await fleet.stop();
  }
}
