/**
 * The access points and automations of the controller whose page is open (`accessPoints:list`),
 * read again when a job ends (a wizard created, changed or deleted one) and when the site
 * changes. Changes themselves go through the wizards.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { FINAL_JOB_STATES } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';

export type AccessPointsList = ChannelOutput<'accessPoints:list'>;

export const useAccessPointsStore = defineStore('accessPoints', () => {
  const controllerId = ref<string | null>(null);
  const list = ref<AccessPointsList | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  const stops: (() => void)[] = [];
  let asked = 0;

  async function refresh(): Promise<void> {
    const id = controllerId.value;
    if (!id) return;
    const ticket = ++asked;
    busy.value = true;
    error.value = null;
    try {
      const answer = await call('accessPoints:list', { controllerId: id });
      // Another controller's page may have opened meanwhile, or a later read been asked.
      if (ticket === asked) list.value = answer;
    } catch (thrown) {
      if (ticket === asked) error.value = errorData(thrown, 'accessPoints:list');
    } finally {
      if (ticket === asked) busy.value = false;
    }
  }

  /** Shows this controller's lists and follows what changes them until `stop`. */
  function open(id: string): Promise<void> {
    if (controllerId.value !== id) list.value = null;
    controllerId.value = id;
    if (stops.length === 0) {
      stops.push(subscribe('site:changed', () => void refresh()));
      stops.push(
        subscribe('job:event', (job) => {
          if (FINAL_JOB_STATES.includes(job.state)) void refresh();
        }),
      );
    }
    return refresh();
  }

  function stop(): void {
    while (stops.length > 0) stops.pop()?.();
  }

  return { controllerId, list, busy, error, open, stop, refresh };
});
