/**
 * The demo site's seed: a fresh data folder of a fleet controller gets a
 * whole site in one store commit (no HTTP, so a fleet starts in seconds): the building of
 * demo-site.ts, the people of demo-people.ts, a week of events from demo-week.ts, a reader fault
 * in the notifications and error log, a department directory and property, and time-tracking
 * configs for the week. The same serial always makes the same people (a seeded random source).
 */
import { randomUUID } from 'node:crypto';
import { fromLocal, localTime } from '../../events/local-time';
import { CURRENT, type Collections, type MessageEventRecord } from '../../records/collections';
import { seededRandom, seedOf } from '../../random';
import type { StoreOp } from '../../store/store';
import type { SeedFunction } from '../seed';
import { defaultSettings } from '../settings';
import { demoPeople } from './demo-people';
import { demoSite } from './demo-site';
import { demoWeek } from './demo-week';
import { Draw } from './draw';
import { DEPARTMENTS } from './names';

type Op = StoreOp<Collections>;

export interface DemoOptions {
  /** How many staff; default 300. */
  staff?: number;
  /** The controller's time zone; default Europe/Moscow. */
  timeZone?: string;
  /** Share of Russian names, 0..1; default 0.8 (names of the site in Russian when over half). */
  russianShare?: number;
  /** Staff as a legacy-field controller keeps them (D12): surname, name, cards, one profile. */
  legacy?: boolean;
}

const DAY_MS = 86_400_000;

function put<C extends keyof Collections>(
  collection: C,
  records: ReadonlyArray<Collections[C]>,
  key: (r: Collections[C]) => string,
): Op[] {
  return records.map((r) => ['put', collection, key(r), r] as Op);
}

/** The seed of a demo controller. */
export function demoSeed(options: DemoOptions = {}): SeedFunction {
  return (identity, host, nowMs) => {
    const timeZone = options.timeZone ?? 'Europe/Moscow';
    const russianShare = options.russianShare ?? 0.8;
    const draw = new Draw(seededRandom(seedOf(identity.serial)));
    const today = localTime(nowMs, timeZone).date;
    const days = Array.from({ length: 8 }, (_, i) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - (7 - i) * DAY_MS).toISOString().slice(0, 10),
    );
    const site = demoSite(identity.serial, identity.controller_uuid, russianShare > 0.5);
    const people = demoPeople(draw, site, {
      count: options.staff ?? 300,
      russianShare,
      legacy: options.legacy ?? false,
      days,
      nowMs,
      timeZone,
    });
    const week = demoWeek(draw, { site, people, days, nowMs, timeZone });
    const settings = defaultSettings(host);
    const reader = site.devices.find(
      (d) => d.access_point_uuid === site.points.carPark.uuid && d.kind === 'reader',
    );
    const notes: MessageEventRecord[] = [];
    const faultAt = fromLocal(days[4] ?? today, 6 * 60 + 12, timeZone);
    if (reader && faultAt <= nowMs) {
      const at = (ms: number) => new Date(ms).toISOString();
      notes.push(
        {
          uuid: randomUUID(),
          type: 'device_error',
          message: `${reader.name}: E101 Reader offline`,
          timestamp: at(faultAt),
          user_defined: false,
          device_uuid: reader.uuid,
        },
        {
          uuid: randomUUID(),
          type: 'device_restored',
          message: `${reader.name}: A device is back to normal`,
          timestamp: at(faultAt + 28 * 60_000),
          user_defined: false,
          device_uuid: reader.uuid,
        },
      );
    }
    const errorLines = notes
      .filter((n) => n.type === 'device_error')
      .map((n) => ({ uuid: n.uuid, line: `${n.timestamp} ${n.message}` }));
    const period = { from: days[0] ?? today, to: days[6] ?? today };
    return [
      ['put', 'identity', CURRENT, identity],
      ['put', 'date_time', CURRENT, { ...settings.date_time, timezone: timeZone }],
      ['put', 'network', CURRENT, settings.network],
      ['put', 'share_vpn', CURRENT, settings.share_vpn],
      ['put', 'vpn_state', CURRENT, settings.vpn_state],
      ...put('access_points', Object.values(site.points), (r) => r.uuid),
      ...put('devices', site.devices, (r) => r.uuid),
      ...put('schedules', site.schedules, (r) => r.uuid),
      ...put('access_profiles', Object.values(site.profiles), (r) => r.uuid),
      ...put(
        'staff',
        people.staff.map((p) => p.record),
        (r) => r.uuid,
      ),
      ...put('identifiers', people.identifiers, (r) => r.code),
      ...put('visitors', people.visitors, (r) => r.uuid),
      ...put('tmp_access', people.grants, (r) => r.uuid),
      ...put('access_events', week.events, (r) => r.uuid),
      ...put('alerts', week.alerts, (r) => r.uuid),
      ...put('notifications', notes, (r) => r.uuid),
      ...put('error_log', errorLines, (r) => r.uuid),
      [
        'put',
        'staff_properties',
        'department',
        { name: 'department', type: 'string', required: false },
      ],
      [
        'put',
        'directories',
        'departments',
        {
          name: 'departments',
          items: Object.entries(DEPARTMENTS).map(([value, d]) => ({
            value,
            label: russianShare > 0.5 ? d.ru : d.en,
          })),
        },
      ],
      ...put(
        'tt_export_configs',
        [{ uuid: randomUUID(), name: 'Last week', period }],
        (r) => r.uuid,
      ),
      ...put(
        'tt_report_configs',
        [{ uuid: randomUUID(), name: 'Weekly hours', period }],
        (r) => r.uuid,
      ),
    ];
  };
}
