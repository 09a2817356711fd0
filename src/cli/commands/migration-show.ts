/**
 * `turnkey migration status | stop`: the controller's migration job read once (spec 4.14:
 * state, last and next run, records copied of the total, its message), and a stop
 * (`POST /migration/stop`) read back and journalled with where it stopped. A stop when nothing
 * is copying changes nothing and says so.
 */
import { AppFailure } from '../../shared/errors/error-data';
import type { MigrationState } from '../../shared/ipc/migration.schema';
import type { ControllerClient } from '../../core/client/controller-client';
import { countsText, noMigrationError } from '../../core/migration/migration-errors';
import type { MigrationPoller } from '../../core/migration/migration-poller';
import { readMigrationState } from '../../core/migration/migration-reading';
import type { Site } from '../../core/site/site';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';
import { MIGRATION_STATUS } from '../../shared/report/field-words';
import { sectionNotServed } from '../../core/client/capabilities';

type Print = (text: string) => void;

/** The state, or a refusal naming the firmware when it has no migration section (D11). */
export async function readState(
  client: ControllerClient,
  poller: MigrationPoller,
  controllerId: string,
  fresh = false,
): Promise<MigrationState> {
  const read = () => client.api.migration.status();
  try {
    return await readMigrationState(client, () =>
      fresh ? poller.fresh(controllerId, read) : poller.status(controllerId, read),
    );
  } catch (error) {
    // Said in the command's words, exit code 1: the firmware has no migration job (D11).
    if (sectionNotServed(error)) throw new AppFailure(noMigrationError());
    throw error;
  }
}

export function printState(label: string, state: MigrationState, out: Print): void {
  const percent = state.progress !== undefined ? ` (${state.progress.toFixed(1)} %)` : '';
  const rows = [
    ['Controller', label],
    ['State', MIGRATION_STATUS[state.status]?.en ?? state.status],
    ['Records', `${countsText(state.processed, state.total).en}${percent}`],
    ['Last run', state.lastRun ? localTime(state.lastRun) : 'never'],
    ['Next run', localTime(state.nextRun)],
  ];
  if (state.message) rows.push(['Message', state.message]);
  out(renderTable(['', ''], rows));
}

/** Stops a running copy and journals where it stopped; false when nothing was running. */
export async function stopMigration(
  client: ControllerClient,
  poller: MigrationPoller,
  site: Site,
  controller: { id: string; label: string },
): Promise<{ stopped: boolean; state: MigrationState }> {
  const before = await readState(client, poller, controller.id, true);
  if (!before.running) return { stopped: false, state: before };
  await client.api.migration.stop();
  const state = await readState(client, poller, controller.id, true);
  const counts = countsText(state.processed, state.total);
  await site.journal.append({
    action: 'migration.stopped',
    controllerId: controller.id,
    controllerLabel: controller.label,
    outcome: state.running ? 'failed' : 'cancelled',
    after: {
      status: state.status,
      ...(state.processed !== undefined ? { processedRecords: state.processed } : {}),
      ...(state.total !== undefined ? { totalRecords: state.total } : {}),
      ...(state.message !== undefined ? { message: state.message } : {}),
    },
    summary: state.running
      ? {
          en: 'The controller was told to stop the migration but it is still copying.',
          ru: 'Контроллеру отправлена остановка переноса, но копирование продолжается.',
        }
      : { en: `Migration stopped at ${counts.en}.`, ru: `Перенос остановлен на ${counts.ru}.` },
  });
  return { stopped: !state.running, state };
}
