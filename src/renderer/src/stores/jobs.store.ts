/**
 * The open site's jobs (job:list), kept current by job:event: a reload shows every job, the
 * running ones still moving (architecture, "The commissioning engine").
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import { FINAL_JOB_STATES, type Job } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';

export const useJobsStore = defineStore('jobs', () => {
  const jobs = ref<Job[]>([]);
  const error = ref<IpcErrorData | null>(null);
  let stop: (() => void) | undefined;

  const running = computed(() => jobs.value.filter((j) => !FINAL_JOB_STATES.includes(j.state)));

  /** Puts a changed job in its place (or first, when new). */
  function merge(job: Job): void {
    const at = jobs.value.findIndex((j) => j.id === job.id);
    if (at === -1) jobs.value.unshift(job);
    else jobs.value[at] = job;
  }

  async function load(): Promise<void> {
    stop ??= subscribe('job:event', merge);
    try {
      jobs.value = (await call('job:list', {})).jobs;
      error.value = null;
    } catch (thrown) {
      error.value = errorData(thrown, 'job:list');
    }
  }

  async function cancel(jobId: string): Promise<void> {
    await call('job:cancel', { jobId }).catch((thrown: unknown) => {
      error.value = errorData(thrown, 'job:cancel');
    });
  }

  return { jobs, running, error, load, merge, cancel };
});
