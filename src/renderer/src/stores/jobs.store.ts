/**
 * The open site's jobs (job:list), kept current by job:event: a reload shows every job, the
 * running ones still moving (architecture, "The commissioning engine"). They also tell which
 * controllers did not come back after a move (lost-controllers.ts).
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { Job, StopMode } from '../../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../../shared/ipc/job-states';
import { call, errorData, subscribe } from '../api/call';
import { lostControllers } from './lost-controllers';
import { useSitesStore } from './sites.store';

export const useJobsStore = defineStore('jobs', () => {
  const jobs = ref<Job[]>([]);
  const error = ref<ErrorData | null>(null);
  let stop: (() => void) | undefined;
  let loaded = false;

  const sites = useSitesStore();

  const running = computed(() => jobs.value.filter((j) => !FINAL_JOB_STATES.includes(j.state)));
  /** Controller id -> the failure that lost it, for the site's controllers that do not answer. */
  const lost = computed(() => {
    const lastSeen = new Map<string, string>();
    for (const c of sites.controllers) {
      const newest = c.addresses[0]?.seenAt;
      if (newest) lastSeen.set(c.id, newest);
    }
    return lostControllers(jobs.value, lastSeen);
  });

  /** Puts a changed job in its place (or first, when new). */
  function merge(job: Job): void {
    if (sites.view && job.siteId !== sites.view.site.id) return;
    const at = jobs.value.findIndex((j) => j.id === job.id);
    if (at === -1) jobs.value.unshift(job);
    else jobs.value[at] = job;
  }

  async function load(): Promise<void> {
    stop ??= subscribe('job:event', merge);
    loaded = true;
    try {
      jobs.value = (await call('job:list', {})).jobs;
      error.value = null;
    } catch (thrown) {
      error.value = errorData(thrown, 'job:list');
    }
  }

  // Another site opened: its jobs, not the last one's.
  watch(
    () => sites.view?.site.id,
    (id, before) => {
      if (loaded && id !== before) void load();
    },
  );

  /** Stops a job (docs/decisions.md, "Stopping a job"); `now` unless told otherwise. */
  async function cancel(jobId: string, mode: StopMode = 'now'): Promise<void> {
    await call('job:cancel', { jobId, mode }).catch((thrown: unknown) => {
      error.value = errorData(thrown, 'job:cancel');
    });
  }

  return { jobs, running, lost, error, load, merge, cancel };
});
