/**
 * One controller's part of a migration job (spec 4.14, D17): start the copy (unless watching a
 * run already going), then follow `GET /migration/status` through the shared poller at most once
 * a second, handing the counts to the runner (which works out the rate and the time left), until
 * the controller says completed, error or stopped. "Stop now" sends `POST /migration/stop` and
 * ends the job stopped (`cancelled`) with the counts; the stop after the current controller lets
 * the copy finish. Every ending is journalled with
 * processed of total (docs/decisions.md, "Migration job").
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { MigrationState } from '../../shared/ipc/migration.schema';
import { ClientError } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import type { ControllerConnection } from '../connection/controller-connection';
import type { SubJobContext } from '../jobs/job-spec';
import {
  countsText,
  isNoDrive,
  migrationFailedError,
  noDriveError,
  notRunningError,
  stillCopyingError,
  stoppedElsewhereError,
  stoppedHereError,
} from './migration-errors';
import type { MigrationPoller } from './migration-poller';
import { countsOf, migrationStateOf, type MigrationStatusAnswer } from './migration-reading';
import { MIGRATION_WORDS } from './migration.words';
import { abortablePause } from '../abortable-pause';

/** The least wait between two reads of the migration's state, whatever the poller asks. */
const MIN_WAIT_MS = 100;
/** Reads that fail in a row for this long (a reboot, a cable) end the job with that failure. */
export const UNREACHABLE_LIMIT_MS = 60_000;

export interface MigrationRunDeps {
  connection: ControllerConnection;
  poller: MigrationPoller;
  /** Start the copy first (`migration`), or only follow one going on (`migration-watch`). */
  start: boolean;
}

type Counts = { processed?: number; total?: number };

function recorded(state: Counts & { status?: string; message?: string }) {
  const out: Record<string, JsonValue> = {};
  if (state.status !== undefined) out['status'] = state.status;
  if (state.processed !== undefined) out['processedRecords'] = state.processed;
  if (state.total !== undefined) out['totalRecords'] = state.total;
  if (state.message !== undefined) out['message'] = state.message;
  return out;
}

function progressStep(counts: Counts): LocalizedText {
  const text = countsText(counts.processed, counts.total);
  return MIGRATION_WORDS.copyingStep(text);
}

export async function runMigration(
  ctx: SubJobContext,
  deps: MigrationRunDeps,
): Promise<{ result: Record<string, JsonValue> }> {
  const id = ctx.controllerId;
  const client = await deps.connection.ready(ctx.signal);
  const readStatus = () => client.api.migration.status();
  const fail = async (error: ErrorData, state: Counts & { status?: string; message?: string }) => {
    await ctx.journal({
      action: 'migration.failed',
      after: recorded(state),
      outcome: 'failed',
      summary: error.message,
      error,
    });
    throw new AppFailure(error);
  };

  let counts: Counts = {};
  if (deps.start) {
    ctx.step(MIGRATION_WORDS.startingCopy);
    try {
      await client.api.migration.start();
    } catch (error) {
      if (isNoDrive(error) && error instanceof ClientError) {
        const said = (error as ClientError<'server_fault'>).details.reason ?? error.message;
        return fail(noDriveError(said), { status: 'error', message: said });
      }
      if (error instanceof ClientError) return fail(error.toData(), {});
      throw error;
    }
    await ctx.journal({
      action: 'migration.started',
      outcome: 'info',
      summary: MIGRATION_WORDS.migrationEventLogsStorage,
    });
  } else {
    ctx.step(MIGRATION_WORDS.followingCopy);
  }

  let failingSince: number | undefined;
  let first = true;
  for (;;) {
    if (ctx.signal.aborted) return stop(ctx, client, deps.poller, counts);
    let answer: MigrationStatusAnswer;
    try {
      // After a start, a read from before it (the plan's, a screen's) would show the last run.
      answer =
        first && deps.start
          ? await deps.poller.fresh(id, readStatus)
          : await deps.poller.status(id, readStatus);
      failingSince = undefined;
    } catch (error) {
      if (!(error instanceof ClientError)) throw error;
      failingSince ??= Date.now();
      if (Date.now() - failingSince > UNREACHABLE_LIMIT_MS) return fail(error.toData(), counts);
      await abortablePause(Math.max(MIN_WAIT_MS, deps.poller.waitMs(id)), ctx.signal);
      continue;
    }
    const now = countsOf(answer);
    if (now.processed !== undefined && now.total !== undefined) {
      counts = { processed: now.processed, total: now.total };
      ctx.progress(now.processed, now.total);
      ctx.step(progressStep(counts));
    }
    if (answer.jobInfo?.isRunning !== true) {
      const state = migrationStateOf(await client.api.migration.running(), answer);
      // A watch that finds nothing going on changed nothing: there is no ending to journal.
      if (!state.running && first && !deps.start) throw new AppFailure(notRunningError(state));
      if (!state.running) return ended(ctx, state, counts, fail);
    }
    first = false;
    await abortablePause(Math.max(MIN_WAIT_MS, deps.poller.waitMs(id)), ctx.signal);
  }
}

/** The controller's run is over: completed, error (its message) or stopped by someone else. */
async function ended(
  ctx: SubJobContext,
  state: MigrationState,
  counts: Counts,
  fail: (error: ErrorData, state: Counts & { status?: string; message?: string }) => Promise<never>,
): Promise<{ result: Record<string, JsonValue> }> {
  const final = {
    ...counts,
    status: state.status,
    ...(state.message ? { message: state.message } : {}),
  };
  if (state.status === 'completed') {
    const text = countsText(final.processed, final.total);
    await ctx.journal({
      action: 'migration.completed',
      after: recorded(final),
      outcome: 'succeeded',
      summary: MIGRATION_WORDS.eventLogsCopiedStorage(text),
    });
    ctx.step(MIGRATION_WORDS.completedStep(text));
    return { result: recorded(final) };
  }
  if (state.status === 'error') {
    return fail(migrationFailedError(state.message, final.processed, final.total), final);
  }
  // Stopped by someone else (`turnkey migration stop`, another client): a stop, not a fault;
  // the job ends stopped with where it stopped (docs/decisions.md, "Stopping a job").
  return stopped(ctx, final, stoppedElsewhereError(state.message, final.processed, final.total));
}

/**
 * "Stop now": tell the controller to stop, read where it stopped (it must read not running),
 * journal, end stopped.
 */
async function stop(
  ctx: SubJobContext,
  client: ControllerClient,
  poller: MigrationPoller,
  counts: Counts,
): Promise<never> {
  ctx.step(MIGRATION_WORDS.stoppingCopy);
  let final: Counts & { status?: string; message?: string } = counts;
  try {
    await client.api.migration.stop();
    const answer = await poller.fresh(ctx.controllerId, () => client.api.migration.status());
    const now = countsOf(answer);
    final = {
      processed: now.processed ?? counts.processed,
      total: now.total ?? counts.total,
      ...(answer.message ? { message: answer.message } : {}),
      status: answer.jobInfo?.isRunning ? 'running' : 'idle',
    };
    if (final.processed !== undefined && final.total !== undefined) {
      ctx.progress(final.processed, final.total);
    }
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    const data = error.toData();
    await ctx.journal({
      action: 'migration.failed',
      after: recorded(final),
      outcome: 'failed',
      summary: MIGRATION_WORDS.migrationCouldNotStopped(data.message),
      error: data,
    });
    throw new AppFailure(data);
  }
  if (final.status === 'running') {
    // Read back: the controller took the stop but goes on copying; say so rather than "stopped".
    const still = stillCopyingError(final.processed, final.total);
    await ctx.journal({
      action: 'migration.failed',
      after: recorded(final),
      outcome: 'failed',
      summary: still.message,
      error: still,
    });
    throw new AppFailure(still);
  }
  return stopped(ctx, final, stoppedHereError(final.processed, final.total));
}

/** Journals a migration that ended stopped, where it stopped, and ends the job stopped. */
async function stopped(
  ctx: SubJobContext,
  final: Parameters<typeof recorded>[0],
  error: ReturnType<typeof stoppedHereError>,
): Promise<never> {
  await ctx.journal({
    action: 'migration.stopped',
    after: recorded(final),
    outcome: 'cancelled',
    summary: error.message,
  });
  throw new AppFailure(error);
}
