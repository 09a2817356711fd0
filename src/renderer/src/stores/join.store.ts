/**
 * Trust and log in from the search, in one step (docs/decisions.md, "Trust and log in from the
 * search"): the found controllers selected (all by default), every certificate listed once to
 * compare with the labels, one login for all, then each one trusted, logged in and put on the
 * open site by `site:join`, its row saying how it went; a refusal on one leaves the rest going.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ControllerAddress, TrustState } from '../../../shared/ipc/controller.schema';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { JoinSession } from '../../../shared/ipc/site-join.schema';
import { call, errorData } from '../api/call';
import { usePreferencesStore } from './preferences.store';
import { useSiteStore } from './site.store';
import { useSitesStore } from './sites.store';

/** `ready`: trusted, logged in and on the open site before the step opened: nothing to do. */
export type JoinRowStatus = 'waiting' | 'working' | 'done' | 'failed' | 'left_out' | 'ready';

export interface JoinRow {
  controllerId: string;
  serial?: string | undefined;
  model?: string | undefined;
  address: ControllerAddress;
  fingerprint256: string;
  trust: TrustState;
  /** Trusted before this step opened (said on its row; nothing to pin). */
  trustedBefore: boolean;
  /** The login the keychain keeps a password for, when it keeps one. */
  savedLogin?: string | undefined;
  status: JoinRowStatus;
  /** Who it was logged in as when it was `ready`. */
  loggedInAs?: string | undefined;
  /** Trust or the whole step failed: nothing was done to it. */
  error?: ErrorData | undefined;
  session?: JoinSession | undefined;
}

export interface JoinForm {
  login: string;
  password: string;
  preferSaved: boolean;
  remember: boolean;
}

function statusAtOpen(trust: TrustState, loggedInOnSite: boolean): JoinRowStatus {
  if (trust === 'changed') return 'left_out';
  return trust === 'trusted' && loggedInOnSite ? 'ready' : 'waiting';
}

/** At most this many controllers are brought at once: a site's switch, not a flood. */
const AT_ONCE = 4;

export const useJoinStore = defineStore('join', () => {
  const site = useSiteStore();
  const sites = useSitesStore();
  const preferences = usePreferencesStore();
  /** Found controllers the engineer unticked; everything else found is selected. */
  const unselected = ref(new Set<string>());
  const rows = ref<JoinRow[]>([]);
  const running = ref(false);
  const finished = ref(false);

  const isSelected = (id: string) => !unselected.value.has(id);
  function toggle(id: string, on: boolean): void {
    const next = new Set(unselected.value);
    if (on) next.delete(id);
    else next.add(id);
    unselected.value = next;
  }
  function selectAll(ids: readonly string[], on: boolean): void {
    unselected.value = on ? new Set() : new Set(ids);
  }

  const workable = computed(() => rows.value.filter((r) => r.status !== 'left_out'));
  /** What the confirm button would bring: neither left out nor ready already. */
  const toDo = computed(() =>
    workable.value.filter((r) => r.status !== 'done' && r.status !== 'ready'),
  );
  const anySaved = computed(() => workable.value.some((r) => r.savedLogin !== undefined));
  const done = computed(() => rows.value.filter((r) => r.status === 'done'));

  /** Opens the dialog for the selected found controllers; a changed certificate is left out. */
  async function open(ids: readonly string[]): Promise<void> {
    finished.value = false;
    rows.value = ids.flatMap((id) => {
      const found = site.byId(id);
      if (!found) return [];
      const { summary } = found;
      const onSite = sites.controllers.some((c) => c.id === id && c.session);
      return [
        {
          controllerId: id,
          serial: summary.serial,
          model: summary.model,
          address: summary.address,
          fingerprint256: summary.fingerprint256,
          trust: summary.trust,
          trustedBefore: summary.trust === 'trusted',
          status: statusAtOpen(summary.trust, onSite),
          ...(onSite && found.session ? { loggedInAs: found.session.user.login } : {}),
        } satisfies JoinRow,
      ];
    });
    await Promise.all(
      rows.value
        .filter((r) => r.trust === 'trusted')
        .map(async (row) => {
          const saved = await call('session:saved', { controllerId: row.controllerId }).catch(
            () => ({ saved: false, login: undefined }),
          );
          if (saved.saved) row.savedLogin = saved.login;
        }),
    );
  }

  /** After the demo site's search: the one step for whatever it found not yet trusted. */
  async function offer(ids: readonly string[]): Promise<void> {
    if (rows.value.length > 0) return;
    if (!ids.some((id) => site.byId(id)?.summary.trust === 'new')) return;
    await open(ids);
  }

  function close(): void {
    if (running.value) return;
    rows.value = [];
    finished.value = false;
  }

  async function joinOne(row: JoinRow, form: JoinForm): Promise<void> {
    row.status = 'working';
    try {
      const answer = await call('site:join', {
        controllerId: row.controllerId,
        fingerprint256: row.fingerprint256,
        login: {
          login: form.login,
          ...(form.password ? { password: form.password } : {}),
          preferSaved: form.preferSaved,
          remember: form.remember,
        },
      });
      site.markTrusted(row.controllerId, row.fingerprint256);
      row.trust = 'trusted';
      row.session = answer.session;
      if (answer.session.ok) {
        const { user, expiresAt, capabilities, remembered } = answer.session;
        site.markLoggedIn(
          row.controllerId,
          { user, capabilities, ...(expiresAt ? { expiresAt } : {}) },
          remembered,
        );
      }
      row.status = answer.session.ok ? 'done' : 'failed';
    } catch (thrown) {
      row.error = errorData(thrown, 'site:join');
      row.status = 'failed';
    }
  }

  /** Brings every waiting row, a few at a time; the password is not kept here afterwards. */
  async function run(form: JoinForm): Promise<void> {
    if (running.value) return;
    running.value = true;
    const queue = workable.value.filter((r) => r.status === 'waiting' || r.status === 'failed');
    for (const row of queue) {
      row.status = 'waiting';
      row.error = undefined;
      row.session = undefined;
    }
    const next = async (): Promise<void> => {
      for (let row = queue.shift(); row; row = queue.shift()) await joinOne(row, form);
    };
    await Promise.all(Array.from({ length: AT_ONCE }, next));
    if (rows.value.some((r) => r.session?.ok)) preferences.lastLogin = form.login;
    running.value = false;
    finished.value = true;
    await sites.load();
  }

  return {
    rows,
    running,
    finished,
    workable,
    toDo,
    anySaved,
    done,
    isSelected,
    toggle,
    selectAll,
    open,
    offer,
    close,
    run,
  };
});
