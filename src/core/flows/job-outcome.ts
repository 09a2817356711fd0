/**
 * A flow's result once its job has ended: the job's own summary (the runner always writes one,
 * from the work's words or the counts of controllers by outcome). The page shows the job's rows
 * beside it (by `jobId`), so the summary only has to say how it went as a whole.
 */
import type { Job } from '../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../shared/ipc/job.schema';
import { countsSummary } from '../jobs/job-summary';
import type { DoneResult } from './flow-definition';

export function jobOutcome(job: Job): DoneResult | undefined {
  if (!FINAL_JOB_STATES.includes(job.state)) return undefined;
  return { kind: 'done', jobId: job.id, summary: job.summary ?? countsSummary(job) };
}
