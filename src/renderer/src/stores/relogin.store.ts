/**
 * How far the shell is in logging in again to the open site's controllers after a restart or
 * when the site was opened (`session:relogin`, docs/decisions.md "Back where you were after a
 * restart"): the site screen shows it as one small line, gone a moment after the last login.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ReloginProgress } from '../../../shared/ipc/session.schema';
import { subscribe } from '../api/call';

/** How long the finished line stays, so the last count can be read. */
const FINISHED_SHOWN_MS = 2000;

export const useReloginStore = defineStore('relogin', () => {
  const progress = ref<ReloginProgress | null>(null);
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function follow(): void {
    stop ??= subscribe('session:relogin', (next) => {
      clearTimeout(timer);
      progress.value = next;
      if (next.finished) timer = setTimeout(() => (progress.value = null), FINISHED_SHOWN_MS);
    });
  }

  return { progress, follow };
});
