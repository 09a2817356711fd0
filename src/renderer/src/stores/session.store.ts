/**
 * Logging in (spec 4.1, D1): which controller's login dialog is open, and `session:login`. The
 * password goes to the shell once and is not kept here after the call.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import { call, errorData } from '../api/call';
import { useSiteStore } from './site.store';

export interface LoginForm {
  login: string;
  password: string;
  remember: boolean;
}

export const useSessionStore = defineStore('session', () => {
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

  /** Logs in; returns the controller id on success so the caller can show its view. */
  async function login(form: LoginForm): Promise<string | undefined> {
    const controller = target.value;
    if (!controller || busy.value) return undefined;
    busy.value = true;
    error.value = null;
    try {
      const { controllerId, ...session } = await call('session:login', {
        controllerId: controller.summary.id,
        ...form,
      });
      site.markLoggedIn(controllerId, session);
      targetId.value = null;
      return controllerId;
    } catch (thrown) {
      error.value = errorData(thrown, 'session:login');
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  return { target, busy, error, open, close, login };
});
