/**
 * The open wizard: the step the shell answered last, and its job while one runs. The flow id is
 * kept in the tab's session storage, so a page reload finds the same wizard at the same step
 * (`flow:get`) and its job still running (docs/decisions.md, "Commissioning engine: flows").
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { FlowStep } from '../../../shared/ipc/flow.schema';
import type { IpcErrorData } from '../../../shared/ipc/ipc-error';
import type { Job } from '../../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';

const STORAGE_KEY = 'turnkey.flowId';

export const useFlowStore = defineStore('flow', () => {
  const step = ref<FlowStep | null>(null);
  const job = ref<Job | null>(null);
  const busy = ref(false);
  const error = ref<IpcErrorData | null>(null);
  let stopFollowing: (() => void) | undefined;

  async function run(channel: string, work: () => Promise<FlowStep>): Promise<void> {
    busy.value = true;
    error.value = null;
    try {
      show(await work());
    } catch (thrown) {
      error.value = errorData(thrown, channel);
    } finally {
      busy.value = false;
    }
  }

  function show(next: FlowStep): void {
    step.value = next;
    sessionStorage.setItem(STORAGE_KEY, next.flowId);
    if (next.kind === 'job' || (next.kind === 'done' && next.jobId)) {
      void follow(next.jobId as string);
    } else if (next.kind !== 'done') {
      job.value = null;
    }
  }

  /** Attaches to the step's job and follows its events; at its end asks for the flow's result. */
  async function follow(jobId: string): Promise<void> {
    if (job.value?.id === jobId && stopFollowing) return;
    stopFollowing?.();
    stopFollowing = subscribe('job:event', (changed) => {
      if (changed.id !== jobId) return;
      job.value = changed;
      if (FINAL_JOB_STATES.includes(changed.state)) void settle();
    });
    try {
      job.value = await call('job:attach', { jobId });
      if (FINAL_JOB_STATES.includes(job.value.state)) await settle();
    } catch (thrown) {
      error.value = errorData(thrown, 'job:attach');
    }
  }

  async function settle(): Promise<void> {
    stopFollowing?.();
    stopFollowing = undefined;
    const current = step.value;
    if (current?.kind === 'job')
      await run('flow:get', () => call('flow:get', { flowId: current.flowId }));
  }

  function start(flowType: string, controllerIds: string[]): Promise<void> {
    job.value = null;
    return run('flow:start', () => call('flow:start', { flowType, controllerIds }));
  }

  function submit(values: Record<string, unknown>): Promise<void> {
    const current = step.value;
    if (!current) return Promise.resolve();
    return run('flow:step', () => call('flow:step', { flowId: current.flowId, values }));
  }

  function back(): Promise<void> {
    const current = step.value;
    if (!current) return Promise.resolve();
    return run('flow:back', () => call('flow:back', { flowId: current.flowId }));
  }

  /** Leaves the wizard; a running job stops before its next controller. */
  async function cancel(): Promise<void> {
    const current = step.value;
    close();
    if (current) await call('flow:cancel', { flowId: current.flowId }).catch(() => undefined);
  }

  /** Forgets the wizard here (its job, if any, goes on and stays under Jobs). */
  function close(): void {
    stopFollowing?.();
    stopFollowing = undefined;
    step.value = null;
    job.value = null;
    sessionStorage.removeItem(STORAGE_KEY);
  }

  /** After a reload: the wizard this tab had open, if the shell still has it. */
  async function restore(): Promise<void> {
    const flowId = sessionStorage.getItem(STORAGE_KEY);
    if (!flowId || step.value) return;
    try {
      show(await call('flow:get', { flowId }));
    } catch {
      sessionStorage.removeItem(STORAGE_KEY);
    }
  }

  return { step, job, busy, error, start, submit, back, cancel, close, restore };
});
