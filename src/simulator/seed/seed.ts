/**
 * What a fresh data folder starts with: the controller's identity and
 * settings, three access points of different kinds with their readers and locks, two schedules,
 * an access profile, a directory, and a door alarm and a reader fault so the event, alert, device
 * and error log reads are not empty. All of it is one journal entry: a folder is seeded wholly or
 * not at all. Part 2 adds a larger demo site.
 */
import { randomUUID } from 'node:crypto';
import type { AccessPointKind } from '../../shared/api';
import {
  CURRENT,
  type AccessPointRecord,
  type Collections,
  type IdentityRecord,
  type ScheduleRecord,
} from '../records/collections';
import type { StoreOp } from '../store/store';
import { devicesFor } from './devices';
import { defaultSettings } from './settings';

type Op = StoreOp<Collections>;

const ACCESS_POINTS: ReadonlyArray<{ name: string; kind: AccessPointKind; type: string }> = [
  { name: 'Main entrance', kind: 'turnstile', type: 'entrance' },
  { name: 'Car park', kind: 'barrier', type: 'vehicle' },
  { name: 'Server room', kind: 'single', type: 'door' },
];

const ALL_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** Makes the store operations that seed a fresh data folder (this file's, or the demo site's). */
export type SeedFunction = (identity: IdentityRecord, host: string, nowMs: number) => Op[];

/** The store operations that seed a fresh data folder for `identity`, listening on `host`. */
export function seedOps(identity: IdentityRecord, host: string, nowMs: number): Op[] {
  const timestamp = new Date(nowMs).toISOString();
  const settings = defaultSettings(host);
  const ops: Op[] = [
    ['put', 'identity', CURRENT, identity],
    ['put', 'date_time', CURRENT, settings.date_time],
    ['put', 'network', CURRENT, settings.network],
    ['put', 'share_vpn', CURRENT, settings.share_vpn],
    ['put', 'vpn_state', CURRENT, settings.vpn_state],
  ];
  let address = 1;
  const points: AccessPointRecord[] = ACCESS_POINTS.map((p) => ({
    uuid: randomUUID(),
    name: p.name,
    type: p.type,
    kind: p.kind,
    controller_uuid: identity.controller_uuid,
    state: 'normal',
  }));
  const devices = points.flatMap((p) => {
    const made = devicesFor(p, identity.serial, address);
    address += made.length;
    return made;
  });
  const [entrance, carPark, serverRoom] = points;
  const tamperedReader = devices.find(
    (d) => d.access_point_uuid === carPark?.uuid && d.kind === 'reader',
  );
  const schedules: ScheduleRecord[] = [
    {
      uuid: randomUUID(),
      name: 'Around the clock',
      intervals: [{ days: ALL_DAYS, from: '00:00', to: '23:59' }],
    },
    {
      uuid: randomUUID(),
      name: 'Working hours',
      intervals: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '19:00' }],
    },
  ];
  ops.push(
    ...points.map((p): Op => ['put', 'access_points', p.uuid, p]),
    ...devices.map((d): Op => [
      'put',
      'devices',
      d.uuid,
      d.uuid === tamperedReader?.uuid ? { ...d, errors: ['E102'] } : d,
    ]),
    ...schedules.map((s): Op => ['put', 'schedules', s.uuid, s]),
  );
  const profile = {
    uuid: randomUUID(),
    name: 'Staff',
    access_points: [entrance, carPark].flatMap((p) => (p ? [p.uuid] : [])),
    schedule_uuid: schedules[0]?.uuid ?? '',
  };
  ops.push(['put', 'access_profiles', profile.uuid, profile]);
  ops.push([
    'put',
    'directories',
    'departments',
    {
      name: 'departments',
      items: [
        { value: 'it', label: 'IT' },
        { value: 'security', label: 'Security' },
        { value: 'facilities', label: 'Facilities' },
      ],
    },
  ]);
  if (serverRoom) {
    const event = {
      uuid: randomUUID(),
      type: 'door_forced_open',
      timestamp,
      user_defined: false,
      access_point_uuid: serverRoom.uuid,
    };
    const alert = {
      uuid: randomUUID(),
      access_point_uuid: serverRoom.uuid,
      type: 'door_forced_open',
      message: `${serverRoom.name}: Door forced open`,
      timestamp,
    };
    ops.push(['put', 'access_events', event.uuid, event], ['put', 'alerts', alert.uuid, alert]);
  }
  if (tamperedReader) {
    const message = `${tamperedReader.name}: E102 Reader tamper`;
    const note = {
      uuid: randomUUID(),
      type: 'device_error',
      message,
      timestamp,
      user_defined: false,
      device_uuid: tamperedReader.uuid,
    };
    ops.push(
      ['put', 'notifications', note.uuid, note],
      ['put', 'error_log', note.uuid, { uuid: note.uuid, line: `${timestamp} ${message}` }],
    );
  }
  return ops;
}
