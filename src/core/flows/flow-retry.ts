/**
 * Which jobs may be retried, and on which controllers (docs/decisions.md, "Retry what failed"):
 * a finished job started by a wizard that runs again on some of its controllers, retried on the
 * controllers that failed. Everything else is refused in both languages, with what to do.
 */
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { Job, JobFlow } from '../../shared/ipc/job.schema';
import { failedControllers } from '../../shared/ipc/job-retry';
import { FINAL_JOB_STATES } from '../../shared/ipc/job-states';
import { FLOWS_WORDS } from './flows.words';

export type RetryRefusal = 'job_running' | 'job_not_retriable' | 'job_nothing_failed';

const REFUSALS: Record<RetryRefusal, (job: Job) => LocalizedText> = {
  job_running: (job) => FLOWS_WORDS.retryStillRunning(job.title),
  job_not_retriable: (job) => FLOWS_WORDS.retryNotOffered(job.title),
  job_nothing_failed: (job) => FLOWS_WORDS.retryNothingFailed(job.title),
};

/** The refusal as error data crossing the bridge and printed by the CLI. */
export function retryRefused(code: RetryRefusal, job: Job): AppFailure {
  return new AppFailure({ code, message: REFUSALS[code](job), details: { jobId: job.id } });
}

/** What a retry of this job runs: its wizard and its failed controllers; else the refusal. */
export function retryTarget(job: Job): { flow: JobFlow; controllerIds: string[] } {
  if (!FINAL_JOB_STATES.includes(job.state)) throw retryRefused('job_running', job);
  if (!job.flow?.retriable) throw retryRefused('job_not_retriable', job);
  const controllerIds = failedControllers(job);
  if (controllerIds.length === 0) throw retryRefused('job_nothing_failed', job);
  return { flow: job.flow, controllerIds };
}
