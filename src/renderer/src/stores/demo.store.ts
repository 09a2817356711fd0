/**
 * The demo site: asks the shell to start a fleet of simulated controllers on
 * loopback, then sweeps the range and ports it answers with, like any other site.
 */
import { loadCode } from '../code-load';
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';

export const useDemoStore = defineStore('demo', () => {
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  /** How many simulated controllers run, once the shell started them. */
  const running = ref<number | null>(null);

  /** Starts the fleet and its sweep; true when the fleet started. */
  async function start(): Promise<boolean> {
    if (busy.value) return false;
    busy.value = true;
    error.value = null;
    try {
      const demo = await call('demo:start', {});
      // Only the first start of this page offers the one step; searching it again does not.
      const first = running.value === null;
      running.value = demo.controllers;
      // Loaded here, not with the site screen that shows this button: the search brings the
      // discovery contract's schemas, which a page load of a big site does not need to draw.
      const { useDiscoveryStore } = await loadCode(() => import('./discovery.store'));
      // The fleet is on loopback, which a default search leaves out: search exactly its range.
      void useDiscoveryStore().start(
        {
          ranges: demo.ranges,
          localNetworks: false,
          ports: demo.ports,
        },
        // Asked for a site to work on: what it found is offered to trust and log in at once.
        { offerJoin: first },
      );
      return true;
    } catch (thrown) {
      error.value = errorData(thrown, 'demo:start');
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { busy, error, running, start };
});
