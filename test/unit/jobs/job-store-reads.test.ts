/**
 * Reading a job while its process writes it (docs/decisions.md, "Job state and the controllers
 * file at the size of a site"): a job that ends between the reader's look at its snapshot and at
 * its log is read as it ended, and a finished job's snapshot is the job whatever log was left
 * beside it. The job's end is slipped in just before the reader opens the log, so the race
 * happens every run.
 */
import { mkdtemp, readdir, readFile as realReadFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../src/shared/ipc/job.schema';
import { changeLine } from '../../../src/core/jobs/job-log';
import { JobStore, processAlive } from '../../../src/core/jobs/job-store';
import { TEST_JOB_ID, testJob } from './job-fixtures';

const race = vi.hoisted(() => ({ beforeLog: undefined as (() => Promise<void>) | undefined }));

vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  const readFile = async (...args: Parameters<typeof real.readFile>): Promise<unknown> => {
    const step = race.beforeLog;
    if (step && typeof args[0] === 'string' && args[0].endsWith('.log')) {
      race.beforeLog = undefined;
      await step();
    }
    return real.readFile(...args);
  };
  return { ...real, readFile };
});

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'job-reads-'));
  race.beforeLog = undefined;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const ID = TEST_JOB_ID;
const running = (): Job => testJob(1, 'running');
const succeeded = (job: Job): Job => ({
  ...job,
  state: 'succeeded',
  endedAt: '2026-01-01T00:01:00.000Z',
  progress: { ...job.progress, done: 1 },
  controllers: job.controllers.map((c) => ({ ...c, state: 'succeeded' })),
});

describe('a job read while it is written', () => {
  it('is read as it ended when it ends between the look at its snapshot and at its log', async () => {
    const writer = new JobStore(dir);
    const job = running();
    await writer.save(job);
    // The writer folds the log into the snapshot and removes it: the reader finds no log.
    race.beforeLog = () => writer.save(succeeded(job));
    expect(await new JobStore(dir).get(ID)).toEqual(succeeded(job));
  });

  it('is its snapshot once finished, whatever log a killed writer left beside it', async () => {
    const store = new JobStore(dir);
    const job = running();
    await store.save(succeeded(job));
    await writeFile(join(dir, `${ID}.log`), changeLine(1, job, job.controllers));
    expect(await store.get(ID)).toEqual(succeeded(job));
    expect(await realReadFile(join(dir, `${ID}.log`), 'utf8')).toContain('"running"');
  });
});

describe('the names a job store reads and writes', () => {
  it('lists a job once, with a stop asked of it beside it', async () => {
    const store = new JobStore(dir);
    await store.save(running());
    await store.requestStop(ID, {
      mode: 'now',
      at: '2026-01-01T00:00:00.000Z',
      by: { pid: 1, shell: 'cli' },
    });
    expect((await store.list()).map((j) => j.id)).toEqual([ID]);
  });

  it('never reads or writes outside its folder, whatever surrounds a job id', async () => {
    const store = new JobStore(join(dir, 'jobs'));
    await new JobStore(dir).save(succeeded(running()));
    for (const name of [`../${ID}`, `${ID}/../../${ID}`]) {
      expect(await store.get(name)).toBeUndefined();
      await store.requestStop(name, {
        mode: 'now',
        at: '2026-01-01T00:00:00.000Z',
        by: { pid: 1, shell: 'cli' },
      });
    }
    expect((await readdir(dir)).sort()).toEqual([`${ID}.json`]);
  });
});

describe('whether a process lives', () => {
  it('is true for a process of another user, which may not be signalled', () => {
    vi.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('operation not permitted'), { code: 'EPERM' });
    });
    expect(processAlive(1)).toBe(true);
  });
});
