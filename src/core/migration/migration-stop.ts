/**
 * A site controller's migration read now, and stopped outside any job (spec 4.14, D17;
 * docs/decisions.md, "Migration job", "Stopping a job: a stop does not wait for the lock"): the
 * stop is sent at once, whatever job (here or in another Turnkey) follows the copy, read back
 * and journalled with where it stopped; that job then ends stopped with the counts
 * (migration-run.ts). A stop when nothing is copying sends nothing and changes nothing. The
 * command line's `turnkey migration status | stop` are this, so no shell talks to the
 * controller or writes the journal itself (architecture: "The CLI is a shell").
 */
import { AppFailure } from '../../shared/errors/error-data';
import type { MigrationState } from '../../shared/ipc/migration.schema';
import { sectionNotServed } from '../client/capabilities';
import type { ControllerClient } from '../client/controller-client';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { countsText, noMigrationError } from './migration-errors';
import type { MigrationPoller } from './migration-poller';
import { readMigrationState } from './migration-reading';
import { MIGRATION_WORDS } from './migration.words';

async function readState(
  client: ControllerClient,
  poller: MigrationPoller,
  controllerId: string,
  fresh: boolean,
): Promise<MigrationState> {
  const read = () => client.api.migration.status();
  try {
    return await readMigrationState(client, () =>
      fresh ? poller.fresh(controllerId, read) : poller.status(controllerId, read),
    );
  } catch (error) {
    // The firmware has no migration job (D11): said as such, not as a missing page.
    if (sectionNotServed(error)) throw new AppFailure(noMigrationError());
    throw error;
  }
}

/** The site controller's migration job now, through the shared poller (`fresh`: not cached). */
export async function migrationStateNow(
  engine: Engine,
  poller: MigrationPoller,
  controllerId: string,
  fresh = false,
): Promise<MigrationState> {
  const { connection } = await openSiteController(engine, controllerId);
  return readState(await connection.ready(), poller, controllerId, fresh);
}

/** Stops a running copy and journals where it stopped; `stopped` false when none ran. */
export async function stopMigration(
  engine: Engine,
  poller: MigrationPoller,
  controllerId: string,
): Promise<{ stopped: boolean; state: MigrationState }> {
  const { connection, label } = await openSiteController(engine, controllerId);
  const client = await connection.ready();
  const before = await readState(client, poller, controllerId, true);
  if (!before.running) return { stopped: false, state: before };
  await client.api.migration.stop();
  const state = await readState(client, poller, controllerId, true);
  const counts = countsText(state.processed, state.total);
  const site = await engine.requireSite();
  await site.journal.append({
    action: 'migration.stopped',
    controllerId,
    controllerLabel: label,
    outcome: state.running ? 'failed' : 'cancelled',
    after: {
      status: state.status,
      ...(state.processed !== undefined ? { processedRecords: state.processed } : {}),
      ...(state.total !== undefined ? { totalRecords: state.total } : {}),
      ...(state.message !== undefined ? { message: state.message } : {}),
    },
    summary: state.running
      ? MIGRATION_WORDS.stopAskedStillCopying
      : MIGRATION_WORDS.migrationStoppedAt(counts),
  });
  return { stopped: !state.running, state };
}
