/**
 * The open site's clocks (`time:site`): every controller's time read now beside this computer's,
 * the drift, zone, NTP, or why it could not be read. Read again when the site changes and when a
 * job ends (a time wizard's job changes the clocks; the table shows them verified).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { FINAL_JOB_STATES } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';
import { latestAnswer } from './latest-answer';

export type SiteClocks = ChannelOutput<'time:site'>;
export type ControllerClockRow = SiteClocks['controllers'][number];

export const useTimeStore = defineStore('time', () => {
  const clocks = ref<SiteClocks | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  const stops: (() => void)[] = [];

  const ask = latestAnswer<SiteClocks | null>((next) => (clocks.value = next));

  async function refresh(): Promise<void> {
    busy.value = true;
    error.value = null;
    try {
      await ask(() => call('time:site', {}));
    } catch (thrown) {
      error.value = errorData(thrown, 'time:site');
    } finally {
      busy.value = false;
    }
  }

  /** Reads the clocks and follows what changes them until `stop`. */
  function start(): Promise<void> {
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

  return { clocks, busy, error, start, stop, refresh };
});
