/**
 * The controller's migration job as read from it (spec 4.14): `GET /migration/running` for its
 * state (spec 3: idle, running, completed, error) and the controller's message, and
 * `GET /migration/status` for the counts, last and next run. Both answers are read loosely
 * (fields beyond the spec are ignored), and before the first run the status read holds only a
 * message: the counts are then absent, not zero.
 */
import type { ResponseOf } from '../../shared/api';
import type { MigrationState } from '../../shared/ipc/migration.schema';
import type { ControllerClient } from '../client/controller-client';

export type MigrationStatusAnswer = ResponseOf<'migration.status'>;
export type MigrationRunningAnswer = ResponseOf<'migration.running'>;

/** Counts and runs of a status answer, without its absent fields. */
export function countsOf(
  status: MigrationStatusAnswer,
): Omit<MigrationState, 'status' | 'running' | 'message'> {
  const info = status.jobInfo;
  if (!info) return {};
  return {
    lastRun: info.lastRun,
    nextRun: info.nextRun,
    processed: info.processedRecords,
    total: info.totalRecords,
    progress: info.progress,
  };
}

/** One state from the two answers; the status read's `isRunning` wins when they disagree. */
export function migrationStateOf(
  running: MigrationRunningAnswer,
  status: MigrationStatusAnswer,
): MigrationState {
  const isRunning = status.jobInfo?.isRunning ?? running.isRunning;
  // Before any run the status read holds only a message saying so: not worth showing.
  const message = running.message ?? (status.jobInfo ? status.message : undefined);
  return {
    status: isRunning ? 'running' : running.status === 'running' ? 'idle' : running.status,
    running: isRunning,
    ...(message !== undefined ? { message } : {}),
    ...countsOf(status),
  };
}

/** Reads the job's state; `status` reads through the caller (the shared poller). */
export async function readMigrationState(
  client: ControllerClient,
  status: () => Promise<MigrationStatusAnswer>,
  signal?: AbortSignal,
): Promise<MigrationState> {
  const [running, read] = await Promise.all([
    client.api.migration.running({}, signal ? { signal } : {}),
    status(),
  ]);
  return migrationStateOf(running, read);
}
