/**
 * The whole of applying a confirmed site plan, the same from `turnkey apply` and the Plan screen
 * (docs/decisions.md, "Site plans"): the controllers' job, each controller read back by its job
 * as soon as its changes are made (under its lock, on its warm connection); then the site read
 * again, so the cluster is built with every member at its planned address; then the cluster's
 * job; then the site read back against the plan. A read of the site keeps what was read since
 * the last change (a controller read back by its job, one that had nothing to change) and reads
 * the rest: each controller is reached again only when something may have changed it. How a
 * shell watches a job (a progress line, events to the page) is its own; the order is this one.
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { SiteDiff } from '../../shared/plans/site-diff.schema';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import {
  startClusterPlanJob,
  startControllersJob,
  type SitePlanApplyDeps,
} from './site-plan-apply';
import type { PlanTarget } from './site-plan-reading';

export interface SitePlanRead {
  diff: SiteDiff;
  targets: PlanTarget[];
}

export interface SitePlanRunHooks {
  /** Controllers changed at once. */
  parallel: number;
  /**
   * The plan read against the site; the controllers in `kept` (by serial) were read since their
   * last change and are taken as they were read (site-plan-reading.ts).
   */
  read(plan: SitePlan, kept?: ReadonlyMap<string, PlanTarget>): Promise<SitePlanRead>;
  /** A job has started: the shell follows it to its end and answers the job as it ended. */
  watch(job: Job): Promise<Job>;
  /** The site is being read again (after a job). */
  reading?(): void;
}

/** The site matches the plan: nothing to change, nothing missing, every controller read. */
export function siteMatchesPlan(diff: SiteDiff): boolean {
  return (
    diff.changes === 0 &&
    diff.missing === 0 &&
    diff.controllers.every((c) => c.state === 'unchanged')
  );
}

/** Applies the plan whose diff `before` was confirmed; answers the jobs and the read back. */
export async function runSitePlan(
  deps: SitePlanApplyDeps,
  plan: SitePlan,
  before: SitePlanRead,
  hooks: SitePlanRunHooks,
): Promise<{ jobs: Job[]; after: SiteDiff; matches: boolean }> {
  const jobs: Job[] = [];
  const readBacks = new Map<string, PlanTarget>();
  const controllers = await startControllersJob(deps, before.targets, hooks.parallel, readBacks);
  if (controllers) jobs.push(await hooks.watch(controllers));
  hooks.reading?.();
  // Read again: what the job did not read back (it failed, was stopped, could not be read).
  // Those with nothing to change were just read, and no job of this run touched them.
  const moved = await hooks.read(plan, keptAfterJob(before.targets, readBacks));
  const cluster = await startClusterPlanJob(deps, plan, moved.diff, moved.targets);
  let after = moved.diff;
  if (cluster) {
    jobs.push(await hooks.watch(cluster));
    hooks.reading?.();
    // The cluster's job changed its master and members alone: they are read again.
    const inCluster = new Set(plan.vpn ? [plan.vpn.master, ...plan.vpn.members] : []);
    const kept = new Map(moved.targets.filter((t) => !inCluster.has(t.serial)).map(keyed));
    after = (await hooks.read(plan, kept)).diff;
  }
  return { jobs, after, matches: siteMatchesPlan(after) };
}

const keyed = (t: PlanTarget): [string, PlanTarget] => [t.serial, t];

/** What the read after the controllers' job keeps: the unchanged and those read back. */
function keptAfterJob(
  before: readonly PlanTarget[],
  readBacks: ReadonlyMap<string, PlanTarget>,
): Map<string, PlanTarget> {
  const kept = new Map(before.filter((t) => t.diff.state === 'unchanged').map(keyed));
  for (const [serial, target] of readBacks) kept.set(serial, target);
  return kept;
}
