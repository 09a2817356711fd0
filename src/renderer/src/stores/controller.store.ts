/**
 * The controller view's data (`controller:view`): identity and trust as main knows them now, the
 * session, firmware era and capabilities (D11, D12). Loaded when the view opens, so it is current
 * and a reloaded page gets its controller back from main.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';
import { useSiteStore } from './site.store';

export const useControllerStore = defineStore('controller', () => {
  const site = useSiteStore();
  const loadingId = ref<string | null>(null);
  const error = ref<ErrorData | null>(null);

  async function load(id: string): Promise<void> {
    loadingId.value = id;
    error.value = null;
    try {
      site.applyView(await call('controller:view', { controllerId: id }));
    } catch (thrown) {
      error.value = errorData(thrown, 'controller:view');
    } finally {
      if (loadingId.value === id) loadingId.value = null;
    }
  }

  return { loadingId, error, load };
});
