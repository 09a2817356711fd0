/**
 * `migration:status` (shared/ipc/migration.schema.ts): the controller's migration job read now
 * through the shared poller, for the controller view. When a run is going on and no job of this
 * shell follows it, a watch job is started, so a run started by another client or before
 * Turnkey restarted is found and followed when the view opens (docs/decisions.md, "Migration
 * job"), unless another program's job holds the controller (then the answer says so).
 */
import type { ChannelOutput } from '../../shared/ipc/channels';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { formatAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { Engine } from '../engine/engine';
import { processAlive } from '../jobs/job-store';
import { noMigrationError } from './migration-errors';
import { readMigrationState } from './migration-reading';
import { watchMigration, type MigrationFlowDeps } from './migration.flow';
import { sectionNotServed } from '../client/capabilities';
import { MIGRATION_WORDS } from './migration.words';

type Answer = ChannelOutput<'migration:status'>;

/** The site's controller, or a logged-in one the shell knows; whether a job may follow it. */
async function connectionOf(
  engine: Engine,
  controllerId: string,
): Promise<{ connection: ControllerConnection; onSite: boolean }> {
  const site = await engine.site();
  const stored = site ? await site.controller(controllerId) : undefined;
  if (stored) {
    return {
      connection: engine.connections.open(stored.fingerprint256, stored.address),
      onSite: true,
    };
  }
  const connection = engine.connections.get(controllerId);
  if (!connection?.loggedIn) {
    throw new AppFailure(appFailureData('not_logged_in', { controllerId }));
  }
  return { connection, onSite: false };
}

/** Another living process's job holds the controller's lock: its title, for the card. */
async function heldElsewhere(
  engine: Engine,
  controllerId: string,
  label: string,
): Promise<ErrorData | undefined> {
  const holder = await engine.locks.holder(controllerId);
  // The note beside the lock names the process that wrote it; a dead one's note is left over.
  const pid: unknown = holder ? (holder as { pid?: unknown }).pid : undefined;
  if (!holder || (typeof pid === 'number' && !processAlive(pid))) return undefined;
  return appFailureData('controller_busy', { controller: label, job: holder.title });
}

export async function migrationStatusOf(
  engine: Engine,
  deps: MigrationFlowDeps,
  controllerId: string,
): Promise<Answer> {
  const { connection, onSite } = await connectionOf(engine, controllerId);
  const client = await connection.ready();
  let state;
  try {
    state = await readMigrationState(client, () =>
      deps.poller.status(controllerId, () => client.api.migration.status()),
    );
  } catch (error) {
    if (sectionNotServed(error)) return { available: false, reason: noMigrationError() };
    throw error;
  }
  let jobId = deps.watchers.jobOf(controllerId);
  if (!state.running || jobId) return { available: true, state, ...(jobId ? { jobId } : {}) };
  if (!onSite) {
    return {
      available: true,
      state,
      notWatched: {
        code: 'not_on_site',
        message: MIGRATION_WORDS.controllerNotOnOpen,
      },
    };
  }
  const busy = await heldElsewhere(engine, controllerId, formatAddress(connection.address));
  if (busy) return { available: true, state, notWatched: busy };
  jobId = await watchMigration(deps, [controllerId]);
  return { available: true, state, jobId };
}
