/**
 * The open site's transfers (`transfer:list`, docs/decisions.md "Firmware-era transfer"), newest
 * first with each one's last report, and the transfer jobs (`job:list`, then `job:event`) whose
 * progress a running transfer shows. The list is read when the screen opens, when the site
 * changes and as transfer jobs move, at most once a second, and once more when one ends; a page
 * reload finds everything again, since the site folder holds it all.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import { FINAL_JOB_STATES, type Job } from '../../../shared/ipc/job.schema';
import type { TransferEntry } from '../../../shared/ipc/transfer.schema';
import { call, errorData, subscribe } from '../api/call';
import { followedJobs } from '../features/transfer/followed-jobs';
import { spacedReads } from '../features/transfer/spaced-reads';
import { latestAnswer } from './latest-answer';

/** The job kind both transfer flows start (core/transfer/transfer-start.ts). */
export const TRANSFER_JOB_KIND = 'transfer';

export const useTransferStore = defineStore('transfer', () => {
  const transfers = ref<TransferEntry[] | null>(null);
  /** Transfer jobs by id, as their last event left them. */
  const jobs = ref<Record<string, Job>>({});
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  const stops: (() => void)[] = [];
  const followed = followedJobs();

  const ask = latestAnswer<TransferEntry[]>((next) => (transfers.value = next));
  const list = computed(() => transfers.value ?? []);

  async function read(): Promise<void> {
    busy.value = true;
    error.value = null;
    try {
      await ask(() => call('transfer:list', {}));
    } catch (thrown) {
      error.value = errorData(thrown, 'transfer:list');
    } finally {
      busy.value = false;
    }
  }
  const reads = spacedReads(read);

  /** The transfer jobs of the site as they stand now (a reload finds a running one here). */
  async function readJobs(): Promise<void> {
    const ticket = followed.asking();
    try {
      const answer = await call('job:list', {});
      followed.answered(
        ticket,
        answer.jobs.filter((j) => j.kind === TRANSFER_JOB_KIND),
      );
      jobs.value = followed.all();
    } catch (thrown) {
      error.value = errorData(thrown, 'job:list');
    }
  }

  function onJob(job: Job): void {
    if (job.kind !== TRANSFER_JOB_KIND) return;
    const before = followed.event(job);
    jobs.value = followed.all();
    // A new job, a step or an end changes the list (state, report); progress alone does not.
    const ended = FINAL_JOB_STATES.includes(job.state);
    if (!before || ended || before.state !== job.state || !sameStep(before, job)) reads.soon();
  }

  function jobOf(entry: TransferEntry): Job | undefined {
    return entry.jobId ? jobs.value[entry.jobId] : undefined;
  }

  async function refresh(): Promise<void> {
    await Promise.all([reads.now(), readJobs()]);
  }

  function onSite(): void {
    void readJobs();
    reads.soon();
  }

  /** Reads the transfers and their jobs, and follows what changes them until `stop`. */
  async function start(): Promise<void> {
    if (stops.length === 0) {
      stops.push(subscribe('site:changed', onSite));
      stops.push(subscribe('job:event', onJob));
    }
    await refresh();
  }

  function stop(): void {
    while (stops.length > 0) stops.pop()?.();
    reads.cancel();
  }

  return { transfers, list, jobs, busy, error, jobOf, start, stop, refresh };
});

function sameStep(a: Job, b: Job): boolean {
  return a.controllers[0]?.step?.en === b.controllers[0]?.step?.en;
}
