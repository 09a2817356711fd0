/**
 * spec 4.11: time-tracking export and report configurations (keyed by uuid), and the export
 * itself: per person and day within the config's period, the first entry and the last exit among
 * the passes the controller let through.
 */
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import type { TtConfigRecord } from '../records/collections';
import { deleteRecord, replaceRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { filterList, keyOf, list } from './answers';
import { dottedDay, isoDay } from './dates';

type ConfigLog = 'tt_export_configs' | 'tt_report_configs';
const PASSED = new Set(['access_granted', 'free_pass']);

interface ExportRow {
  user_uuid: string;
  date: string;
  first_in: string | null;
  last_out: string | null;
}

/** First entry and last exit per person and day of the config's period. */
export function exportRows(sim: SimContext, config: TtConfigRecord): ExportRow[] {
  const from = isoDay(config.period.from, 'period.from');
  const to = isoDay(config.period.to, 'period.to');
  const rows = new Map<string, ExportRow>();
  for (const event of sim.store.values('access_events')) {
    const day = event.timestamp.slice(0, 10);
    if (!event.user_uuid || !event.direction || !PASSED.has(event.type) || day < from || day > to)
      continue;
    const key = `${event.user_uuid} ${day}`;
    const row = rows.get(key) ?? {
      user_uuid: event.user_uuid,
      date: dottedDay(day),
      first_in: null,
      last_out: null,
    };
    if (event.direction === 'in' && (row.first_in === null || event.timestamp < row.first_in))
      row.first_in = event.timestamp;
    if (event.direction === 'out' && (row.last_out === null || event.timestamp > row.last_out))
      row.last_out = event.timestamp;
    rows.set(key, row);
  }
  return [...rows.values()];
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
