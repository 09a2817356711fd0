/**
 * A plan applied from the app, run in the shell so it goes on when the page reloads or closes
 * (architecture, "The commissioning engine"): the controllers' job, then, with every member at its
 * planned address, the cluster's job, then the whole site read again against the plan, in the
 * order `turnkey apply` follows (docs/decisions.md, "Site plans in the app"). The last run of each
 * site is kept for the page to find again; each step is told to the pages.
 */
import { randomUUID } from 'node:crypto';
import { toIpcError } from '../../shared/ipc/ipc-error';
import { AppFailure } from '../../shared/errors/error-data';
import type { PlanRun } from '../../shared/ipc/plans.schema';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import type { Engine } from '../engine/engine';
import type { SitePlanApplyDeps } from './site-plan-apply';
import { runSitePlan, type SitePlanRunHooks } from './site-plan-run';
import { PLANS_WORDS } from './plans.words';

/** Controllers changed at once, as `turnkey apply` does by default. */
const PARALLEL = 8;

export interface PlanRunsDeps {
  engine: Engine;
  read: SitePlanRunHooks['read'];
  changed: (run: PlanRun) => void;
}

export class PlanRuns {
  readonly #last = new Map<string, PlanRun>();

  constructor(private readonly deps: PlanRunsDeps) {}

  /** The site's last run, if this shell ran one since it started. */
  last(siteId: string | undefined): PlanRun | undefined {
    return siteId === undefined ? undefined : this.#last.get(siteId);
  }

  /**
   * Starts applying and answers once the first job has started (or the run has ended, when
   * there was nothing for a job to do); the rest goes on in the background.
   */
  async start(
    siteId: string,
    fileName: string,
    plan: SitePlan,
    apply: SitePlanApplyDeps,
  ): Promise<PlanRun> {
    const running = this.#last.get(siteId);
    if (running && (running.state === 'applying' || running.state === 'verifying'))
      throw new AppFailure({
        code: 'plan_running',
        message: PLANS_WORDS.planStillBeingApplied(running.fileName),
      });
    const before = await this.deps.read(plan);
    const runner = await this.deps.engine.jobs();
    let run: PlanRun = {
      id: randomUUID(),
      siteId,
      fileName,
      state: 'applying',
      startedAt: new Date().toISOString(),
      jobIds: [],
    };
    const tell = (next: PlanRun) => {
      run = next;
      this.#last.set(siteId, next);
      this.deps.changed(next);
    };
    this.#last.set(siteId, run);
    let answer: (run: PlanRun) => void = () => undefined;
    const answered = new Promise<PlanRun>((resolve) => (answer = resolve));
    void runSitePlan(apply, plan, before, {
      parallel: PARALLEL,
      read: this.deps.read,
      watch: async (job) => {
        tell({ ...run, state: 'applying', jobIds: [...run.jobIds, job.id] });
        answer(run);
        return runner.waitFor(job.id);
      },
      reading: () => tell({ ...run, state: 'verifying' }),
    })
      .then(
        ({ after, matches }) => tell({ ...run, state: 'done', after, matches }),
        (error: unknown) =>
          tell({ ...run, state: 'failed', error: toIpcError(error, 'plan:apply').data }),
      )
      .finally(() => answer(run));
    return answered;
  }
}
