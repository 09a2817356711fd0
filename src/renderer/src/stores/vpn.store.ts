/**
 * The open site's VPN clusters (`vpn:cluster`, spec 4.12): every master with its members and their
 * sync state and counts, every site controller with its role or why it could not be read, each
 * member's one shown state (features/vpn/vpn-member-state.ts); and the verification reports of
 * the last VPN job that compared members with their master. Read again when the site changes
 * and while a VPN job moves (a sync's counts grow), at most once a second, and once more when it
 * ends.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ChannelOutput } from '../../../shared/ipc/channels';
import type { ErrorData } from '../../../shared/errors/error-data';
import { FINAL_JOB_STATES, type Job } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';
import { memberStates, type MemberStateOf } from '../features/vpn/vpn-member-state';
import {
  isVerifyingJob,
  isVpnJob,
  latestVerifications,
  verificationsOf,
  type JobVerifications,
} from '../features/vpn/vpn-verifications';
import { latestAnswer } from './latest-answer';

export type VpnClusterView = ChannelOutput<'vpn:cluster'>;
export type VpnMasterView = VpnClusterView['masters'][number];
export type VpnSiteControllerView = VpnClusterView['controllers'][number];

/** Reads of the clusters are at least this far apart, however many job events arrive. */
const MIN_READ_INTERVAL_MS = 1000;

export const useVpnStore = defineStore('vpn', () => {
  const cluster = ref<VpnClusterView | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  /** The reports of the newest verifying VPN job that ended. */
  const results = ref<JobVerifications | null>(null);
  /** A verifying VPN job under way: its reports come when it ends. */
  const runningJob = ref<Job | null>(null);
  const stops: (() => void)[] = [];
  let lastReadAt = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;

  const ask = latestAnswer<VpnClusterView | null>((next) => (cluster.value = next));

  const masters = computed(() => cluster.value?.masters ?? []);
  const controllers = computed(() => cluster.value?.controllers ?? []);
  /** Controllers that can be made a master: read (so logged in) and not a member of another. */
  const masterCandidates = computed(() =>
    controllers.value.filter((c) => !c.error && c.role !== 'member'),
  );

  /** Derived once per read: the diagram, the member table and the site's controllers ask it. */
  const stateOf = computed(() =>
    memberStates({ masters: masters.value, controllers: controllers.value }),
  );
  const memberStateOf: MemberStateOf = (serial, masterId) => stateOf.value(serial, masterId);

  function labelOf(controllerId: string): string | undefined {
    return controllers.value.find((c) => c.controllerId === controllerId)?.label;
  }

  async function refresh(): Promise<void> {
    lastReadAt = Date.now();
    busy.value = true;
    error.value = null;
    try {
      await ask(() => call('vpn:cluster', {}));
    } catch (thrown) {
      error.value = errorData(thrown, 'vpn:cluster');
    } finally {
      busy.value = false;
    }
  }

  /** Reads again once, no sooner than a second after the last read. */
  function soon(): void {
    if (pending) return;
    const wait = Math.max(0, lastReadAt + MIN_READ_INTERVAL_MS - Date.now());
    pending = setTimeout(() => {
      pending = undefined;
      void refresh();
    }, wait);
  }

  async function loadResults(): Promise<void> {
    try {
      const { jobs } = await call('job:list', {});
      results.value = latestVerifications(jobs);
      runningJob.value =
        jobs.find((j) => isVerifyingJob(j) && !FINAL_JOB_STATES.includes(j.state)) ?? null;
    } catch (thrown) {
      error.value = errorData(thrown, 'job:list');
    }
  }

  function onJob(job: Job): void {
    const ended = FINAL_JOB_STATES.includes(job.state);
    if (isVerifyingJob(job)) {
      if (ended) {
        results.value = verificationsOf(job);
        if (runningJob.value?.id === job.id) runningJob.value = null;
      } else {
        runningJob.value = job;
      }
    }
    // Any job's end may change a cluster (a controller moved); a VPN job changes it as it runs.
    if (ended || isVpnJob(job)) soon();
  }

  /** Reads the clusters and the last reports, and follows what changes them until `stop`. */
  async function start(): Promise<void> {
    if (stops.length === 0) {
      stops.push(subscribe('site:changed', soon));
      stops.push(subscribe('job:event', onJob));
    }
    await Promise.all([refresh(), loadResults()]);
  }

  function stop(): void {
    while (stops.length > 0) stops.pop()?.();
    if (pending) clearTimeout(pending);
    pending = undefined;
  }

  return {
    cluster,
    busy,
    error,
    results,
    runningJob,
    masters,
    controllers,
    masterCandidates,
    labelOf,
    memberStateOf,
    start,
    stop,
    refresh,
  };
});
