/**
 * The open wizard: the step the shell answered last, and its job while one runs. The flow id is
 * kept in the wizard's address and in the tab's session storage, so a page reload finds the same
 * wizard at the same step (`flow:get`) and its job still running (docs/decisions.md,
 * "Commissioning engine: flows"). The kind of the first step is kept with it: a flow that starts
 * with its job (a search) has no settings or plan to show in the stepper. A finished job's
 * failed controllers open here too, in its wizard with its form (`retry`).
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { FlowStep } from '../../../shared/ipc/flow.schema';
import type { ErrorData } from '../../../shared/errors/error-data';
import type { Job, StopMode } from '../../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../../shared/ipc/job.schema';
import { call, errorData, subscribe } from '../api/call';

const STORAGE_KEY = 'turnkey.flowId';
const FIRST_KEY = 'turnkey.flowFirstStep';

type StepKind = FlowStep['kind'];

/** The first step's kind of the flow this tab opened, if it is that flow. */
function storedFirstKind(flowId: string): StepKind | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(FIRST_KEY) ?? 'null') as {
      flowId?: unknown;
      kind?: unknown;
    } | null;
    return kept?.flowId === flowId && typeof kept.kind === 'string'
      ? (kept.kind as StepKind)
      : null;
  } catch {
    return null;
  }
}

export const useFlowStore = defineStore('flow', () => {
  const step = ref<FlowStep | null>(null);
  const job = ref<Job | null>(null);
  const busy = ref(false);
  const error = ref<ErrorData | null>(null);
  /** What the flow showed first (`form` when not known, as most flows begin with a form). */
  const firstKind = ref<StepKind>('form');
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

  function followedJobId(): string | undefined {
    const current = step.value;
    return current?.kind === 'job' || current?.kind === 'done' ? current.jobId : undefined;
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
      const attached = await call('job:attach', { jobId });
      // Another wizard may have been opened meanwhile: its job is not this one.
      if (followedJobId() !== jobId) return;
      job.value = attached;
      if (FINAL_JOB_STATES.includes(attached.state)) await settle();
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

  /** Opens a new wizard in place of the one shown (whose job, if any, goes on under Jobs). */
  async function start(flowType: string, controllerIds: string[], subject?: string): Promise<void> {
    close();
    await run('flow:start', () =>
      call('flow:start', { flowType, controllerIds, ...(subject ? { subject } : {}) }),
    );
    const first = step.value;
    if (!first) return;
    firstKind.value = first.kind;
    sessionStorage.setItem(FIRST_KEY, JSON.stringify({ flowId: first.flowId, kind: first.kind }));
  }

  /**
   * Opens the wizard of a finished job on its failed controllers, its forms answered as they
   * were: the plan to confirm, or the form with a password to type again (docs/decisions.md,
   * "Retry what failed"). A plan nothing came before starts the stepper at the plan.
   */
  async function retry(jobId: string): Promise<void> {
    close();
    await run('flow:retry', () => call('flow:retry', { jobId }));
    const shown = step.value;
    if (!shown) return;
    firstKind.value = shown.kind === 'plan' && !shown.canGoBack ? 'plan' : 'form';
    sessionStorage.setItem(
      FIRST_KEY,
      JSON.stringify({ flowId: shown.flowId, kind: firstKind.value }),
    );
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

  /**
   * Stops the wizard's job and stays on it: its rows, then the flow's result, show what came of
   * each controller (docs/decisions.md, "Stopping a job").
   */
  async function stopJob(mode: StopMode): Promise<void> {
    const running = job.value;
    if (!running) return;
    try {
      await call('job:cancel', { jobId: running.id, mode });
    } catch (thrown) {
      error.value = errorData(thrown, 'job:cancel');
    }
  }

  /** Leaves the wizard (a form or a plan: nothing was sent). */
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
    error.value = null;
    firstKind.value = 'form';
    sessionStorage.removeItem(STORAGE_KEY);
  }

  /**
   * After a reload: the wizard named (by the page's address), or else the one this tab had open,
   * if the shell still has it. True when a wizard is shown.
   */
  async function restore(named?: string): Promise<boolean> {
    const flowId = named ?? sessionStorage.getItem(STORAGE_KEY);
    if (!flowId) return false;
    if (step.value?.flowId === flowId) return true;
    try {
      const found = await call('flow:get', { flowId });
      close();
      firstKind.value = storedFirstKind(flowId) ?? 'form';
      show(found);
      return true;
    } catch {
      if (sessionStorage.getItem(STORAGE_KEY) === flowId) sessionStorage.removeItem(STORAGE_KEY);
      return false;
    }
  }

  return {
    step,
    job,
    busy,
    error,
    firstKind,
    start,
    retry,
    submit,
    back,
    stopJob,
    cancel,
    close,
    restore,
  };
});
