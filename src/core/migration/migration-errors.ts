/**
 * How the migration job's failures read (spec 4.14, D17), as data with a code and both
 * languages. The controller's own message is quoted as it said it (free text in its language),
 * never translated; what to do next is ours.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';
import { MIGRATION_WORDS } from './migration.words';

/** D17: the controller's 500 E when no storage drive is present. */
const NO_DRIVE = /storage drive not connected/i;

/** True when the controller refused a start because no drive is connected (D17). */
export function isNoDrive(error: unknown): boolean {
  return (
    ClientError.is(error, 'server_fault') && NO_DRIVE.test(error.details.reason ?? error.message)
  );
}

export function noDriveError(said: string): ErrorData {
  return {
    code: 'migration_no_drive',
    message: MIGRATION_WORDS.noStorageDriveConnected,
    details: { said },
  };
}

/** "1 200 of 4 000 records" in both languages. */
export function countsText(processed: number | undefined, total: number | undefined) {
  if (processed === undefined || total === undefined) {
    return MIGRATION_WORDS.noRecordsCounted;
  }
  return MIGRATION_WORDS.records(processed, total);
}

/** The controller ended the run in `error`: its message, as it said it (a pulled drive, ...). */
export function migrationFailedError(
  said: string | undefined,
  processed?: number,
  total?: number,
): ErrorData {
  const counts = countsText(processed, total);
  const quoted = said ? `: “${said}”` : '';
  return {
    code: 'migration_failed',
    message: MIGRATION_WORDS.controllerEndedMigrationError(counts, quoted),
    details: {
      ...(said ? { said } : {}),
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** The run stopped on the controller without this job asking (another client stopped it). */
export function stoppedElsewhereError(
  said: string | undefined,
  processed?: number,
  total?: number,
): ErrorData {
  const counts = countsText(processed, total);
  const quoted = said ? ` (“${said}”)` : '';
  return {
    code: 'migration_stopped_elsewhere',
    message: MIGRATION_WORDS.migrationStoppedOnController(counts, quoted),
    details: {
      ...(said ? { said } : {}),
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** This job was cancelled: the controller was told to stop (`POST /migration/stop`). */
export function stoppedHereError(processed?: number, total?: number): ErrorData {
  const counts = countsText(processed, total);
  return {
    // `cancelled`, so the runner ends the job cancelled rather than failed.
    code: 'cancelled',
    message: MIGRATION_WORDS.stoppedStartMigrationAgain(counts),
    details: {
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** The controller was told to stop, but reads back still copying. */
export function stillCopyingError(processed?: number, total?: number): ErrorData {
  const counts = countsText(processed, total);
  return {
    code: 'migration_not_stopped',
    message: MIGRATION_WORDS.controllerToldStopMigration(counts),
    details: {
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** A watch found no run going on: the job's last state, as the controller keeps it. */
export function notRunningError(state: {
  status: string;
  processed?: number | undefined;
  total?: number | undefined;
}): ErrorData {
  const counts = countsText(state.processed, state.total);
  return {
    code: 'migration_not_running',
    message: MIGRATION_WORDS.noMigrationRunningOn(state.status, counts),
    details: { status: state.status },
  };
}

/** A migration section is missing from the controller's firmware (1.5, 1.6: D11). */
export function noMigrationError(): ErrorData {
  return {
    code: 'migration_not_supported',
    message: MIGRATION_WORDS.controllerFirmwareHasNo,
  };
}
