/**
 * The whole of applying a confirmed site plan, the same from `turnkey apply` and the Plan screen
 * (docs/decisions.md, "Site plans"): the controllers' job; then the site read again, so the
 * cluster is built with every member at its planned address; then the cluster's job; then the
 * whole site read back against the plan. How a shell watches a job (a progress line, events to
 * the page) is its own; the order is this one.
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
  /** The plan read against the site afresh. */
  read(plan: SitePlan): Promise<SitePlanRead>;
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
  const controllers = await startControllersJob(deps, before.targets, hooks.parallel);
  if (controllers) jobs.push(await hooks.watch(controllers));
  hooks.reading?.();
  const moved = await hooks.read(plan);
  const cluster = await startClusterPlanJob(deps, plan, moved.diff, moved.targets);
  let after = moved.diff;
  if (cluster) {
    jobs.push(await hooks.watch(cluster));
    hooks.reading?.();
    after = (await hooks.read(plan)).diff;
  }
  return { jobs, after, matches: siteMatchesPlan(after) };
}
