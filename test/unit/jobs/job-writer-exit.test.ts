/**
 * A process that exits while its job has changes not yet written (docs/decisions.md, "Job state
 * and the controllers file at the size of a site"): the writer's exit hook writes the whole job
 * there and then, as the log's last line, and writes nothing for a job with nothing to add. The
 * hook is the one the first writer of this file puts on the process's `exit`, run here directly.
 */
import { appendFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { JobStore } from '../../../src/core/jobs/job-store';
import { testJob, writtenWriter } from './job-fixtures';
import { JobWriter } from '../../../src/core/jobs/job-writer';

let dir: string;
let exitHook: () => void;
beforeAll(async () => {
  const before = new Set(process.listeners('exit'));
  const first = new JobWriter(new JobStore(tmpdir()), queued());
  const hook = process.listeners('exit').find((listener) => !before.has(listener));
  if (!hook) throw new Error('the first writer put no hook on exit');
  exitHook = () => (hook as () => void)();
  await first.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-job-exit-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const queued = (): Job => testJob(2);

const ended = (job: Job, i: number): Job => ({
  ...job,
  progress: { ...job.progress, done: job.progress.done + 1 },
  controllers: job.controllers.map((c, at) => (at === i ? { ...c, state: 'succeeded' } : c)),
});

const logOf = (job: Job) => readFile(join(dir, `${job.id}.log`), 'utf8').catch(() => undefined);

/** A store whose appends wait until let go: a write on its way as the process exits. */
class SlowStore extends JobStore {
  letGo: () => void = () => undefined;
  override async append(jobId: string, lines: string): Promise<void> {
    await new Promise<void>((resolve) => (this.letGo = resolve));
    await super.append(jobId, lines);
  }
}

describe('a job writer as its process exits', () => {
  it('writes the changes still waiting for their batch, read after every earlier line', async () => {
    const store = new JobStore(dir);
    let job = queued();
    const writer = await writtenWriter(store, job);
    job = ended(job, 0);
    writer.change(job, job.controllers[0], true);
    await writer.flush();
    expect((await logOf(job))?.trim().split('\n')).toHaveLength(1);
    job = ended(job, 1);
    writer.change(job, job.controllers[1], false);
    exitHook();
    const lines = (await logOf(job))?.split('\n').filter(Boolean) ?? [];
    expect(lines.map((line) => Object.keys(JSON.parse(line) as object))).toEqual([
      ['n', 'job', 'rows'],
      ['n', 'full'],
    ]);
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
  });

  it('starts the log, private to this user, when the job had only its snapshot', async () => {
    const store = new JobStore(dir);
    let job = queued();
    const writer = await writtenWriter(store, job);
    job = ended(job, 0);
    writer.change(job, job.controllers[0], false);
    exitHook();
    expect((await stat(join(dir, `${job.id}.log`))).mode & 0o777).toBe(0o600);
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
  });

  it('starts its line on a line of its own after a torn one', async () => {
    const store = new JobStore(dir);
    let job = queued();
    const writer = await writtenWriter(store, job);
    await appendFile(join(dir, `${job.id}.log`), '{"n":1,"job":{');
    job = ended(job, 0);
    writer.change(job, job.controllers[0], false);
    exitHook();
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
  });

  it('writes the whole job when a line was on its way', async () => {
    const store = new SlowStore(dir);
    let job = queued();
    const writer = await writtenWriter(store, job);
    job = ended(job, 0);
    writer.change(job, job.controllers[0], true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    exitHook();
    expect(await new JobStore(dir).get(job.id)).toEqual(job);
    store.letGo();
    await writer.close();
  });

  it('writes nothing when nothing changed since its last line, or it has closed', async () => {
    const store = new JobStore(dir);
    let job = queued();
    const writer = await writtenWriter(store, job);
    job = ended(job, 0);
    writer.change(job, job.controllers[0], true);
    await writer.flush();
    const log = await logOf(job);
    expect(log).toContain('"n":1');
    exitHook();
    expect(await logOf(job)).toBe(log);
    job = ended(job, 1);
    writer.change(job, job.controllers[1], false);
    await writer.close();
    exitHook();
    expect(await readdir(dir)).toEqual([`${job.id}.json`]);
  });

  it('writes nothing before the job has a snapshot to add a line to', async () => {
    const job = queued();
    const writer = new JobWriter(new JobStore(dir), job);
    writer.change(job, undefined, false);
    exitHook();
    expect(await readdir(dir)).toEqual([]);
    await writer.close();
  });

  it('ends quietly when the job cannot be written any more', async () => {
    const store = new JobStore(join(dir, 'jobs'));
    let job = queued();
    const writer = await writtenWriter(store, job);
    await rm(join(dir, 'jobs'), { recursive: true });
    job = ended(job, 0);
    writer.change(job, job.controllers[0], false);
    expect(() => exitHook()).not.toThrow();
    await writer.close();
  });
});
