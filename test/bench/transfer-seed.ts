/**
 * A large controller for the transfer benchmark, written straight into a fresh data folder in
 * one store commit as the demo seed does (src/simulator/seed): tens of thousands of records in
 * about a second, where creating them over HTTPS would take minutes and measure the simulator
 * instead of the transfer. The same serial always makes the same names and card codes.
 */
import { randomUUID } from 'node:crypto';
import type { AccessPointKind } from '../../src/shared/api';
import {
  CURRENT,
  type AccessEventRecord,
  type AccessPointRecord,
  type AccessProfileRecord,
  type Collections,
  type IdentifierRecord,
  type ScheduleRecord,
  type StaffStored,
} from '../../src/simulator/records/collections';
import { seededRandom, seedOf } from '../../src/simulator/random';
import type { SeedFunction } from '../../src/simulator/seed/seed';
import { defaultSettings } from '../../src/simulator/seed/settings';
import type { StoreOp } from '../../src/simulator/store/store';

type Op = StoreOp<Collections>;

export interface BulkSeedOptions {
  staff: number;
  accessPoints: number;
  /** Access events, spread over the last 30 days. */
  events: number;
  /**
   * Card codes, one per person, kept as the staff's `cards` (the legacy set, D12) and, with
   * `identifierRecords`, also as the identifiers section's records (spec 4.5, firmware 1.6 on).
   */
  identifierRecords: boolean;
}

const KINDS: readonly AccessPointKind[] = [
  'turnstile',
  'single',
  'barrier',
  'double',
  'mantrap',
  'turnstile_with_card_box',
];
const SURNAMES = ['Иванов', 'Петров', 'Smith', 'Кузнецов', 'Jones', 'Соколов', 'Попов', 'Brown'];
const NAMES = ['Алексей', 'Мария', 'John', 'Ольга', 'Дмитрий', 'Anna', 'Сергей', 'Елена'];
export const PROFILES = 20;
const DAY_MS = 86_400_000;

/** The seed of a controller holding `options`' records, staff in the legacy set's shape. */
export function bulkSeed(options: BulkSeedOptions): SeedFunction {
  return (identity, host, nowMs) => {
    const random = seededRandom(seedOf(identity.serial));
    const int = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
    const settings = defaultSettings(host);
    const schedules: ScheduleRecord[] = [
      {
        uuid: randomUUID(),
        name: 'Around the clock',
        intervals: [
          { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], from: '00:00', to: '23:59' },
        ],
      },
    ];
    const points: AccessPointRecord[] = Array.from({ length: options.accessPoints }, (_, i) => ({
      uuid: randomUUID(),
      name: `Door ${String(i + 1).padStart(3, '0')}`,
      type: 'door',
      kind: KINDS[i % KINDS.length]!,
      controller_uuid: identity.controller_uuid,
      state: 'normal',
    }));
    const perProfile = Math.max(1, Math.ceil(points.length / PROFILES));
    const profiles: AccessProfileRecord[] = Array.from({ length: PROFILES }, (_, i) => ({
      uuid: randomUUID(),
      name: `Zone ${i + 1}`,
      access_points: points.slice(i * perProfile, (i + 1) * perProfile).map((p) => p.uuid),
      schedule_uuid: schedules[0]!.uuid,
    }));
    const used = new Set<string>();
    const staff: StaffStored[] = [];
    const identifiers: IdentifierRecord[] = [];
    for (let i = 0; i < options.staff; i++) {
      let code: string;
      do code = String(int(1_000_000_000, 4_294_967_295));
      while (used.has(code));
      used.add(code);
      staff.push({
        surname: `${SURNAMES[i % SURNAMES.length]!}-${i + 1}`,
        name: NAMES[int(0, NAMES.length - 1)]!,
        // The legacy set has no position (D12): the transfer fills it from the wizard's default.
        dolzhnost: '',
        uuid: randomUUID(),
        cards: [code],
        access_profile: profiles[i % PROFILES]!.uuid,
        banned: false,
      });
      if (options.identifierRecords) identifiers.push({ code, type: 'card', active: true });
    }
    const events: AccessEventRecord[] = Array.from({ length: options.events }, (_, i) => {
      const person = staff[int(0, staff.length - 1)];
      const point = points[int(0, points.length - 1)];
      return {
        uuid: randomUUID(),
        type: 'access_granted',
        timestamp: new Date(nowMs - 30 * DAY_MS + (i * 30 * DAY_MS) / options.events).toISOString(),
        user_defined: false,
        ...(point ? { access_point_uuid: point.uuid } : {}),
        ...(person ? { user_uuid: person.uuid, granted_by: person.access_profile ?? '' } : {}),
        direction: i % 2 === 0 ? 'in' : 'out',
      };
    });
    const put = <C extends keyof Collections>(
      collection: C,
      records: ReadonlyArray<Collections[C]>,
      key: (r: Collections[C]) => string,
    ): Op[] => records.map((r) => ['put', collection, key(r), r] as Op);
    return [
      ['put', 'identity', CURRENT, identity],
      ['put', 'date_time', CURRENT, settings.date_time],
      ['put', 'network', CURRENT, settings.network],
      ['put', 'share_vpn', CURRENT, settings.share_vpn],
      ['put', 'vpn_state', CURRENT, settings.vpn_state],
      ...put('schedules', schedules, (r) => r.uuid),
      ...put('access_points', points, (r) => r.uuid),
      ...put('access_profiles', profiles, (r) => r.uuid),
      ...put('staff', staff, (r) => r.uuid),
      ...put('identifiers', identifiers, (r) => r.code),
      ...put('access_events', events, (r) => r.uuid),
    ];
  };
}
