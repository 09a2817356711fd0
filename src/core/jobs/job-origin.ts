/**
 * Which wizard run starts a job (docs/decisions.md, "Retry what failed"). A flow's step starts
 * its job through the JobRunner it was given, deep inside the feature's own code; the
 * FlowManager runs each step inside this context, so the runner records on the job the flow and
 * its forms as answered without every wizard having to pass them along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { JobFlow } from '../../shared/ipc/job.schema';

export interface JobOrigin {
  flow: JobFlow;
  /** The job whose failed controllers this run retries. */
  retryOf?: string;
}

const origin = new AsyncLocalStorage<JobOrigin>();

/** Runs `work` (a flow's step) so that a job it starts knows where it came from. */
export function withJobOrigin<T>(from: JobOrigin, work: () => Promise<T>): Promise<T> {
  return origin.run(from, work);
}

/** The wizard run of the step now running, if a job is being started by one. */
export function currentJobOrigin(): JobOrigin | undefined {
  return origin.getStore();
}
