/**
 * One controller's migration job for the controller view (spec 4.14, D17): its state from
 * `migration:status` (read when the view opens, which also starts following a run going on
 * elsewhere), and the progress of the job that follows it from the jobs store, moved by
 * `job:event` pushes rather than by asking (docs/decisions.md, "Migration job"). Start runs the
 * migration flow (its plan shown, then confirmed); Stop cancels the job, which stops the copy.
 */
import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue';
import type { ChannelOutput } from '../../../../shared/ipc/channels';
import type { FlowStep } from '../../../../shared/ipc/flow.schema';
import type { ErrorData } from '../../../../shared/errors/error-data';
import { FINAL_JOB_STATES, type Job } from '../../../../shared/ipc/job.schema';
import { call, errorData } from '../../api/call';
import { useJobsStore } from '../../stores/jobs.store';

export type MigrationAnswer = ChannelOutput<'migration:status'>;
export type MigrationPlan = Extract<FlowStep, { kind: 'plan' }>;

const KINDS = ['migration', 'migration-watch'];
/** While a run goes on that no job of this app follows (another program holds it). */
const UNWATCHED_REFRESH_MS = 5000;

export function useMigration(id: Ref<string>, loggedIn: Ref<boolean>) {
  const jobs = useJobsStore();
  const answer = ref<MigrationAnswer | null>(null);
  const error = ref<ErrorData | null>(null);
  const plan = ref<MigrationPlan | null>(null);
  const busy = ref(false);
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** This controller's migration jobs, newest first (the store keeps that order). */
  const ours = computed(() =>
    jobs.jobs.filter(
      (j) => KINDS.includes(j.kind) && j.controllers.some((c) => c.controllerId === id.value),
    ),
  );
  const job = computed<Job | undefined>(() =>
    ours.value.find((j) => !FINAL_JOB_STATES.includes(j.state)),
  );
  /** The last job's failure, when the last one failed (no drive, the drive pulled, ...). */
  const lastFailure = computed(() => {
    const last = ours.value[0];
    if (!last || job.value || last.state !== 'failed') return undefined;
    return last.controllers.find((c) => c.controllerId === id.value)?.error;
  });

  async function load(): Promise<void> {
    clearTimeout(timer);
    if (!loggedIn.value) {
      answer.value = null;
      return;
    }
    try {
      answer.value = await call('migration:status', { controllerId: id.value });
      error.value = null;
      if (answer.value.jobId && !jobs.jobs.some((j) => j.id === answer.value?.jobId)) {
        jobs.merge(await call('job:attach', { jobId: answer.value.jobId }));
      }
      if (answer.value.state?.running && !answer.value.jobId) {
        timer = setTimeout(() => void load(), UNWATCHED_REFRESH_MS);
      }
    } catch (thrown) {
      error.value = errorData(thrown, 'migration:status');
    }
  }

  async function act(channel: string, work: () => Promise<void>): Promise<void> {
    busy.value = true;
    try {
      await work();
      error.value = null;
    } catch (thrown) {
      error.value = errorData(thrown, channel);
    } finally {
      busy.value = false;
    }
  }

  /** Shows the plan (now -> after) before anything is sent. */
  const start = () =>
    act('flow:start', async () => {
      const step = await call('flow:start', { flowType: 'migration', controllerIds: [id.value] });
      if (step.kind === 'plan') plan.value = step;
      else if (step.kind === 'abort') error.value = step.reason;
    });

  const confirm = () =>
    act('flow:step', async () => {
      const shown = plan.value;
      if (!shown) return;
      const step = await call('flow:step', { flowId: shown.flowId, values: { confirmed: true } });
      plan.value = null;
      if (step.kind === 'job') jobs.merge(await call('job:attach', { jobId: step.jobId }));
      else if (step.kind === 'abort') error.value = step.reason;
    });

  const dismiss = () =>
    act('flow:cancel', async () => {
      const shown = plan.value;
      plan.value = null;
      if (shown) await call('flow:cancel', { flowId: shown.flowId });
    });

  const stop = () =>
    act('job:cancel', async () => {
      const running = job.value ?? undefined;
      if (running) await jobs.cancel(running.id);
    });

  watch([id, loggedIn], () => void load(), { immediate: true });
  // A job that began or ended changed the controller's state (its last run, its counts): read
  // it once more. The bar itself moves by job:event alone.
  watch(
    () => job.value?.id,
    (now, before) => {
      if (now === before) return;
      // A start is read after the shell's next status read (at most one a second), not before.
      if (now && now !== answer.value?.jobId) timer = setTimeout(() => void load(), 1500);
      else if (!now) void load();
    },
  );
  onBeforeUnmount(() => clearTimeout(timer));

  return { answer, error, plan, busy, job, lastFailure, load, start, confirm, dismiss, stop };
}
