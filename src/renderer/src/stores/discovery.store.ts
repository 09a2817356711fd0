/**
 * The discovery screen's state: the laptop's interfaces, the ranges to sweep, and
 * the sweep as a long task with live progress and cancel. Results go to the site store.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import {
  discoveryTask,
  isLargeRange,
  type DiscoveryFinding,
  type DiscoveryResult,
  type InactiveInterface,
  type NetworkInterface,
} from '../../../shared/ipc/discovery.schema';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import type { TaskProgressOf } from '../../../shared/ipc/task.schema';
import { call, errorData } from '../api/call';
import { startTask, type TaskHandle } from '../api/task';
import { useSiteStore } from './site.store';

export type DiscoveryStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';
type Progress = TaskProgressOf<typeof discoveryTask>;

/** What to search: typed ranges, and whether the networks of this computer are searched too. */
export interface SearchPlan {
  ranges: string[];
  localNetworks: boolean;
  /** Ports to probe; the shell's defaults (443, 8443) when absent. */
  ports?: number[];
}

export const useDiscoveryStore = defineStore('discovery', () => {
  const site = useSiteStore();
  const interfaces = ref<NetworkInterface[] | null>(null);
  const inactive = ref<InactiveInterface[]>([]);
  const interfacesError = ref<IpcErrorData | null>(null);
  const ranges = ref<string[]>([]);
  /** The user's confirmation for ranges wider than LARGE_RANGE_PREFIX. */
  const allowLargeRanges = ref(false);
  const hasLargeRange = computed(() => ranges.value.some(isLargeRange));
  const status = ref<DiscoveryStatus>('idle');
  const progress = ref<Progress | null>(null);
  const resultIds = ref<string[]>([]);
  const findings = ref<DiscoveryFinding[]>([]);
  const error = ref<IpcErrorData | null>(null);
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

  /** Starts a search (default: the ranges entered on the screen and this computer's networks). */
  async function start(
    plan: SearchPlan = { ranges: ranges.value, localNetworks: true },
  ): Promise<void> {
    if (status.value === 'running' || status.value === 'cancelling') return;
    error.value = null;
    progress.value = null;
    findings.value = [];
    resultIds.value = [];
    status.value = 'running';
    try {
      const input = { ...plan, allowLargeRanges: allowLargeRanges.value };
      running = await startTask(discoveryTask, input, (next) => {
        progress.value = next;
      });
      const outcome = await running.outcome;
      if (outcome.kind === 'done') {
        site.addDiscovered(outcome.result.controllers);
        resultIds.value = outcome.result.controllers.map((c) => c.id);
        findings.value = outcome.result.findings;
      } else if (outcome.kind === 'failed') {
        error.value = outcome.error;
      }
      status.value = outcome.kind;
    } catch (thrown) {
      error.value = errorData(thrown, discoveryTask.start.name);
      status.value = 'failed';
    } finally {
      running = undefined;
    }
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
    allowLargeRanges,
    hasLargeRange,
    status,
    progress,
    resultIds,
    findings,
    error,
    loadInterfaces,
    start,
    cancel,
  };
});
