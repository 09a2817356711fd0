/**
 * "Retry these" (docs/decisions.md, "Retry what failed"; screens guide, "The shortest path"):
 * opens the wizard of a finished job on its failed controllers, with its form, at its plan. The
 * job joins the wizard's address (with its type and controllers, so leaving goes where that
 * wizard's leaving goes), and the wizard page asks the shell to start the retry.
 */
import { useRouter } from 'vue-router';
import type { Job } from '../../../../shared/ipc/job.schema';
import { failedControllers } from '../../../../shared/ipc/job-retry';

export function useRetryJob(): (job: Job) => void {
  const router = useRouter();
  return (job) =>
    void router.push({
      name: 'wizard',
      query: {
        retry: job.id,
        ...(job.flow ? { type: job.flow.type } : {}),
        controllers: failedControllers(job).join(','),
        ...(job.flow?.subject ? { subject: job.flow.subject } : {}),
      },
    });
}
