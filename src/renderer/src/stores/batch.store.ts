/**
 * Batch actions on the site's selected controllers (screens guide, "Tables": select many, act
 * once): trusting them one after another, each fingerprint shown to compare (D14: nothing is
 * pinned that the engineer did not see), and logging in to all with one set of credentials.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CertificateInfo, ControllerAddress } from '../../../shared/ipc/controller.schema';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';
import { usePreferencesStore } from './preferences.store';
import { useSitesStore } from './sites.store';

export interface TrustStep {
  controllerId: string;
  label: string;
  certificate: CertificateInfo;
  /** The certificate presented is not the one the site knows this controller by. */
  other: boolean;
}

export interface LoginOutcome {
  controllerId: string;
  label: string;
  error?: ErrorData;
}

export const useBatchStore = defineStore('batch', () => {
  const sites = useSitesStore();
  const preferences = usePreferencesStore();
  const trustQueue = ref<
    Array<{ controllerId: string; label: string; address: ControllerAddress }>
  >([]);
  const trustStep = ref<TrustStep | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  const loginIds = ref<string[]>([]);
  const loginOutcomes = ref<LoginOutcome[]>([]);

  const labelOf = (id: string) => {
    const c = sites.controllers.find((x) => x.id === id);
    return c?.serial ?? (c ? `${c.address.host}:${c.address.port}` : id);
  };

  /** Starts trusting the selected controllers that are not trusted yet, one after another. */
  async function trust(ids: string[]): Promise<void> {
    trustQueue.value = sites.controllers
      .filter((c) => ids.includes(c.id) && c.trust !== 'trusted')
      .map((c) => ({ controllerId: c.id, label: labelOf(c.id), address: c.address }));
    await nextTrust();
  }

  async function nextTrust(): Promise<void> {
    trustStep.value = null;
    const next = trustQueue.value.shift();
    if (!next) {
      await sites.refresh();
      return;
    }
    busy.value = true;
    error.value = null;
    try {
      const probe = await call('trust:probe', { address: next.address });
      trustStep.value = {
        controllerId: next.controllerId,
        label: next.label,
        certificate: probe.certificate,
        other: probe.controllerId !== next.controllerId,
      };
    } catch (thrown) {
      error.value = errorData(thrown, 'trust:probe');
    } finally {
      busy.value = false;
    }
  }

  /** Pins the certificate shown, then shows the next controller's. */
  async function accept(): Promise<void> {
    const step = trustStep.value;
    if (!step || step.other || busy.value) return;
    busy.value = true;
    try {
      await call('trust:accept', {
        controllerId: step.controllerId,
        fingerprint256: step.certificate.fingerprint256,
      });
    } catch (thrown) {
      error.value = errorData(thrown, 'trust:accept');
      busy.value = false;
      return;
    }
    busy.value = false;
    await nextTrust();
  }

  function stopTrust(): void {
    trustQueue.value = [];
    trustStep.value = null;
    void sites.refresh();
  }

  function openLogin(ids: string[]): void {
    loginIds.value = sites.controllers
      .filter((c) => ids.includes(c.id) && c.trust === 'trusted')
      .map((c) => c.id);
    loginOutcomes.value = [];
  }

  /** Logs in to every controller of the batch with the same credentials, one after another. */
  async function login(form: {
    login: string;
    password: string;
    remember: boolean;
  }): Promise<void> {
    busy.value = true;
    const outcomes: LoginOutcome[] = [];
    for (const controllerId of loginIds.value) {
      try {
        await call('session:login', { controllerId, ...form });
        outcomes.push({ controllerId, label: labelOf(controllerId) });
      } catch (thrown) {
        outcomes.push({
          controllerId,
          label: labelOf(controllerId),
          error: errorData(thrown, 'session:login'),
        });
      }
    }
    loginOutcomes.value = outcomes;
    if (outcomes.some((o) => !o.error)) preferences.lastLogin = form.login;
    busy.value = false;
    await sites.refresh();
    if (outcomes.every((o) => !o.error)) loginIds.value = [];
  }

  function closeLogin(): void {
    loginIds.value = [];
    loginOutcomes.value = [];
  }

  return {
    trustQueue,
    trustStep,
    busy,
    error,
    loginIds,
    loginOutcomes,
    trust,
    accept,
    nextTrust,
    stopTrust,
    openLogin,
    login,
    closeLogin,
  };
});
