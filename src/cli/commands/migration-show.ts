/**
 * `turnkey migration status | stop`: the controller's migration job as read by the core
 * (core/migration/migration-stop.ts) on a terminal: state, last and next run, records copied of
 * the total, its message (spec 4.14).
 */
import type { MigrationState } from '../../shared/ipc/migration.schema';
import { countsText } from '../../core/migration/migration-errors';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';
import { MIGRATION_STATUS } from '../../shared/report/field-words';

type Print = (text: string) => void;

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
