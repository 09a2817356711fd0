/**
 * The discovery screen's state: the laptop's interfaces, the ranges to sweep, and
 * the sweep as a long task with live progress and cancel. Controllers go to the site store as
 * each progress event brings them, and stay when the search is cancelled (a partial result).
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  discoveryTask,
  isLargeRange,
  type DiscoveredController,
  type DiscoveryFinding,
  type DiscoveryResult,
  type InactiveInterface,
  type NetworkInterface,
  type ReportedController,
} from '../../../shared/ipc/discovery.schema';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { TaskProgressOf } from '../../../shared/ipc/task.schema';
import { call, errorData } from '../api/call';
import { startTask, type TaskHandle } from '../api/task';
import {
  checkTypedRange,
  rangeProblemOf,
  type RangeProblem,
  type SearchInput,
} from './discovery-ranges';
import { heardElsewhere as offLink } from '../features/discovery/heard-elsewhere';
import { useJoinStore } from './join.store';
import { useSiteStore } from './site.store';

export type DiscoveryStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';
type Progress = TaskProgressOf<typeof discoveryTask>;

/** What to search: typed ranges, whether this computer's networks too, the ports (443, 8443). */
export type SearchPlan = SearchInput;

export const useDiscoveryStore = defineStore('discovery', () => {
  const site = useSiteStore();
  const interfaces = ref<NetworkInterface[] | null>(null);
  const inactive = ref<InactiveInterface[]>([]);
  const interfacesError = ref<ErrorData | null>(null);
  const ranges = ref<string[]>([]);
  /** What is typed in the range field and not added yet: searched too when the search starts. */
  const draft = ref('');
  const rangeProblem = ref<RangeProblem | null>(null);
  /** The user's confirmation for ranges wider than LARGE_RANGE_PREFIX. */
  const allowLargeRanges = ref(false);
  const hasLargeRange = computed(() => ranges.value.some(isLargeRange));
  const status = ref<DiscoveryStatus>('idle');
  const progress = ref<Progress | null>(null);
  const resultIds = ref<string[]>([]);
  const findings = ref<DiscoveryFinding[]>([]);
  /** Controllers another controller's search reported (spec 4.12), not probed by this computer. */
  const reported = ref<ReportedController[]>([]);
  /** The networks of this computer's interfaces as the search saw them. */
  const networks = ref<string[]>([]);
  /** Heard at an address none of those networks holds: "Reach it from this computer". */
  const heardElsewhere = computed(() => offLink(findings.value, reported.value, networks.value));
  /** The last search was cancelled: its results are what it had found by then. */
  const partial = ref(false);
  const error = ref<ErrorData | null>(null);
  let running: TaskHandle<DiscoveryResult> | undefined;

  async function loadInterfaces(): Promise<void> {
    try {
      const answer = await call('discovery:interfaces', {});
      interfaces.value = answer.interfaces;
      inactive.value = answer.inactive;
      interfacesError.value = null;
    } catch (thrown) {
      interfacesError.value = errorData(thrown, 'discovery:interfaces');
    }
  }

  /** Adds the typed range to the list; false (with the problem at the field) when it cannot be. */
  function addDraft(): boolean {
    const text = draft.value.trim();
    if (text === '') return true;
    const checked = checkTypedRange(text, ranges.value);
    if ('problem' in checked) {
      rangeProblem.value = checked.problem;
      return false;
    }
    ranges.value = [...ranges.value, checked.range];
    draft.value = '';
    rangeProblem.value = null;
    return true;
  }

  function useNetwork(network: string): void {
    if (!ranges.value.includes(network)) ranges.value = [...ranges.value, network];
    rangeProblem.value = null;
  }

  function removeRange(range: string): void {
    ranges.value = ranges.value.filter((r) => r !== range);
  }

  /** Starts the search of the screen: the ranges listed and typed, and this computer's networks. */
  async function startFromScreen(): Promise<void> {
    if (!addDraft()) return;
    if (hasLargeRange.value && !allowLargeRanges.value) {
      rangeProblem.value = 'large';
      return;
    }
    rangeProblem.value = null;
    await start({ ranges: ranges.value, localNetworks: true });
  }

  /**
   * Starts a search (the demo site's, or the screen's through startFromScreen). `offerJoin`:
   * when it ends, the one step from the search is offered for what it found that is not yet
   * trusted (the demo site's search: the engineer asked for a site to work on).
   */
  async function start(plan: SearchPlan, options: { offerJoin?: boolean } = {}): Promise<void> {
    if (status.value === 'running' || status.value === 'cancelling') return;
    error.value = null;
    progress.value = null;
    findings.value = [];
    reported.value = [];
    networks.value = [];
    resultIds.value = [];
    partial.value = false;
    status.value = 'running';
    try {
      const input = { ...plan, allowLargeRanges: allowLargeRanges.value };
      running = await startTask(discoveryTask, input, (next) => {
        progress.value = next;
        show(next.controllers);
      });
      const outcome = await running.outcome;
      if (outcome.kind !== 'failed' && outcome.result) {
        show(outcome.result.controllers);
        // The result is the final word: a controller seen mid-search may have merged into another.
        resultIds.value = outcome.result.controllers.map((c) => c.id);
        findings.value = outcome.result.findings;
        reported.value = outcome.result.reported;
        networks.value = outcome.result.diagnosis.interfaces.map((i) => i.network);
        partial.value = outcome.result.partial;
      } else if (outcome.kind === 'failed') {
        fail(outcome.error);
      }
      status.value = outcome.kind;
      if (options.offerJoin && outcome.kind === 'done') await useJoinStore().offer(resultIds.value);
    } catch (thrown) {
      fail(errorData(thrown, discoveryTask.start.name));
      status.value = 'failed';
    } finally {
      running = undefined;
    }
  }

  /** A refused range goes to its field; anything else to the screen's error. */
  function fail(data: ErrorData): void {
    const problem = rangeProblemOf(data);
    if (problem) rangeProblem.value = problem;
    else error.value = data;
  }

  function show(found: readonly DiscoveredController[]): void {
    if (found.length === 0) return;
    site.addDiscovered(found);
    const fresh = found.map((c) => c.id).filter((id) => !resultIds.value.includes(id));
    if (fresh.length > 0) resultIds.value = [...resultIds.value, ...fresh];
  }

  async function cancel(): Promise<void> {
    if (!running || status.value !== 'running') return;
    status.value = 'cancelling';
    try {
      await running.cancel();
    } catch (thrown) {
      error.value = errorData(thrown, discoveryTask.cancel.name);
    }
  }

  return {
    interfaces,
    inactive,
    interfacesError,
    ranges,
    draft,
    rangeProblem,
    allowLargeRanges,
    hasLargeRange,
    status,
    progress,
    resultIds,
    findings,
    heardElsewhere,
    partial,
    error,
    loadInterfaces,
    addDraft,
    useNetwork,
    removeRange,
    startFromScreen,
    start,
    cancel,
  };
});
