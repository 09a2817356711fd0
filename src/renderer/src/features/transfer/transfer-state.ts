/**
 * How a transfer stands as the screen shows it (screens guide, "Words and states": one colour per
 * meaning): the state the site folder keeps (`transfer:list`), corrected by its job when the job
 * is known, since the folder says `running` until the job writes otherwise and a job whose
 * process ended (`interrupted`) never does.
 */
import { FINAL_JOB_STATES, type Job } from '../../../../shared/ipc/job.schema';
import type { TransferEntry } from '../../../../shared/ipc/transfer.schema';

export type TransferShownState = TransferEntry['state'] | 'interrupted';

/** Green verified, blue working, amber needs the engineer (resume), red failed, grey not yet. */
export const TRANSFER_STATE_TAG: Record<
  TransferShownState,
  'default' | 'info' | 'success' | 'warning' | 'error'
> = {
  planned: 'default',
  running: 'info',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
  interrupted: 'warning',
};

/** A job's end as the transfer's state. */
const ENDED_AS: Partial<Record<Job['state'], TransferShownState>> = {
  succeeded: 'succeeded',
  failed: 'failed',
  cancelled: 'cancelled',
  interrupted: 'interrupted',
};

/** States the job itself saves as the last thing it does (core/transfer/transfer-run.ts). */
const SAVED_AT_END: readonly TransferEntry['state'][] = ['succeeded', 'failed', 'cancelled'];

/**
 * The entry's state, or its job's while the job runs or once it ended and the folder lags. An
 * end the folder holds is final whatever copy of the job the screen has: a job's file is saved
 * after its events, so a list read just then may still say running.
 */
export function shownState(entry: TransferEntry, job: Job | undefined): TransferShownState {
  if (!job || job.id !== entry.jobId || SAVED_AT_END.includes(entry.state)) return entry.state;
  if (!FINAL_JOB_STATES.includes(job.state)) return 'running';
  return ENDED_AS[job.state] ?? entry.state;
}

/** A transfer that did not succeed and is not running can be resumed (`transfer-resume`). */
export function canResume(state: TransferShownState): boolean {
  return state !== 'succeeded' && state !== 'running';
}

/** What a running transfer's job reports: records done of total, rate and time left. */
export interface TransferProgress {
  done: number;
  total: number;
  percent: number;
  ratePerSecond?: number;
  etaSeconds?: number;
  step?: Job['controllers'][number]['step'];
}

/** The progress of a job that is still under way; undefined once it ended. */
export function progressOf(job: Job | undefined): TransferProgress | undefined {
  if (!job || FINAL_JOB_STATES.includes(job.state)) return undefined;
  const { done, total, ratePerSecond, etaSeconds } = job.progress;
  const step = job.controllers[0]?.step;
  return {
    done,
    total,
    percent: total > 0 ? Math.min(100, Math.floor((100 * done) / total)) : 0,
    ...(ratePerSecond !== undefined ? { ratePerSecond } : {}),
    ...(etaSeconds !== undefined ? { etaSeconds } : {}),
    ...(step ? { step } : {}),
  };
}

/** Whole minutes and seconds of a time left, rounded up (a job never ends "in 0 s"). */
export function minutesAndSeconds(total: number): { minutes: number; seconds: number } {
  const whole = Math.max(1, Math.ceil(total));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}
