import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { ControllerLocks } from '../../../src/core/jobs/controller-locks';
import { JobRunner } from '../../../src/core/jobs/job-runner';
import { JobStore } from '../../../src/core/jobs/job-store';
import { Journal } from '../../../src/core/site/journal';

let dir: string;
let journal: Journal;
let events: Job[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-jobs-'));
  journal = new Journal(join(dir, 'journal.jsonl'), { shell: 'cli', user: 'tester' });
  events = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

function runner(concurrency = 8, now?: () => Date): JobRunner {
  return new JobRunner({
    siteId: 'site',
    store: new JobStore(join(dir, 'jobs')),
    locks: new ControllerLocks(join(dir, 'locks')),
    journal,
    shell: 'cli',
    emit: (job) => events.push(job),
    concurrency,
    ...(now ? { now } : {}),
  });
}

const controllers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ controllerId: `C${i}`, label: `TK${i}` }));
const title = { en: 'Test job', ru: 'Тестовое задание' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  it('never runs more controllers at once than allowed, and keeps the job on disk', async () => {
    const jobs = runner(3);
    let now = 0;
    let most = 0;
    const job = jobs.start({
      kind: 'test',
      title,
      controllers: controllers(10),
      run: async (ctx) => {
        most = Math.max(most, ++now);
        ctx.step({ en: 'working', ru: 'работаю' });
        await sleep(20);
        now--;
        return { result: { ok: true } };
      },
    });
    const ended = await jobs.waitFor(job.id);
    expect(most).toBe(3);
    expect(ended.state).toBe('succeeded');
    expect(ended.progress).toMatchObject({ done: 10, total: 10, unit: 'controllers' });
    expect(ended.summary?.en).toBe('10 of 10 done.');
    expect(await new JobStore(join(dir, 'jobs')).get(job.id)).toEqual(ended);
    const actions = (await journal.all()).map((e) => e.action);
    expect(actions).toEqual(['job.started', 'job.ended']);
    expect(events.at(-1)?.state).toBe('succeeded');
  });

  it('stops before the next controller on cancel and lets the running one finish', async () => {
    const jobs = runner(1);
    const finished: string[] = [];
    let started!: () => void;
    // Cancel once the first controller is at work, however slow the machine is.
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const job = jobs.start({
      kind: 'test',
      title,
      controllers: controllers(4),
      run: async (ctx) => {
        started();
        await sleep(40);
        finished.push(ctx.controllerId);
      },
    });
    await firstStarted;
    expect(jobs.cancel(job.id)).toBe(true);
    const ended = await jobs.waitFor(job.id);
    expect(finished).toEqual(['C0']);
    expect(ended.state).toBe('cancelled');
    expect(ended.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'not_started',
      'not_started',
      'not_started',
    ]);
  });

  it('goes on with the others when one controller fails, and fails the job with its reason', async () => {
    const jobs = runner();
    const job = jobs.start({
      kind: 'test',
      title,
      controllers: controllers(3),
      run: (ctx) =>
        ctx.controllerId === 'C1'
          ? Promise.reject(
              Object.assign(new Error('x'), {
                toData: () => ({ code: 'unreachable', message: { en: 'Gone.', ru: 'Нет.' } }),
              }),
            )
          : ctx.journal({
              action: 'test.changed',
              outcome: 'succeeded',
              before: { a: 1 },
              after: { a: 2 },
            }),
    });
    const ended = await jobs.waitFor(job.id);
    expect(ended.state).toBe('failed');
    expect(ended.controllers.map((c) => c.state)).toEqual(['succeeded', 'failed', 'succeeded']);
    expect(ended.controllers[1]?.error?.code).toBe('unreachable');
    // The controllers run at once: their entries come in whatever order they finish.
    const changed = (await journal.all())
      .filter((e) => e.action === 'test.changed')
      .sort((a, b) => (a.controllerId ?? '').localeCompare(b.controllerId ?? ''));
    expect(changed.map((e) => [e.controllerId, e.controllerLabel, e.jobId])).toEqual([
      ['C0', 'TK0', job.id],
      ['C2', 'TK2', job.id],
    ]);
  });

  it('refuses a second job on a controller with the first one’s name, or waits for it', async () => {
    const first = runner();
    const second = runner();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const holding = first.start({
      kind: 'test',
      title: { en: 'Change the password', ru: 'Смена пароля' },
      controllers: controllers(1),
      run: () => gate,
    });
    await sleep(50);
    const refused = await second.waitFor(
      second.start({
        kind: 'test',
        title,
        controllers: controllers(1),
        run: () => Promise.resolve(),
      }).id,
    );
    expect(refused.controllers[0]?.error?.code).toBe('controller_busy');
    expect(refused.controllers[0]?.error?.message.en).toContain('Change the password');
    expect(refused.controllers[0]?.error?.message.ru).toContain('Смена пароля');

    const waiting = second.start({
      kind: 'test',
      title,
      lock: 'wait',
      controllers: controllers(1),
      run: () => Promise.resolve(),
    });
    await sleep(150);
    expect(second.current(waiting.id)?.state).toBe('running');
    release();
    await first.waitFor(holding.id);
    expect((await second.waitFor(waiting.id)).state).toBe('succeeded');
  });

  it('tells the rate and the time left for a job counted in records', async () => {
    // A clock of the test's own: ten records a second, whatever the machine's load.
    let clock = Date.parse('2026-11-24T10:00:00Z');
    const jobs = runner(8, () => new Date(clock));
    const job = jobs.start({
      kind: 'test',
      title,
      unit: 'records',
      controllers: controllers(1),
      run: async (ctx) => {
        for (let done = 0; done <= 100; done += 10) {
          ctx.progress(done, 100);
          clock += 1000;
          await sleep(1);
        }
      },
    });
    await jobs.waitFor(job.id);
    const halfway = events.find((e) => e.progress.done === 50);
    expect(halfway?.progress).toMatchObject({ unit: 'records', total: 100 });
    expect(halfway?.progress.ratePerSecond).toBeCloseTo(10, 5);
    expect(halfway?.progress.etaSeconds).toBeCloseTo(5, 5);
  });
});
