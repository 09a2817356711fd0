/**
 * A plan applied from the app (docs/decisions.md, "Site plans in the app"): the start answered
 * once the controllers' job has started, then told as applying, verifying and done with the site
 * read back; one run of a site at a time, while it applies and while it verifies; a run whose
 * read fails ended as failed with the error's data; the last run kept per site. The engine and
 * the controllers are stand-ins: what is tested is the run's order and what it tells.
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../../src/core/engine/engine';
import type { JobRunner } from '../../../src/core/jobs/job-runner';
import type { ControllerConnection } from '../../../src/core/connection/controller-connection';
import { PlanRuns } from '../../../src/core/plans/plan-runs';
import type { SitePlanApplyDeps } from '../../../src/core/plans/site-plan-apply';
import type { PlanTarget } from '../../../src/core/plans/site-plan-reading';
import type { SitePlanRead } from '../../../src/core/plans/site-plan-run';
import type { StoredController } from '../../../src/core/site/site-controller';
import { AppFailure } from '../../../src/shared/errors/error-data';
import type { PlanRun } from '../../../src/shared/ipc/plans.schema';
import type { Job } from '../../../src/shared/ipc/job.schema';
import type { SiteDiff } from '../../../src/shared/plans/site-diff.schema';
import type { SitePlan } from '../../../src/shared/plans/site-plan.schema';

const plan: SitePlan = { planVersion: 1, controllers: { S1: { authUsers: [] } } };

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const target = (state: 'changes' | 'unchanged'): PlanTarget => ({
  serial: 'S1',
  planned: {},
  stored: { id: 'c1' } as StoredController,
  connection: {} as ControllerConnection,
  label: 'S1',
  diff: { serial: 'S1', state, sections: [] },
});

const diff = (changes: number): SiteDiff => ({
  controllers: [{ serial: 'S1', state: changes ? 'changes' : 'unchanged', sections: [] }],
  changes,
  missing: 0,
});

/** The runs of a shell whose reads of the site answer `reads` one after another. */
function harness(reads: Array<() => Promise<SitePlanRead>>) {
  const told: PlanRun[] = [];
  const jobEnded = deferred<Job>();
  const runner = {
    start: () => ({ id: 'job-1' }) as Job,
    waitFor: () => jobEnded.promise,
  } as unknown as JobRunner;
  const engine = { jobs: () => Promise.resolve(runner) } as unknown as Engine;
  let read = 0;
  const runs = new PlanRuns({
    engine,
    read: () => {
      const next = reads[read++];
      if (!next) throw new Error('read once too often');
      return next();
    },
    changed: (run) => told.push(run),
  });
  const apply = { engine } as SitePlanApplyDeps;
  const start = (fileName = 'yard.yaml') => runs.start('site-1', fileName, plan, apply);
  const states = () => told.map((r) => r.state);
  return { runs, told, states, start, endJob: () => jobEnded.resolve({ id: 'job-1' } as Job) };
}

async function refusedCode(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppFailure)) throw new Error(`an AppFailure, not ${String(error)}`);
  return error.data.code;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a plan applied from the app', () => {
  it('is answered once its job has started, then told verifying and done with the read back', async () => {
    const readBack = deferred<SitePlanRead>();
    const h = harness([
      () => Promise.resolve({ diff: diff(1), targets: [target('changes')] }),
      () => readBack.promise,
    ]);
    const run = await h.start();
    expect(run).toMatchObject({
      siteId: 'site-1',
      fileName: 'yard.yaml',
      state: 'applying',
      jobIds: ['job-1'],
    });
    expect(new Date(run.startedAt).toISOString()).toBe(run.startedAt);
    expect(h.runs.last('site-1')).toEqual(run);
    expect(h.runs.last('site-2')).toBeUndefined();
    expect(h.runs.last(undefined)).toBeUndefined();
    // One run of a site at a time: while its job runs, and while the site is read back.
    expect(await refusedCode(h.start('other.yaml'))).toBe('plan_running');
    h.endJob();
    await settle();
    expect(h.states()).toEqual(['applying', 'verifying']);
    expect(await refusedCode(h.start('other.yaml'))).toBe('plan_running');
    readBack.resolve({ diff: diff(0), targets: [target('unchanged')] });
    await settle();
    expect(h.states()).toEqual(['applying', 'verifying', 'done']);
    const done = h.told.at(-1)!;
    expect(done).toMatchObject({ id: run.id, jobIds: ['job-1'], matches: true, after: diff(0) });
    expect(h.runs.last('site-1')).toEqual(done);
  });

  it('with nothing to change starts no job and is answered once the site is read back', async () => {
    const h = harness([
      () => Promise.resolve({ diff: diff(0), targets: [target('unchanged')] }),
      () => Promise.resolve({ diff: diff(1), targets: [target('changes')] }),
    ]);
    const run = await h.start();
    expect(run).toMatchObject({ state: 'done', jobIds: [], matches: false, after: diff(1) });
    expect(h.states()).toEqual(['verifying', 'done']);
  });

  it('whose read back fails is failed with the error, and another run may start', async () => {
    const refusal = new AppFailure({
      code: 'controller_unreachable',
      message: { en: 'No answer.', ru: 'Нет ответа.' },
    });
    const h = harness([
      () => Promise.resolve({ diff: diff(0), targets: [] }),
      () => Promise.reject(refusal),
      () => Promise.resolve({ diff: diff(0), targets: [] }),
      () => Promise.resolve({ diff: diff(0), targets: [] }),
    ]);
    const failed = await h.start();
    expect(failed).toMatchObject({ state: 'failed', error: refusal.data });
    expect(failed).not.toHaveProperty('after');
    expect(h.runs.last('site-1')).toEqual(failed);
    const again = await h.start();
    expect(again).toMatchObject({ state: 'done', matches: true });
    expect(again.id).not.toBe(failed.id);
  });

  it('failed by an error that says nothing is an internal error of the apply channel', async () => {
    const h = harness([
      () => Promise.resolve({ diff: diff(0), targets: [] }),
      () => Promise.reject(new Error('socket hang up')),
    ]);
    const failed = await h.start();
    expect(failed.error).toMatchObject({ code: 'internal', details: { channel: 'plan:apply' } });
    expect(JSON.stringify(failed.error)).not.toContain('socket hang up');
  });
});
