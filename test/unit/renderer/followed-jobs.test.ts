import { describe, expect, it } from 'vitest';
import type { Job, JobState } from '../../../src/shared/ipc/job.schema';
import { followedJobs } from '../../../src/renderer/src/features/transfer/followed-jobs';

function job(id: string, state: JobState, done = 0): Job {
  return {
    id,
    kind: 'transfer',
    title: { en: 'x', ru: 'x' },
    siteId: 's',
    state,
    createdAt: '2026-01-01T10:00:00.000Z',
    owner: { pid: 1, shell: 'browser' },
    progress: { done, total: 10, unit: 'records' },
    controllers: [],
  };
}

describe('jobs followed by list and events', () => {
  it('keep an event heard after the list was asked over the list’s older copy', () => {
    const jobs = followedJobs();
    const ticket = jobs.asking();
    jobs.event(job('a', 'running', 5));
    jobs.event(job('a', 'cancelled', 5));
    jobs.event(job('b', 'running', 1));
    // The list was read before those events: it still has `a` running and no `b`.
    jobs.answered(ticket, [job('a', 'running', 3), job('c', 'succeeded', 10)]);
    expect(Object.values(jobs.all()).map((j) => [j.id, j.state])).toEqual([
      ['a', 'cancelled'],
      ['c', 'succeeded'],
      ['b', 'running'],
    ]);
  });

  it('take the list asked after the events, and answer the copy an event replaces', () => {
    const jobs = followedJobs();
    expect(jobs.event(job('a', 'running', 1))).toBeUndefined();
    expect(jobs.event(job('a', 'running', 2))?.progress.done).toBe(1);
    const ticket = jobs.asking();
    jobs.answered(ticket, [job('a', 'running', 7)]);
    expect(jobs.all()['a']?.progress.done).toBe(7);
  });
});
