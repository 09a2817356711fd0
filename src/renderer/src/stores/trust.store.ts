/**
 * Trust on first use (D14): which controller's trust dialog is open, and accepting it through
 * `trust:accept`. A changed certificate is replaced only by an explicit choice (`replace`).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import { call, errorData } from '../api/call';
import { useSiteStore } from './site.store';

export const useTrustStore = defineStore('trust', () => {
  const site = useSiteStore();
  const targetId = ref<string | null>(null);
  const busy = ref(false);
  const error = ref<IpcErrorData | null>(null);
  const target = computed(() => (targetId.value ? site.byId(targetId.value) : undefined));

  function open(id: string): void {
    targetId.value = id;
    error.value = null;
  }

  function close(): void {
    if (!busy.value) targetId.value = null;
  }

  async function accept(): Promise<boolean> {
    const controller = target.value;
    if (!controller || busy.value) return false;
    busy.value = true;
    error.value = null;
    try {
      const trusted = await call('trust:accept', {
        controllerId: controller.summary.id,
        fingerprint256: controller.certificate.fingerprint256,
        replace: controller.summary.trust === 'changed',
      });
      site.markTrusted(trusted.controllerId, trusted.fingerprint256);
      targetId.value = null;
      return true;
    } catch (thrown) {
      error.value = errorData(thrown, 'trust:accept');
      return false;
    } finally {
      busy.value = false;
    }
  }

  return { target, busy, error, open, close, accept };
});
