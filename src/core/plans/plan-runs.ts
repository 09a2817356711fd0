/**
 * A plan applied from the app, run in the shell so it goes on when the page reloads or closes
 * (architecture, "The commissioning engine"): the controllers' job, then, with every member at its
 * planned address, the cluster's job, then the whole site read again against the plan, in the
 * order `turnkey apply` follows (docs/decisions.md, "Site plans in the app"). The last run of each
 * site is kept for the page to find again; each step is told to the pages.
 */
import { randomUUID } from 'node:crypto';
import { toIpcError, IpcFailure } from '../../shared/ipc/ipc-error';
import type { PlanRun } from '../../shared/ipc/plans.schema';
import type { SiteDiff } from '../../shared/plans/site-diff.schema';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import type { Engine } from '../engine/engine';
import {
  startClusterPlanJob,
  startControllersJob,
  type SitePlanApplyDeps,
} from './site-plan-apply';
import type { PlanTarget } from './site-plan-reading';

/** Controllers changed at once, as `turnkey apply` does by default. */
const PARALLEL = 8;

export interface PlanRunsDeps {
  engine: Engine;
  read: (plan: SitePlan) => Promise<{ diff: SiteDiff; targets: PlanTarget[] }>;
  changed: (run: PlanRun) => void;
}

/** The site matches the plan: nothing to change, nothing missing, every controller read. */
export function siteMatchesPlan(diff: SiteDiff): boolean {
  return (
    diff.changes === 0 &&
    diff.missing === 0 &&
    diff.controllers.every((c) => c.state === 'unchanged')
  );
}

export class PlanRuns {
  readonly #last = new Map<string, PlanRun>();

  constructor(private readonly deps: PlanRunsDeps) {}

  /** The site's last run, if this shell ran one since it started. */
  last(siteId: string | undefined): PlanRun | undefined {
    return siteId === undefined ? undefined : this.#last.get(siteId);
  }

  /** Starts the controllers' job and answers at once; the rest goes on in the background. */
  async start(
    siteId: string,
    fileName: string,
    plan: SitePlan,
    apply: SitePlanApplyDeps,
  ): Promise<PlanRun> {
    const running = this.#last.get(siteId);
    if (running && (running.state === 'applying' || running.state === 'verifying'))
      throw new IpcFailure({
        code: 'plan_running',
        message: {
          en: `The plan ${running.fileName} is still being applied to this site: wait for its end.`,
          ru: `План ${running.fileName} ещё применяется к этому объекту: дождитесь окончания.`,
        },
      });
    const before = await this.deps.read(plan);
    const job = await startControllersJob(apply, before.targets, PARALLEL);
    const run = this.#tell({
      id: randomUUID(),
      siteId,
      fileName,
      state: 'applying',
      startedAt: new Date().toISOString(),
      jobIds: job ? [job.id] : [],
    });
    void this.#finish(run, plan, apply, job?.id);
    return run;
  }

  #tell(run: PlanRun): PlanRun {
    this.#last.set(run.siteId, run);
    this.deps.changed(run);
    return run;
  }

  async #finish(
    first: PlanRun,
    plan: SitePlan,
    apply: SitePlanApplyDeps,
    jobId: string | undefined,
  ): Promise<void> {
    let run = first;
    try {
      const runner = await this.deps.engine.jobs();
      if (jobId) await runner.waitFor(jobId);
      run = this.#tell({ ...run, state: 'verifying' });
      let after = await this.deps.read(plan);
      const cluster = await startClusterPlanJob(apply, plan, after.diff, after.targets);
      if (cluster) {
        run = this.#tell({ ...run, state: 'applying', jobIds: [...run.jobIds, cluster.id] });
        await runner.waitFor(cluster.id);
        run = this.#tell({ ...run, state: 'verifying' });
        after = await this.deps.read(plan);
      }
      this.#tell({
        ...run,
        state: 'done',
        after: after.diff,
        matches: siteMatchesPlan(after.diff),
      });
    } catch (error) {
      this.#tell({ ...run, state: 'failed', error: toIpcError(error, 'plan:apply').data });
    }
  }
}
