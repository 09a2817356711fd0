/**
 * The migration wizard (spec 4.14, D17): copy the controllers' event logs to their storage
 * drives. No form: the plan reads each controller's job (state, last run, records) and shows
 * now -> after; confirming starts one job counted in records that starts each copy under the
 * controller's lock and follows it to its end (migration-run.ts). A controller already copying
 * is followed, not started twice; one without the migration section (1.5, 1.6: D11) is skipped
 * with the reason.
 *
 * `migration-watch` is the same job without the start, for a run going on already (started by
 * another client, or before Turnkey restarted); it answers the job already following a
 * controller rather than start a second one.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { MigrationState } from '../../shared/ipc/migration.schema';
import type { ControllerConnection } from '../connection/controller-connection';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { JobRunner } from '../jobs/job-runner';
import { countsText } from './migration-errors';
import type { MigrationPoller } from './migration-poller';
import { readMigrationState } from './migration-reading';
import { runMigration } from './migration-run';
import type { MigrationWatchers } from './migration-watchers';
import { sectionNotServed } from '../client/capabilities';
import { MIGRATION_WORDS } from './migration.words';
import { flowOfSteps, planStep, type StepFunction } from '../flows/step-table';

export interface MigrationFlowDeps {
  controller(controllerId: string): Promise<{ connection: ControllerConnection; label: string }>;
  jobs: () => Promise<Pick<JobRunner, 'start' | 'waitFor'>>;
  poller: MigrationPoller;
  watchers: MigrationWatchers;
}

export const MIGRATION_TITLE: LocalizedText = MIGRATION_WORDS.copyEventLogsStorage;
export const WATCH_TITLE: LocalizedText = MIGRATION_WORDS.eventLogsCopyingStorage;

const STATES: Record<MigrationState['status'], LocalizedText> = {
  idle: MIGRATION_WORDS.idle,
  running: MIGRATION_WORDS.copying,
  completed: MIGRATION_WORDS.completed,
  error: MIGRATION_WORDS.error,
};

function stateWords(state: MigrationState): LocalizedText {
  const words = STATES[state.status];
  if (!state.message) return words;
  return MIGRATION_WORDS.withControllerMessage(words, state.message);
}

function planRows(controllerId: string, controllerLabel: string, state: MigrationState): PlanRow[] {
  const base = { controllerId, controllerLabel };
  const counts = countsText(state.processed, state.total);
  return [
    {
      ...base,
      field: 'state',
      fieldLabel: MIGRATION_WORDS.state,
      now: stateWords(state),
      after: MIGRATION_WORDS.completed,
    },
    {
      ...base,
      field: 'lastRun',
      fieldLabel: MIGRATION_WORDS.lastRun,
      now: state.lastRun ?? MIGRATION_WORDS.never,
      after: MIGRATION_WORDS.now,
    },
    {
      ...base,
      field: 'records',
      fieldLabel: MIGRATION_WORDS.recordsCopied,
      now: state.total === undefined ? MIGRATION_WORDS.noneYet : counts,
      after: MIGRATION_WORDS.everyEventRecordController,
      warning: MIGRATION_WORDS.storageDriveMustConnected,
    },
  ];
}

/** Starts a migration job (or a watch) on these controllers and notes who follows them. */
async function startJob(
  deps: MigrationFlowDeps,
  kind: 'migration' | 'migration-watch',
  targets: Array<{ controllerId: string; label: string }>,
): Promise<Job> {
  const runner = await deps.jobs();
  const job = runner.start({
    kind,
    title: kind === 'migration' ? MIGRATION_TITLE : WATCH_TITLE,
    unit: 'records',
    lock: 'refuse',
    controllers: targets,
    stopNow: MIGRATION_WORDS.stopNowTellsController,
    stoppedCodes: ['migration_stopped_elsewhere'],
    run: async (ctx) => {
      try {
        const { connection } = await deps.controller(ctx.controllerId);
        return await runMigration(ctx, {
          connection,
          poller: deps.poller,
          start: kind === 'migration',
        });
      } finally {
        deps.watchers.release(ctx.controllerId, ctx.jobId);
      }
    },
    summarize: (ended) => migrationSummary(ended),
  });
  deps.watchers.follow(
    targets.map((t) => t.controllerId),
    job.id,
    runner.waitFor(job.id),
  );
  return job;
}

/** The job's closing words: how it ended, with records copied of the total. */
export function migrationSummary(job: Job): LocalizedText {
  const counts = countsText(job.progress.done, job.progress.total);
  switch (job.state) {
    case 'succeeded':
      return MIGRATION_WORDS.completedCopied(counts);
    case 'cancelled':
      return MIGRATION_WORDS.stopped(counts);
    default: {
      const failed = job.controllers.find((c) => c.error)?.error?.message;
      return failed ? failed : MIGRATION_WORDS.failed(counts);
    }
  }
}

type Target = { controllerId: string; label: string };

/** One run: its controllers, those the plan starts copying and those it follows (copying). */
interface MigrationRun {
  deps: MigrationFlowDeps;
  controllerIds: string[];
  starting: Target[];
  following: Target[];
}

/** A controller's migration now; none when its firmware has no migration section (D11). */
async function stateOf(
  deps: MigrationFlowDeps,
  controllerId: string,
  connection: ControllerConnection,
): Promise<MigrationState | undefined> {
  const client = await connection.ready();
  try {
    return await readMigrationState(client, () =>
      deps.poller.status(controllerId, () => client.api.migration.status()),
    );
  } catch (error) {
    if (!sectionNotServed(error)) throw error;
    return undefined;
  }
}

/** Each controller's job now -> after; one copying already is followed, one without it skipped. */
async function planMigration(run: MigrationRun): Promise<FlowResult> {
  const { deps } = run;
  const rows: PlanRow[] = [];
  const notes: LocalizedText[] = [];
  run.starting = [];
  run.following = [];
  for (const controllerId of run.controllerIds) {
    const { connection, label } = await deps.controller(controllerId);
    const state = await stateOf(deps, controllerId, connection);
    if (!state) {
      notes.push(MIGRATION_WORDS.skippedNoMigration(label));
      continue;
    }
    if (state.running) {
      run.following.push({ controllerId, label });
      const counts = countsText(state.processed, state.total);
      notes.push(MIGRATION_WORDS.alreadyCopying(label, counts));
      continue;
    }
    run.starting.push({ controllerId, label });
    rows.push(...planRows(controllerId, label, state));
  }
  const count = run.starting.length;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: MIGRATION_TITLE,
    rows,
    notes,
    confirmLabel:
      count === 0 && run.following.length > 0
        ? MIGRATION_WORDS.followCopy
        : count === 1
          ? MIGRATION_WORDS.startCopying
          : MIGRATION_WORDS.startCopyingOn(count),
  };
}

/** Starts the copies, and a watch of those copying not followed already. */
async function applyMigration({ deps, starting, following }: MigrationRun): Promise<FlowResult> {
  const toFollow = following.filter((t) => !deps.watchers.jobOf(t.controllerId));
  let job: Job | undefined;
  if (starting.length > 0) job = await startJob(deps, 'migration', starting);
  const watch = toFollow.length > 0 ? await startJob(deps, 'migration-watch', toFollow) : undefined;
  const jobId = job?.id ?? watch?.id ?? deps.watchers.jobOf(following[0]?.controllerId ?? '');
  if (!jobId) throw new Error('the migration flow had nothing to start');
  return { kind: 'job', stepId: 'apply', title: MIGRATION_TITLE, jobId };
}

export function migrationFlow(deps: MigrationFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'migration',
    title: MIGRATION_TITLE,
    start: ({ controllerIds }): MigrationRun => {
      if (controllerIds.length === 0) throw new Error('the migration flow needs a controller');
      return { deps, controllerIds, starting: [], following: [] };
    },
    first: 'plan',
    steps: { plan: planStep(applyMigration, planMigration) },
  });
}

/** One run of the watch: its controllers. */
interface WatchRun {
  deps: MigrationFlowDeps;
  controllerIds: string[];
}

/** A step that is its job: shown, it follows the runs going on (watchMigration). */
const watchStep: StepFunction<WatchRun> = async ({ deps, controllerIds }) => {
  const jobId = await watchMigration(deps, controllerIds);
  return { kind: 'job', stepId: 'watch', title: WATCH_TITLE, jobId };
};

export function migrationWatchFlow(deps: MigrationFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'migration-watch',
    title: WATCH_TITLE,
    start: ({ controllerIds }: { controllerIds: string[] }): WatchRun => ({ deps, controllerIds }),
    first: 'watch',
    steps: { watch: watchStep },
  });
}

/**
 * Follows the runs going on these controllers: the job already following one is answered as it
 * is; the others get one new watch job.
 */
export async function watchMigration(
  deps: MigrationFlowDeps,
  controllerIds: readonly string[],
): Promise<string> {
  const fresh: Array<{ controllerId: string; label: string }> = [];
  let existing: string | undefined;
  for (const controllerId of controllerIds) {
    const jobId = deps.watchers.jobOf(controllerId);
    if (jobId) {
      existing ??= jobId;
      continue;
    }
    const { label } = await deps.controller(controllerId);
    fresh.push({ controllerId, label });
  }
  if (fresh.length > 0) return (await startJob(deps, 'migration-watch', fresh)).id;
  if (!existing) throw new Error('no controller to watch');
  return existing;
}
