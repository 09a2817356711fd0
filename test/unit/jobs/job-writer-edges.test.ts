/**
 * A job writer at its edges (docs/decisions.md, "Job state and the controllers file at the size
 * of a site"): a write that failed (a full disk) loses none of its rows, the next write or a
 * flush bringing them; a small job's log keeps its lines until it has grown past its floor; a
 * change after the end goes to the snapshot, never to a log beside it; a log is rewritten as the
 * whole job once it would outgrow twice the job; no handle of a log is left open.
 */
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { JobStore } from '../../../src/core/jobs/job-store';
import { testJob, writtenWriter } from './job-fixtures';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-job-edges-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const running = (count: number): Job => testJob(count);

const stepped = (job: Job, i: number, text: string): Job => ({
  ...job,
  controllers: job.controllers.map((c, at) =>
    at === i ? { ...c, state: 'running', step: { en: text, ru: text } } : c,
  ),
});

/** A store whose next appends fail as on a full disk. */
class FullDiskStore extends JobStore {
  failures = 0;
  override async append(jobId: string, lines: string): Promise<void> {
    if (this.failures > 0) {
      this.failures--;
      throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    }
    await super.append(jobId, lines);
  }
}

const logLines = async (job: Job) =>
  (await readFile(join(dir, `${job.id}.log`), 'utf8')).split('\n').filter(Boolean);

describe('a job writer at its edges', () => {
  it('brings the rows of a failed write with the next one', async () => {
    const store = new FullDiskStore(dir);
    let job = running(3);
    const writer = await writtenWriter(store, job);
    store.failures = 1;
    job = stepped(job, 0, 'first');
    writer.change(job, job.controllers[0], true);
    await writer.flush();
    job = stepped(job, 1, 'second');
    writer.change(job, job.controllers[1], true);
    await writer.flush();
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
  });

  it('writes a failed batch again at the next flush, with no change since', async () => {
    const store = new FullDiskStore(dir);
    let job = running(2);
    const writer = await writtenWriter(store, job);
    store.failures = 1;
    job = stepped(job, 0, 'first');
    writer.change(job, job.controllers[0], true);
    await writer.flush();
    await writer.flush();
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
  });

  it('writes a change that may wait within a moment, without a flush', async () => {
    const store = new JobStore(dir);
    let job = running(2);
    const writer = await writtenWriter(store, job);
    job = stepped(job, 0, 'waiting');
    writer.change(job, job.controllers[0], false);
    job = stepped(job, 1, 'waiting too');
    writer.change(job, job.controllers[1], false);
    const reader = new JobStore(dir);
    for (let tries = 0; tries < 100; tries++) {
      if ((await reader.get(job.id))?.controllers[1]?.step) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await reader.get(job.id)).toEqual(job);
    expect(await logLines(job)).toHaveLength(1);
    await writer.close();
  });

  it('writes a change that ends a controller at once, without waiting for the next batch', async () => {
    const store = new JobStore(dir);
    let job = running(1);
    const writer = await writtenWriter(store, job);
    // The batch's wait never ends here: only a write that does not wait can reach the disk.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      job = { ...job, controllers: [{ ...job.controllers[0]!, state: 'succeeded' }] };
      writer.change(job, job.controllers[0], true);
      const reader = new JobStore(dir);
      for (let turns = 0; turns < 500; turns++) {
        if ((await reader.get(job.id))?.controllers[0]?.state === 'succeeded') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await reader.get(job.id)).toEqual(job);
    } finally {
      vi.useRealTimers();
    }
    await writer.close();
  });

  it('keeps every line of a small job’s log until the log outgrows its floor', async () => {
    const store = new JobStore(dir);
    let job = running(1);
    const writer = await writtenWriter(store, job);
    for (let i = 0; i < 20; i++) {
      job = stepped(job, 0, `step ${i}`);
      writer.change(job, job.controllers[0], true);
      await writer.flush();
    }
    // Twenty lines are many times the job's size, and far below the floor of 64 KiB.
    expect(await logLines(job)).toHaveLength(20);
    expect(await store.get(job.id)).toEqual(job);
  });

  it('rewrites the log as the whole job once a line would take it past twice the job', async () => {
    const store = new JobStore(dir);
    let job = running(800);
    const writer = await writtenWriter(store, job);
    // A job of 800 controllers: twice its size is above the floor of 64 KiB, so twice decides.
    const twice = 2 * JSON.stringify(job).length;
    expect(twice).toBeGreaterThan(64 * 1024);
    const sizes: number[] = [];
    const lines: number[] = [];
    for (let i = 0; i < 120; i++) {
      job = stepped(job, i, `step ${i} ${'x'.repeat(1000)}`);
      writer.change(job, job.controllers[i], true);
      await writer.flush();
      // In characters, as the writer counts them (the job's Russian title is longer in bytes).
      sizes.push((await readFile(join(dir, `${job.id}.log`), 'utf8')).length);
      lines.push((await logLines(job)).length);
    }
    // A rewrite leaves the whole job as the log's one line.
    const rewritten = lines.findIndex((count, i) => count !== i + 1);
    expect(lines[rewritten]).toBe(1);
    expect(rewritten).toBeGreaterThan(0);
    const line = sizes[1]! - sizes[0]!;
    // Every line appended while the log stays within twice the job, and none held back before.
    expect(sizes[rewritten - 1]).toBeLessThanOrEqual(twice);
    expect(sizes[rewritten - 1]).toBeGreaterThan(twice - 2 * line);
    expect(await store.get(job.id)).toEqual(job);
  });

  it('leaves no handle of the job’s log open once its lines are appended', async () => {
    const store = new JobStore(dir);
    let job = running(1);
    const writer = await writtenWriter(store, job);
    for (let i = 0; i < 5; i++) {
      job = stepped(job, 0, `step ${i}`);
      writer.change(job, job.controllers[0], true);
      await writer.flush();
    }
    expect(await logLines(job)).toHaveLength(5);
    const log = join(dir, `${job.id}.log`);
    const held = await Promise.all(
      (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
    );
    expect(held.filter((path) => path === log)).toEqual([]);
  });

  it('puts a change made after the end into the snapshot, leaving no log', async () => {
    const store = new JobStore(dir);
    let job = running(1);
    const writer = await writtenWriter(store, job);
    await writer.close();
    job = { ...stepped(job, 0, 'late'), state: 'succeeded', endedAt: '2026-01-01T00:01:00.000Z' };
    writer.change(job, job.controllers[0], true);
    await writer.flush();
    expect(await readdir(dir)).toEqual([`${job.id}.json`]);
    expect(await store.get(job.id)).toEqual(job);
  });
});
