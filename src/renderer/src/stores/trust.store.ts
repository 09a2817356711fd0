/**
 * Trust on first use (D14): which controller's trust dialog is open, the certificate it presents
 * now (`trust:probe`, read when the dialog opens, so the user compares what the controller shows
 * today), and pinning exactly that fingerprint through `trust:accept`. A changed certificate is
 * replaced only by an explicit choice (`replace`).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';
import { useSiteStore } from './site.store';

export type TrustProbe = ChannelOutput<'trust:probe'>;

export const useTrustStore = defineStore('trust', () => {
  const site = useSiteStore();
  const targetId = ref<string | null>(null);
  const probe = ref<TrustProbe | null>(null);
  const probing = ref(false);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  const target = computed(() => (targetId.value ? site.byId(targetId.value) : undefined));
  /** The controller at that address presents another certificate than the one the search saw. */
  const changedSinceSearch = computed(
    () => probe.value !== null && probe.value.controllerId !== targetId.value,
  );

  async function open(id: string): Promise<void> {
    const controller = site.byId(id);
    if (!controller) return;
    targetId.value = id;
    probe.value = null;
    error.value = null;
    probing.value = true;
    try {
      const answer = await call('trust:probe', { address: controller.summary.address });
      if (targetId.value === id) probe.value = answer;
    } catch (thrown) {
      if (targetId.value === id) error.value = errorData(thrown, 'trust:probe');
    } finally {
      probing.value = false;
    }
  }

  function close(): void {
    if (!busy.value) targetId.value = null;
  }

  /** Pins the certificate shown; returns the controller id once it is trusted. */
  async function accept(): Promise<string | undefined> {
    const shown = probe.value;
    if (!shown || changedSinceSearch.value || busy.value) return undefined;
    busy.value = true;
    error.value = null;
    try {
      const trusted = await call('trust:accept', {
        controllerId: shown.controllerId,
        fingerprint256: shown.certificate.fingerprint256,
        replace: shown.trust === 'changed',
      });
      site.markTrusted(trusted.controllerId, trusted.fingerprint256);
      targetId.value = null;
      return trusted.controllerId;
    } catch (thrown) {
      error.value = errorData(thrown, 'trust:accept');
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  return { target, probe, probing, changedSinceSearch, busy, error, open, close, accept };
});
