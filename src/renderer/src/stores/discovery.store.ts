/**
 * The discovery screen's state (issue item 5): the laptop's interfaces, the ranges to sweep, and
 * the sweep as a long task with live progress and cancel. Results go to the site store.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import {
  discoveryTask,
  type DiscoveredController,
  type DiscoveryFinding,
  type NetworkInterface,
} from '../../../shared/ipc/discovery.schema';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import type { TaskProgressOf } from '../../../shared/ipc/task.schema';
import { call, errorData } from '../api/call';
import { startTask, type TaskHandle } from '../api/task';
import { useSiteStore } from './site.store';

export type DiscoveryStatus = 'idle' | 'running' | 'cancelling' | 'done' | 'cancelled' | 'failed';
type Progress = TaskProgressOf<typeof discoveryTask>;
type Result = { controllers: DiscoveredController[]; findings: DiscoveryFinding[] };

export const useDiscoveryStore = defineStore('discovery', () => {
  const site = useSiteStore();
  const interfaces = ref<NetworkInterface[] | null>(null);
  const interfacesError = ref<IpcErrorData | null>(null);
  const ranges = ref<string[]>([]);
  const status = ref<DiscoveryStatus>('idle');
  const progress = ref<Progress | null>(null);
  const resultIds = ref<string[]>([]);
  const findings = ref<DiscoveryFinding[]>([]);
  const error = ref<IpcErrorData | null>(null);
  let running: TaskHandle<Result> | undefined;

  async function loadInterfaces(): Promise<void> {
    try {
      interfaces.value = (await call('discovery:interfaces', {})).interfaces;
      interfacesError.value = null;
    } catch (thrown) {
      interfacesError.value = errorData(thrown, 'discovery:interfaces');
    }
  }

  /** Starts a sweep of `ranges` (default: the ranges entered on the screen). */
  async function start(sweep: string[] = ranges.value): Promise<void> {
    if (status.value === 'running' || status.value === 'cancelling') return;
    error.value = null;
    progress.value = null;
    findings.value = [];
    resultIds.value = [];
    status.value = 'running';
    try {
      running = await startTask(discoveryTask, { ranges: sweep }, (next) => {
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
    interfacesError,
    ranges,
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
