import { describe, expect, it } from 'vitest';
import type { ErrorData } from '../../../src/shared/errors/error-data';
import type { Job, JobState, SubJob } from '../../../src/shared/ipc/job.schema';
import { lostControllers } from '../../../src/renderer/src/stores/lost-controllers';

const message = { en: 'x', ru: 'x' };
const notBack: ErrorData = { code: 'controller_not_back', message };
const notFound: ErrorData = { code: 'controller_not_found', message };
const refused: ErrorData = { code: 'controller_refused', message };

function part(controllerId: string, state: JobState, error?: ErrorData): SubJob {
  return {
    controllerId,
    label: controllerId,
    state,
    ...(error ? { error } : {}),
    endedAt: '2026-01-01T10:00:00.000Z',
  };
}

function job(createdAt: string, controllers: SubJob[], kind = 'network'): Job {
  return {
    id: createdAt,
    kind,
    title: message,
    siteId: 'site',
    state: 'failed',
    createdAt,
    owner: { pid: 1, shell: 'browser' },
    progress: { done: 0, total: controllers.length, unit: 'controllers' },
    controllers,
  };
}

const T1 = '2026-01-01T09:00:00.000Z';
const T2 = '2026-01-01T11:00:00.000Z';
const T3 = '2026-01-01T12:00:00.000Z';

describe('the controllers the site has lost', () => {
  it('are those whose newest job failed to find them, with that failure', () => {
    const lost = lostControllers([
      job(T1, [part('a', 'failed', notBack), part('b', 'succeeded'), part('c', 'failed', refused)]),
    ]);
    expect([...lost]).toEqual([['a', notBack]]);
  });

  it('are found again by a later job that reached them, or one working on them now', () => {
    const moved = job(T1, [part('a', 'failed', notBack), part('b', 'failed', notBack)]);
    const search = job(T2, [part('a', 'succeeded'), part('b', 'running')], 'locate');
    // Given newest last: the order of the list does not matter, their times do.
    expect(lostControllers([moved, search]).size).toBe(0);
  });

  it('stay lost when a search did not find them, or a later job said nothing of them', () => {
    const moved = job(T1, [part('a', 'failed', notBack), part('b', 'failed', notBack)]);
    const search = job(T2, [part('a', 'failed', notFound)], 'locate');
    const cancelled = job(T3, [part('b', 'cancelled'), part('a', 'interrupted')], 'password');
    const lost = lostControllers([cancelled, search, moved]);
    expect(lost.get('a')).toEqual(notFound);
    expect(lost.get('b')).toEqual(notBack);
  });

  it('are not lost once the site saw them at an address after the failure', () => {
    const moved = job(T1, [part('a', 'failed', notBack), part('b', 'failed', notBack)]);
    const seen = new Map([
      ['a', '2026-01-01T10:30:00.000Z'],
      ['b', '2026-01-01T09:30:00.000Z'],
    ]);
    expect([...lostControllers([moved], seen).keys()]).toEqual(['b']);
  });
});
