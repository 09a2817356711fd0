/**
 * spec 4.11: time-tracking export and report configurations (keyed by uuid), and the export
 * itself: per person and day of the config's period, the first entry and the last exit among the
 * passes the controller let through, days read on the controller's local clock.
 */
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { controllerClock } from '../events/controller-clock';
import { localTime } from '../events/local-time';
import type { TtConfigRecord } from '../records/collections';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';
import { dottedDay, isoDay } from './dates';

type ConfigLog = 'tt_export_configs' | 'tt_report_configs';
const PASSED = new Set(['access_granted', 'free_pass']);

interface ExportRow {
  user_uuid: string;
  surname?: string;
  name?: string;
  date: string;
  first_in: string | null;
  last_out: string | null;
}

/**
 * First entry and last exit per person and local day of the config's period, ordered by day and
 * surname. Passes an external system rejected (spec 4.10 access confirmation) do not count.
 */
export function exportRows(sim: SimContext, config: TtConfigRecord): ExportRow[] {
  const from = isoDay(config.period.from, 'period.from');
  const to = isoDay(config.period.to, 'period.to');
  const { timeZone } = controllerClock(sim);
  const rows = new Map<string, ExportRow>();
  for (const event of sim.store.values('access_events')) {
    if (!event.user_uuid || !event.direction || !PASSED.has(event.type)) continue;
    if (event.confirmed === false) continue;
    const day = localTime(Date.parse(event.timestamp), timeZone).date;
    if (day < from || day > to) continue;
    const key = `${event.user_uuid} ${day}`;
    let row = rows.get(key);
    if (!row) {
      const person = sim.store.get('staff', event.user_uuid);
      row = { user_uuid: event.user_uuid, date: day, first_in: null, last_out: null };
      if (person) Object.assign(row, { surname: person.surname, name: person.name });
      rows.set(key, row);
    }
    if (event.direction === 'in' && (row.first_in === null || event.timestamp < row.first_in))
      row.first_in = event.timestamp;
    if (event.direction === 'out' && (row.last_out === null || event.timestamp > row.last_out))
      row.last_out = event.timestamp;
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) ||
        (a.surname ?? '').localeCompare(b.surname ?? '') ||
        a.user_uuid.localeCompare(b.user_uuid),
    )
    .map((row) => ({ ...row, date: dottedDay(row.date) }));
}

async function createConfig(sim: SimContext, log: ConfigLog, body: Omit<TtConfigRecord, 'uuid'>) {
  const record = { uuid: randomUUID(), ...body };
  await sim.store.put(log, record.uuid, record);
  return keyOf(record.uuid);
}

const byName = (c: TtConfigRecord) => [c.name];

export const timeTrackingRoutes = {
  'ttExport.listConfigs': (call, sim) =>
    list(call, sim, filterList(sim.store.values('tt_export_configs'), call.query, byName)),
  'ttExport.getConfig': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'tt_export_configs', call.params.uuid, 'export config')]),
  'ttExport.export': (call, sim) =>
    list(
      call,
      sim,
      exportRows(sim, requireRecord(sim, 'tt_export_configs', call.params.uuid, 'export config')),
    ),
  'ttExport.createConfig': (call, sim) => createConfig(sim, 'tt_export_configs', call.body),
  'ttExport.updateConfig': (call, sim) =>
    replaceRecord(
      sim,
      'tt_export_configs',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'export config',
    ),
  'ttExport.deleteConfig': (call, sim) =>
    deleteRecord(sim, 'tt_export_configs', call.params.uuid, 'export config'),
  'ttReport.listConfigs': (call, sim) =>
    list(call, sim, filterList(sim.store.values('tt_report_configs'), call.query, byName)),
  'ttReport.getConfig': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'tt_report_configs', call.params.uuid, 'report config')]),
  'ttReport.createConfig': (call, sim) => createConfig(sim, 'tt_report_configs', call.body),
  'ttReport.updateConfig': (call, sim) =>
    replaceRecord(
      sim,
      'tt_report_configs',
      call.params.uuid,
      { ...call.body, uuid: call.params.uuid },
      'report config',
    ),
  'ttReport.deleteConfig': (call, sim) =>
    deleteRecord(sim, 'tt_report_configs', call.params.uuid, 'report config'),
} satisfies AreaRoutes;
