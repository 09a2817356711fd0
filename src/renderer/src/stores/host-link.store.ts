/**
 * The page's link to the shell: in the browser host it may be lost (the host stopped or
 * restarted) and made again (api/ws-bridge.ts); the frame says "Reconnecting…" meanwhile.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { onHostLink, type HostLink } from '../api/bridge';

export const useHostLinkStore = defineStore('hostLink', () => {
  const link = ref<HostLink>('open');
  let stop: (() => void) | undefined;

  function follow(): void {
    stop ??= onHostLink((next) => (link.value = next));
  }

  return { link, follow };
});
