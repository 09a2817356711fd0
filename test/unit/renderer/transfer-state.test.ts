import { describe, expect, it } from 'vitest';
import type { Job, JobState } from '../../../src/shared/ipc/job.schema';
import type { TransferEntry } from '../../../src/shared/ipc/transfer.schema';
import {
  canResume,
  minutesAndSeconds,
  progressOf,
  shownState,
} from '../../../src/renderer/src/features/transfer/transfer-state';

const words = { en: 'Writing the records', ru: 'Запись данных' };

function entry(state: TransferEntry['state'], jobId?: string): TransferEntry {
  return {
    id: 't1',
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    source: { kind: 'controller', label: 'TKDEMO02' },
    target: { controllerId: 'c2', label: 'NEW17' },
    onConflict: 'keep',
    state,
    ...(jobId ? { jobId } : {}),
  };
}

function job(state: JobState, progress: Partial<Job['progress']> = {}): Job {
  return {
    id: 'j1',
    kind: 'transfer',
    title: words,
    siteId: 's',
    state,
    createdAt: '2026-01-01T10:00:00.000Z',
    owner: { pid: 1, shell: 'browser' },
    progress: { done: 0, total: 0, unit: 'records', ...progress },
    controllers: [{ controllerId: 'c2', label: 'NEW17', state, step: words }],
  };
}

describe('a transfer’s state on the screen', () => {
  it('is the folder’s, unless its job says more', () => {
    expect(shownState(entry('succeeded', 'j1'), undefined)).toBe('succeeded');
    expect(shownState(entry('planned', 'j1'), job('running'))).toBe('running');
    // The folder says running until the job writes otherwise; a job whose process ended never does.
    expect(shownState(entry('running', 'j1'), job('interrupted'))).toBe('interrupted');
    expect(shownState(entry('running', 'j1'), job('succeeded'))).toBe('succeeded');
    expect(shownState(entry('failed', 'j1'), job('failed'))).toBe('failed');
    // The folder's end is the job's last act: a copy of the job read just before says running.
    expect(shownState(entry('cancelled', 'j1'), job('running'))).toBe('cancelled');
    expect(shownState(entry('succeeded', 'j1'), job('running'))).toBe('succeeded');
    // Another transfer's job tells nothing about this one.
    expect(shownState(entry('running', 'other'), job('interrupted'))).toBe('running');
  });

  it('can be resumed unless it succeeded or runs', () => {
    expect(canResume('succeeded')).toBe(false);
    expect(canResume('running')).toBe(false);
    for (const state of ['planned', 'failed', 'cancelled', 'interrupted'] as const)
      expect(canResume(state)).toBe(true);
  });

  it('shows a running job’s records, rate and time left, and nothing once it ended', () => {
    const running = job('running', { done: 150, total: 600, ratePerSecond: 50, etaSeconds: 9 });
    expect(progressOf(running)).toEqual({
      done: 150,
      total: 600,
      percent: 25,
      ratePerSecond: 50,
      etaSeconds: 9,
      step: words,
    });
    expect(progressOf(job('running', { done: 0, total: 0 }))?.percent).toBe(0);
    expect(progressOf(job('succeeded', { done: 600, total: 600 }))).toBeUndefined();
    expect(progressOf(undefined)).toBeUndefined();
  });

  it('says the time left in whole minutes and seconds, never zero', () => {
    expect(minutesAndSeconds(0.2)).toEqual({ minutes: 0, seconds: 1 });
    expect(minutesAndSeconds(59.5)).toEqual({ minutes: 1, seconds: 0 });
    expect(minutesAndSeconds(125)).toEqual({ minutes: 2, seconds: 5 });
  });
});
