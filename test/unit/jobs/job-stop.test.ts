/**
 * The two stops of a job (docs/decisions.md, "Stopping a job"): the stop after the current
 * controller never aborts the work at hand and begins no other; "Stop now" aborts the work's
 * signal; a stop asked by another process reaches the job through its folder; a finished row
 * says what came of it, never the step it was at.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ControllerLocks } from '../../../src/core/jobs/controller-locks';
import { JobRunner } from '../../../src/core/jobs/job-runner';
import { JobStore } from '../../../src/core/jobs/job-store';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { Journal } from '../../../src/core/site/journal';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-job-stop-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function runner(concurrency: number): JobRunner {
  return new JobRunner({
    siteId: 'site',
    store: new JobStore(join(dir, 'jobs')),
    locks: new ControllerLocks(join(dir, 'locks')),
    journal: new Journal(join(dir, 'journal.jsonl'), { shell: 'cli', user: 'tester' }),
    shell: 'cli',
    emit: () => undefined,
    concurrency,
  });
}

const controllers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ controllerId: `C${i}`, label: `TK${i}` }));
const title = { en: 'Test job', ru: 'Тестовое задание' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Work that waits for `gate`, noting whether its signal was aborted meanwhile. */
function gated() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const begun: string[] = [];
  const aborted: string[] = [];
  const started = new Set<() => void>();
  return {
    gate,
    open: () => open(),
    begun,
    aborted,
    started,
    run: async (ctx: {
      controllerId: string;
      signal: AbortSignal;
      step(text: { en: string; ru: string }): void;
      journal(entry: {
        action: string;
        outcome: 'succeeded';
        summary: { en: string; ru: string };
      }): Promise<void>;
    }) => {
      begun.push(ctx.controllerId);
      ctx.step({ en: 'reading it back', ru: 'проверка' });
      for (const tell of started) tell();
      await gate;
      if (ctx.signal.aborted) aborted.push(ctx.controllerId);
      await ctx.journal({
        action: 'test.changed',
        outcome: 'succeeded',
        summary: { en: `${ctx.controllerId} changed and verified.`, ru: 'изменено' },
      });
    },
  };
}

describe('stopping a job', () => {
  it('after the current controllers: they finish unaborted, the rest are not started', async () => {
    const jobs = runner(2);
    const work = gated();
    const twoBegun = new Promise<void>((resolve) =>
      work.started.add(() => work.begun.length === 2 && resolve()),
    );
    const job = jobs.start({ kind: 'test', title, controllers: controllers(5), run: work.run });
    await twoBegun;
    expect(await jobs.stop(job.id, 'after_current')).toBe(true);
    expect(jobs.current(job.id)?.stop?.mode).toBe('after_current');
    work.open();
    const ended = await jobs.waitFor(job.id);
    // The first two, begun at once: each takes its controller's lock on the disk first, and
    // either may have it first.
    expect([...work.begun].sort()).toEqual(['C0', 'C1']);
    expect(work.aborted).toEqual([]);
    expect(ended.state).toBe('cancelled');
    expect(ended.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'succeeded',
      'not_started',
      'not_started',
      'not_started',
    ]);
    // A finished row says what came of it, never the step it was at.
    expect(ended.controllers.map((c) => c.step)).toEqual(Array(5).fill(undefined));
    expect(ended.controllers[0]?.outcome?.en).toBe('C0 changed and verified.');
    expect(ended.controllers[2]?.outcome?.en).toMatch(/^Not started/);
    expect(ended.summary?.en).toBe('2 of 5 done, 3 not started.');
  });

  it('now: the work’s signal is aborted, and a stop in the work’s words ends it stopped', async () => {
    const jobs = runner(1);
    let begun!: () => void;
    const atWork = new Promise<void>((resolve) => (begun = resolve));
    const job = jobs.start({
      kind: 'test',
      title,
      controllers: controllers(2),
      stopNow: { en: 'Stops the copy.', ru: 'Останавливает копирование.' },
      run: async (ctx) => {
        begun();
        await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => resolve()));
        throw new AppFailure({
          code: 'cancelled',
          message: { en: 'Stopped at 3 of 9.', ru: 'Остановлено.' },
        });
      },
    });
    expect(job.stopNow?.en).toBe('Stops the copy.');
    await atWork;
    expect(jobs.cancel(job.id)).toBe(true);
    const ended = await jobs.waitFor(job.id);
    expect(ended.state).toBe('cancelled');
    expect(ended.controllers.map((c) => [c.state, c.outcome?.en])).toEqual([
      ['cancelled', 'Stopped at 3 of 9.'],
      ['not_started', expect.stringMatching(/^Not started/)],
    ]);
  });

  it('ends a controller stopped, not failed, when its run was stopped elsewhere', async () => {
    const jobs = runner(2);
    const job = jobs.start({
      kind: 'test',
      title,
      controllers: controllers(2),
      stoppedCodes: ['thing_stopped_elsewhere'],
      run: (ctx) =>
        ctx.controllerId === 'C0'
          ? Promise.reject(
              new AppFailure({
                code: 'thing_stopped_elsewhere',
                message: { en: 'Stopped there.', ru: 'Там.' },
              }),
            )
          : Promise.resolve(),
    });
    const ended = await jobs.waitFor(job.id);
    expect(ended.controllers.map((c) => c.state)).toEqual(['cancelled', 'succeeded']);
    expect(ended.state).toBe('cancelled');
  });

  it('is asked of a job another process runs through its folder, and of a lock’s holder', async () => {
    const here = runner(1);
    const there = runner(1);
    const work = gated();
    const oneBegun = new Promise<void>((resolve) => work.started.add(() => resolve()));
    const job = there.start({ kind: 'test', title, controllers: controllers(3), run: work.run });
    await oneBegun;
    expect((await here.holding('C0'))?.id).toBe(job.id);
    expect((await here.stopHolder('C0', 'after_current'))?.jobId).toBe(job.id);
    // The running process looks for it a few times a second.
    for (let i = 0; i < 40 && !there.current(job.id)?.stop; i++) await sleep(50);
    expect(there.current(job.id)?.stop).toMatchObject({
      mode: 'after_current',
      by: { pid: process.pid },
    });
    work.open();
    const ended = await here.settled(job.id, 10_000);
    expect(ended?.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'not_started',
      'not_started',
    ]);
    expect(await here.stop(job.id, 'now')).toBe(false);
  });
});
