/**
 * Logging in and out (spec 4.1, D1): which controller's login dialog is open, `session:login`
 * and `session:logout`. The password goes to the shell once and is not kept here after the call.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ErrorData } from '../../../shared/errors/error-data';
import { call, errorData } from '../api/call';
import { usePreferencesStore } from './preferences.store';
import { useSiteStore } from './site.store';

export interface LoginForm {
  login: string;
  password: string;
  remember: boolean;
  /** Log in with the password the keychain keeps (main reads it; the page never sees it). */
  useSaved?: boolean;
}

/** What the keychain keeps for the controller in the dialog: only whether, and for which login. */
export interface SavedPassword {
  login?: string;
  saved: boolean;
}

export const useSessionStore = defineStore('session', () => {
  const site = useSiteStore();
  const preferences = usePreferencesStore();
  const targetId = ref<string | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  /** Why the last "remember" could not keep the password, to show beside the controller. */
  const keychainProblem = ref<ErrorData | null>(null);
  const logoutError = ref<ErrorData | null>(null);
  const target = computed(() => (targetId.value ? site.byId(targetId.value) : undefined));
  const saved = ref<SavedPassword | null>(null);

  function open(id: string): void {
    targetId.value = id;
    error.value = null;
    saved.value = null;
    void loadSaved(id);
  }

  async function loadSaved(id: string): Promise<void> {
    try {
      const answer = await call('session:saved', { controllerId: id });
      if (targetId.value === id) saved.value = answer;
    } catch {
      saved.value = null;
    }
  }

  /**
   * Forgets the saved password, or the whole controller (its pin too: the next contact starts
   * with comparing its certificate again).
   */
  async function forget(id: string, what: 'password' | 'controller'): Promise<boolean> {
    error.value = null;
    try {
      await call('session:forget', { controllerId: id, what });
      if (targetId.value === id) saved.value = { saved: false };
      if (what === 'controller') site.forget(id);
      else site.forgetRememberedLogin(id);
      return true;
    } catch (thrown) {
      error.value = errorData(thrown, 'session:forget');
      return false;
    }
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
      const { useSaved, password, ...rest } = form;
      const answer = await call('session:login', {
        controllerId: controller.summary.id,
        ...rest,
        ...(useSaved ? { useSaved: true } : { password }),
      });
      const { controllerId, remembered, keychainProblem: problem, ...session } = answer;
      site.markLoggedIn(controllerId, session, remembered);
      preferences.lastLogin = session.user.login;
      keychainProblem.value = problem ?? null;
      targetId.value = null;
      return controllerId;
    } catch (thrown) {
      error.value = errorData(thrown, 'session:login');
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  /** Logs out; the error, if any, is kept in `logoutError` for the view that asked. */
  async function logout(id: string): Promise<void> {
    logoutError.value = null;
    try {
      await call('session:logout', { controllerId: id });
      site.markLoggedOut(id);
      keychainProblem.value = null;
    } catch (thrown) {
      logoutError.value = errorData(thrown, 'session:logout');
    }
  }

  return {
    target,
    busy,
    error,
    saved,
    keychainProblem,
    logoutError,
    open,
    close,
    login,
    logout,
    forget,
  };
});
