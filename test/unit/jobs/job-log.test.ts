import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { ControllerLocks } from '../../../src/core/jobs/controller-locks';
import { changeLine, fullLine } from '../../../src/core/jobs/job-log';
import { JobRunner } from '../../../src/core/jobs/job-runner';
import { JobStore } from '../../../src/core/jobs/job-store';
import { JobWriter } from '../../../src/core/jobs/job-writer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-job-log-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const title = { en: 'Test job', ru: 'Тестовое задание' };
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ controllerId: `C${i}`, label: `TK${i}` }));

function queued(count: number): Job {
  return {
    id: '0b8f2c1e-1111-4222-8333-944455556666',
    kind: 'test',
    title,
    siteId: 'site',
    state: 'queued',
    createdAt: '2026-01-01T00:00:00.000Z',
    owner: { pid: process.pid, shell: 'cli' },
    progress: { done: 0, total: count, unit: 'controllers' },
    controllers: rows(count).map((c) => ({ ...c, state: 'queued' })),
  };
}

const withRow = (job: Job, i: number, change: Partial<Job['controllers'][number]>): Job => ({
  ...job,
  controllers: job.controllers.map((c, at) => (at === i ? { ...c, ...change } : c)),
});

describe('a job saved as a snapshot and a log of its changes', () => {
  it('is read by another store as it stands, each batch one line, and folded in at the end', async () => {
    const store = new JobStore(join(dir, 'jobs'));
    let job = queued(5);
    const writer = new JobWriter(store, job);
    job = { ...job, state: 'running' };
    writer.change(job, undefined, true);
    await writer.flush();
    for (let i = 0; i < 5; i++) {
      job = withRow(job, i, { state: 'running', step: { en: 'working', ru: 'работаю' } });
      writer.change(job, job.controllers[i], false);
    }
    job = withRow(job, 2, { state: 'succeeded', step: undefined });
    writer.change(job, job.controllers[2], true);
    await writer.flush();

    const reader = new JobStore(join(dir, 'jobs'));
    expect(await reader.get(job.id)).toEqual(JSON.parse(JSON.stringify(job)));
    const log = await readFile(join(dir, 'jobs', `${job.id}.log`), 'utf8');
    // Five steps and a controller's end written together, not one write per change.
    expect(log.trim().split('\n')).toHaveLength(1);
    for (const name of await readdir(join(dir, 'jobs')))
      expect((await stat(join(dir, 'jobs', name))).mode & 0o777, name).toBe(0o600);

    job = { ...job, state: 'succeeded', endedAt: '2026-01-01T00:01:00.000Z' };
    writer.change(job, undefined, true);
    await writer.close();
    expect(await readdir(join(dir, 'jobs'))).toEqual([`${job.id}.json`]);
    expect(await reader.get(job.id)).toEqual(job);
  });

  it('reads a job file of an earlier version (a snapshot, no log) as it is', async () => {
    const job = { ...queued(2), state: 'running' as const };
    await writeFile(join(dir, `${job.id}.json`), `${JSON.stringify(job)}\n`);
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
    expect(await new JobStore(dir).list()).toEqual([job]);
  });

  it('skips a torn last line, a damaged one and one written late, and keeps the rest', async () => {
    const store = new JobStore(dir);
    const start = { ...queued(3), state: 'running' as const };
    await store.save(start);
    const one = withRow(start, 0, { state: 'succeeded' });
    const two = withRow(one, 1, { state: 'failed' });
    const late = withRow(start, 1, { state: 'running' });
    await store.append(
      start.id,
      changeLine(1, one, [one.controllers[0]!]) +
        'not a line\n' +
        changeLine(3, two, [two.controllers[1]!]) +
        changeLine(2, late, [late.controllers[1]!]),
    );
    await appendFile(join(dir, `${start.id}.log`), '{"n":4,"job":{');
    expect((await store.get(start.id))?.controllers.map((c) => c.state)).toEqual([
      'succeeded',
      'failed',
      'queued',
    ]);
  });

  it('answers the snapshot when the log does not make a job, and a whole-job line replaces it', async () => {
    const store = new JobStore(dir);
    const start = { ...queued(2), state: 'running' as const };
    await store.save(start);
    await store.append(
      start.id,
      `${JSON.stringify({ n: 1, job: { state: 'nonsense' }, rows: [] })}\n`,
    );
    expect(await store.get(start.id)).toEqual(start);
    const whole = withRow(start, 1, { state: 'succeeded' });
    await store.replaceLog(start.id, fullLine(7, whole));
    expect(await store.get(start.id)).toEqual(whole);
  });

  it('keeps the log about the size of the job however many changes it had', async () => {
    const store = new JobStore(dir);
    let job: Job = { ...queued(3), state: 'running' };
    const writer = new JobWriter(store, job);
    writer.change(job, undefined, true);
    for (let i = 0; i < 400; i++) {
      job = withRow(job, i % 3, { state: 'running', step: { en: `step ${i}`, ru: `шаг ${i}` } });
      writer.change(job, job.controllers[i % 3], true);
      await writer.flush();
    }
    const size = (await stat(join(dir, `${job.id}.log`))).size;
    expect(size).toBeLessThan(64 * 1024 + 4 * JSON.stringify(job).length);
    expect(await store.get(job.id)).toEqual(JSON.parse(JSON.stringify(job)));
  });
});

describe('a job closed while changes wait for their batch', () => {
  it('folds them into its snapshot and leaves no log behind, even after the batch was due', async () => {
    const store = new JobStore(dir);
    let job: Job = { ...queued(2), state: 'running' };
    const writer = new JobWriter(store, job);
    writer.change(job, undefined, true);
    await writer.flush();
    job = withRow(job, 0, { state: 'running', step: { en: 'last', ru: 'последний' } });
    writer.change(job, job.controllers[0], false);
    const closing = writer.close();
    job = withRow(job, 1, { state: 'running', step: { en: 'later', ru: 'позже' } });
    writer.change(job, job.controllers[1], false);
    await closing;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await writer.flush();
    expect(await readdir(dir)).toEqual([`${job.id}.json`]);
    expect(await store.get(job.id)).toEqual(JSON.parse(JSON.stringify(job)));
  });
});

describe('the job runner with a coalesced job file', () => {
  it('lists a job of this process as it stands, and leaves one file when it ends', async () => {
    const store = new JobStore(join(dir, 'jobs'));
    const runner = new JobRunner({
      siteId: 'site',
      store,
      locks: new ControllerLocks(join(dir, 'locks')),
      journal: { append: () => Promise.resolve() },
      shell: 'cli',
      emit: () => undefined,
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let stepped!: () => void;
    const stepping = new Promise<void>((resolve) => (stepped = resolve));
    const job = runner.start({
      kind: 'test',
      title,
      lock: 'none',
      controllers: rows(2),
      run: async (ctx) => {
        ctx.step({ en: `at ${ctx.controllerId}`, ru: `у ${ctx.controllerId}` });
        stepped();
        await held;
      },
    });
    await stepping;
    const [listed] = await runner.list();
    expect(listed?.controllers[0]?.step?.en).toBe('at C0');
    release();
    const ended = await runner.waitFor(job.id);
    expect(await readdir(join(dir, 'jobs'))).toEqual([`${job.id}.json`]);
    expect(await store.get(job.id)).toEqual(ended);
  });
});
