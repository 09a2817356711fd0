/**
 * A site's jobs on disk (docs/decisions.md, "Commissioning engine: jobs and locks", "Stopping a
 * job"): listed newest first, a name that is not a job id never read, a job whose process is
 * gone marked interrupted with what it had finished, and a stop asked from another process kept
 * beside the job until it is cleared.
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Job, JobStop } from '../../../src/shared/ipc/job.schema';
import { JobStore, processAlive } from '../../../src/core/jobs/job-store';

let dir = '';
let store: JobStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'job-store-'));
  await mkdir(join(dir, 'jobs'));
  store = new JobStore(join(dir, 'jobs'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const DEAD = 2 ** 22 + 12345;

function job(id: string, createdAt: string, state: Job['state'], pid = DEAD): Job {
  return {
    id,
    kind: 'test',
    title: { en: 'Test job', ru: 'Тестовое задание' },
    siteId: 'site',
    state,
    createdAt,
    owner: { pid, shell: 'cli' },
    progress: { done: 1, total: 3, unit: 'controllers' },
    controllers: [
      { controllerId: 'C1', label: 'TK1', state: 'succeeded', endedAt: '2026-01-01T00:01:00.000Z' },
      {
        controllerId: 'C2',
        label: 'TK2',
        state: 'running',
        step: { en: 'writing', ru: 'пишу' },
      },
      { controllerId: 'C3', label: 'TK3', state: 'queued' },
    ],
  };
}

const A = '0b8f2c1e-1111-4222-8333-944455556666';
const B = '1b8f2c1e-1111-4222-8333-944455556666';
const C = '2b8f2c1e-1111-4222-8333-944455556666';

describe('the jobs of a site', () => {
  it('are listed newest first, leaving out files that are not jobs', async () => {
    await store.save(job(A, '2026-01-01T00:00:00.000Z', 'succeeded'));
    await store.save(job(B, '2026-01-03T00:00:00.000Z', 'failed'));
    await store.save(job(C, '2026-01-02T00:00:00.000Z', 'cancelled'));
    await writeFile(join(store.dir, 'notes.txt'), 'x');
    await writeFile(join(store.dir, 'ffffffff-0000.json'), '{"damaged":');
    expect((await store.list()).map((j) => j.id)).toEqual([B, C, A]);
  });

  it('are never read by a name that is not a job id', async () => {
    await writeFile(join(dir, 'outside.json'), JSON.stringify(job(A, '2026-01-01', 'failed')));
    expect(await store.get('../outside')).toBeUndefined();
    expect(await store.get('short')).toBeUndefined();
    expect(await store.get(`x${A}`)).toBeUndefined();
    expect(await store.get(`${A}x`)).toBeUndefined();
    await store.save(job(A, '2026-01-01T00:00:00.000Z', 'failed'));
    expect((await store.get(A))?.state).toBe('failed');
  });
});

describe('a job whose process is gone', () => {
  it('is marked interrupted with the controllers it had finished, and saved so', async () => {
    await store.save(job(A, '2026-01-01T00:00:00.000Z', 'running'));
    await store.save(job(B, '2026-01-02T00:00:00.000Z', 'running', process.pid));
    await store.save(job(C, '2026-01-03T00:00:00.000Z', 'succeeded'));
    const at = '2026-01-04T00:00:00.000Z';
    const marked = await store.recoverInterrupted(processAlive, at);
    expect(marked.map((j) => j.id)).toEqual([A]);
    const [interrupted] = marked;
    expect(interrupted).toMatchObject({ state: 'interrupted', endedAt: at });
    expect(interrupted?.controllers[0]).toEqual(job(A, '', 'running').controllers[0]);
    for (const row of interrupted?.controllers.slice(1) ?? []) {
      expect(row).toMatchObject({
        state: 'interrupted',
        endedAt: at,
        outcome: { en: expect.any(String) as string, ru: expect.any(String) as string },
      });
      expect(row).not.toHaveProperty('step');
    }
    expect(await store.get(A)).toEqual(interrupted);
    expect((await store.get(B))?.state).toBe('running');
    expect(await store.recoverInterrupted(processAlive, at)).toEqual([]);
  });
});

describe('a stop asked from another process', () => {
  const stop: JobStop = {
    mode: 'now',
    at: '2026-01-01T00:00:00.000Z',
    by: { pid: 42, shell: 'browser' },
  };

  it('is kept beside the job until it is cleared', async () => {
    expect(await store.stopRequest(A)).toBeUndefined();
    await store.requestStop(A, stop);
    expect(await store.stopRequest(A)).toEqual(stop);
    await store.clearStop(A);
    expect(await store.stopRequest(A)).toBeUndefined();
    await store.clearStop(A);
  });

  it('is not written for a name that is not a job id, and a damaged one is none', async () => {
    await store.requestStop('../escape', stop);
    expect(await readdir(store.dir)).toEqual([]);
    await writeFile(join(store.dir, `${A}.stop`), '{"mode":"later"}');
    expect(await store.stopRequest(A)).toBeUndefined();
  });
});

describe('whether a process lives', () => {
  it('is true for this one and false for one that does not exist', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(DEAD)).toBe(false);
  });
});
