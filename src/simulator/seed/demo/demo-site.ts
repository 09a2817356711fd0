/**
 * The building of the demo site: access points of every kind of spec 4.2
 * with their readers and locks, schedules for office hours, shifts and weekends (spec 2.2), and
 * the access profiles that tie them together per department.
 */
import { randomUUID } from 'node:crypto';
import type { AccessPointKind } from '../../../shared/api';
import type {
  AccessPointRecord,
  AccessProfileRecord,
  DeviceRecord,
  ScheduleRecord,
} from '../../records/collections';
import { devicesFor } from '../devices';
import type { Department } from './names';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'];
const ALL_DAYS = [...WEEKDAYS, 'sat', 'sun'];

/** Access point roles the people and the week of events refer to. */
export type PointRole =
  'entrance' | 'visitors' | 'carPark' | 'lobby' | 'serverRoom' | 'office' | 'archive' | 'warehouse';

const POINTS: ReadonlyArray<{
  role: PointRole;
  kind: AccessPointKind;
  type: string;
  en: string;
  ru: string;
}> = [
  {
    role: 'entrance',
    kind: 'turnstile',
    type: 'entrance',
    en: 'Main entrance',
    ru: 'Главный вход',
  },
  {
    role: 'visitors',
    kind: 'turnstile_with_card_box',
    type: 'entrance',
    en: 'Visitor turnstile',
    ru: 'Турникет для посетителей',
  },
  {
    role: 'carPark',
    kind: 'barrier',
    type: 'vehicle',
    en: 'Car park barrier',
    ru: 'Шлагбаум парковки',
  },
  { role: 'lobby', kind: 'double', type: 'door', en: 'Lobby doors', ru: 'Двери холла' },
  {
    role: 'serverRoom',
    kind: 'mantrap',
    type: 'door',
    en: 'Server room airlock',
    ru: 'Шлюз серверной',
  },
  { role: 'office', kind: 'single', type: 'door', en: 'Office, 3rd floor', ru: 'Офис, 3 этаж' },
  { role: 'archive', kind: 'single', type: 'door', en: 'Archive', ru: 'Архив' },
  { role: 'warehouse', kind: 'double', type: 'gate', en: 'Warehouse gate', ru: 'Ворота склада' },
];

export type ScheduleRole = 'always' | 'office' | 'dayShift' | 'nightShift' | 'weekend';

const SCHEDULES: Record<
  ScheduleRole,
  { en: string; ru: string; intervals: ScheduleRecord['intervals'] }
> = {
  always: {
    en: 'Around the clock',
    ru: 'Круглосуточно',
    intervals: [{ days: ALL_DAYS, from: '00:00', to: '23:59' }],
  },
  office: {
    en: 'Office hours',
    ru: 'Рабочее время',
    intervals: [{ days: WEEKDAYS, from: '07:30', to: '20:00' }],
  },
  dayShift: {
    en: 'Day shift',
    ru: 'Дневная смена',
    intervals: [{ days: ALL_DAYS, from: '06:30', to: '20:00' }],
  },
  // A night crosses midnight: an evening interval and a morning one.
  nightShift: {
    en: 'Night shift',
    ru: 'Ночная смена',
    intervals: [
      { days: ALL_DAYS, from: '18:30', to: '23:59' },
      { days: ALL_DAYS, from: '00:00', to: '08:30' },
    ],
  },
  weekend: {
    en: 'Weekend duty',
    ru: 'Дежурство в выходные',
    intervals: [{ days: ['sat', 'sun'], from: '09:00', to: '18:00' }],
  },
};

export type ProfileRole =
  'office' | 'carPark' | 'it' | 'security' | 'dayShift' | 'nightShift' | 'archive';

const PROFILES: Record<
  ProfileRole,
  { en: string; ru: string; points: PointRole[]; schedule: ScheduleRole }
> = {
  office: {
    en: 'Office staff',
    ru: 'Сотрудники офиса',
    points: ['entrance', 'lobby', 'office'],
    schedule: 'office',
  },
  carPark: { en: 'Car park', ru: 'Парковка', points: ['carPark'], schedule: 'always' },
  it: {
    en: 'IT',
    ru: 'ИТ',
    points: ['entrance', 'lobby', 'office', 'serverRoom'],
    schedule: 'office',
  },
  security: { en: 'Security', ru: 'Охрана', points: POINTS.map((p) => p.role), schedule: 'always' },
  dayShift: {
    en: 'Warehouse, day shift',
    ru: 'Склад, дневная смена',
    points: ['entrance', 'warehouse'],
    schedule: 'dayShift',
  },
  nightShift: {
    en: 'Warehouse, night shift',
    ru: 'Склад, ночная смена',
    points: ['entrance', 'warehouse'],
    schedule: 'nightShift',
  },
  archive: { en: 'Archive', ru: 'Архив', points: ['archive'], schedule: 'office' },
};

/** The profiles a department's people hold (the car park is given per person). */
export const DEPARTMENT_PROFILES: Record<Department, ProfileRole[]> = {
  management: ['office', 'archive'],
  office: ['office'],
  it: ['it'],
  security: ['security'],
  warehouse: ['dayShift'],
};

export interface DemoSite {
  points: Record<PointRole, AccessPointRecord>;
  devices: DeviceRecord[];
  schedules: ScheduleRecord[];
  profiles: Record<ProfileRole, AccessProfileRecord>;
}

/** The site's records for a controller (`serial`, `controllerUuid`), named in Russian or English. */
export function demoSite(serial: string, controllerUuid: string, russian: boolean): DemoSite {
  const label = (x: { en: string; ru: string }) => (russian ? x.ru : x.en);
  let address = 1;
  const devices: DeviceRecord[] = [];
  const points = {} as Record<PointRole, AccessPointRecord>;
  for (const p of POINTS) {
    const point: AccessPointRecord = {
      uuid: randomUUID(),
      name: label(p),
      type: p.type,
      kind: p.kind,
      controller_uuid: controllerUuid,
      state: 'normal',
    };
    const made = devicesFor(point, serial, address);
    address += made.length;
    devices.push(...made);
    points[p.role] = point;
  }
  const scheduleByRole = {} as Record<ScheduleRole, ScheduleRecord>;
  for (const [role, s] of Object.entries(SCHEDULES) as Array<
    [ScheduleRole, (typeof SCHEDULES)[ScheduleRole]]
  >)
    scheduleByRole[role] = { uuid: randomUUID(), name: label(s), intervals: s.intervals };
  const profiles = {} as Record<ProfileRole, AccessProfileRecord>;
  for (const [role, p] of Object.entries(PROFILES) as Array<
    [ProfileRole, (typeof PROFILES)[ProfileRole]]
  >) {
    profiles[role] = {
      uuid: randomUUID(),
      name: label(p),
      access_points: p.points.map((r) => points[r].uuid),
      schedule_uuid: scheduleByRole[p.schedule].uuid,
    };
  }
  return { points, devices, schedules: Object.values(scheduleByRole), profiles };
}
