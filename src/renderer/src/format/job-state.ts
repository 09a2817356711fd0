/** The colour of a job's (or a controller's) state, one meaning everywhere (screens guide). */
import type { JobState } from '../../../shared/ipc/job.schema';

export const JOB_STATE_TAG: Record<JobState, 'default' | 'info' | 'success' | 'warning' | 'error'> =
  {
    queued: 'default',
    running: 'info',
    awaiting_input: 'warning',
    succeeded: 'success',
    failed: 'error',
    cancelled: 'default',
    not_started: 'default',
    interrupted: 'default',
  };
