/**
 * The Plan screen's state (docs/decisions.md, "Site plans in the app"): the plan file imported
 * (its text stays here only to be applied; main reads and checks it, `plan:read`), its problems or
 * its diff against the open site, the passwords typed for users the keychain lacks, and the apply
 * run main carries on (`plan:apply`, then `plan:changed` after each step; `plan:run` finds it
 * again after a reload). Its jobs are the jobs store's, like every wizard's.
 */
import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { PlanRun } from '../../../shared/ipc/plans.schema';
import { call, errorData, subscribe } from '../api/call';
import { useJobsStore } from './jobs.store';
import { useSitesStore } from './sites.store';

export type PlanReading = ChannelOutput<'plan:read'>;

const RUNNING: readonly PlanRun['state'][] = ['applying', 'verifying'];

export const usePlanStore = defineStore('plan', () => {
  const file = ref<{ text: string; fileName: string } | null>(null);
  const reading = ref<PlanReading | null>(null);
  const busy = ref<'reading' | 'applying' | 'exporting' | null>(null);
  const error = ref<ErrorData | null>(null);
  const passwords = ref<Record<string, string>>({});
  const run = ref<PlanRun | null>(null);
  /** The run is what the screen shows, until another plan is imported. */
  const showRun = ref(false);
  const jobsStore = useJobsStore();
  const sites = useSitesStore();
  let stop: (() => void) | undefined;

  const running = computed(() => run.value !== null && RUNNING.includes(run.value.state));
  const runJobs = computed(() =>
    (run.value?.jobIds ?? []).flatMap((id) => jobsStore.jobs.filter((j) => j.id === id)),
  );
  /** Users whose password the keychain lacks and none is typed yet. */
  const missingPasswords = computed(() =>
    reading.value?.ok
      ? reading.value.users.filter((u) => !u.saved && !passwords.value[u.login])
      : [],
  );

  async function load(): Promise<void> {
    stop ??= subscribe('plan:changed', (next) => {
      if (sites.view && next.siteId !== sites.view.site.id) return;
      run.value = next;
    });
    await jobsStore.load();
    try {
      run.value = (await call('plan:run', {})).run;
      if (run.value && !reading.value) showRun.value = true;
    } catch (thrown) {
      error.value = errorData(thrown, 'plan:run');
    }
  }

  /** Reads a plan's text against the open site: its problems, or what would change. */
  async function read(text: string, fileName: string): Promise<void> {
    busy.value = 'reading';
    error.value = null;
    file.value = { text, fileName };
    passwords.value = {};
    showRun.value = false;
    try {
      reading.value = await call('plan:read', { text, fileName });
    } catch (thrown) {
      reading.value = null;
      error.value = errorData(thrown, 'plan:read');
    } finally {
      busy.value = null;
    }
  }

  async function importFile(chosen: File): Promise<void> {
    await read(await chosen.text(), chosen.name);
  }

  /** Starts the plan's jobs in main; the screen then follows the run. */
  async function apply(): Promise<void> {
    if (!file.value) return;
    busy.value = 'applying';
    error.value = null;
    try {
      const typed = Object.entries(passwords.value)
        .filter(([, password]) => password !== '')
        .map(([login, password]) => ({ login, password }));
      run.value = await call('plan:apply', { ...file.value, passwords: typed });
      passwords.value = {};
      showRun.value = true;
    } catch (thrown) {
      error.value = errorData(thrown, 'plan:apply');
    } finally {
      busy.value = null;
    }
  }

  /** The open site as a plan's YAML, for the screen to save. */
  async function exportSite(): Promise<ChannelOutput<'plan:export'> | undefined> {
    busy.value = 'exporting';
    error.value = null;
    try {
      return await call('plan:export', {});
    } catch (thrown) {
      error.value = errorData(thrown, 'plan:export');
      return undefined;
    } finally {
      busy.value = null;
    }
  }

  // Another site opened: this plan was read against the last one.
  watch(
    () => sites.view?.site.id,
    (id, before) => {
      if (id === before) return;
      reading.value = null;
      file.value = null;
      run.value = null;
      showRun.value = false;
      if (stop) void load();
    },
  );

  return {
    file,
    reading,
    busy,
    error,
    passwords,
    run,
    showRun,
    running,
    runJobs,
    missingPasswords,
    load,
    read,
    importFile,
    apply,
    exportSite,
  };
});
