/**
 * The walk over every endpoint of the contract, in an order where each read finds what an
 * earlier write made: creates first, then reads, changes and commands, deletes last. Each step
 * names its endpoint, builds its request from what earlier steps captured, and may say which
 * status to expect when decisions.md says it is not the success status.
 */
import type { EndpointId } from '../../../src/shared/api';

export interface WalkState {
  host: string;
  serial: string;
  staff: string;
  keys: Record<string, string>;
}

export interface Step {
  id: EndpointId;
  params?: (s: WalkState) => Record<string, string>;
  query?: Record<string, string> | ((s: WalkState) => Record<string, string>);
  json?: (s: WalkState) => unknown;
  /** Expected status when it is not the endpoint's success status. */
  status?: number;
  /** Reads what later steps need from the answer's body, and checks it. */
  after?: (body: unknown, s: WalkState) => void;
}

type Body = { data?: unknown; [k: string]: unknown };
const KINDS = [
  'barrier',
  'double',
  'mantrap',
  'single',
  'turnstile',
  'turnstile_with_card_box',
] as const;
const CONTROLLER = '0f6d1e9c-3b52-4d0a-9e61-2a7c5b8d4e10';

const key = (name: string) => (body: unknown, s: WalkState) => {
  const uuid = ((body as Body).data as { uuid?: string } | undefined)?.uuid;
  if (!uuid) throw new Error(`no key in ${JSON.stringify(body)}`);
  s.keys[name] = uuid;
};
const k = (s: WalkState, name: string): string => {
  const value = s.keys[name];
  if (value === undefined) throw new Error(`walk state has no ${name}`);
  return value;
};
const first = (body: unknown): Record<string, unknown> => {
  const data = (body as Body).data;
  const item = Array.isArray(data) ? (data[0] as Record<string, unknown> | undefined) : undefined;
  if (!item) throw new Error(`empty list: ${JSON.stringify(body)}`);
  return item;
};
const expectEqual = (actual: unknown, expected: unknown, what: string) => {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
};
const ap = (kind: string) => (s: WalkState) => ({ uuid: k(s, kind) });
const uuidOf = (name: string) => (s: WalkState) => ({ uuid: k(s, name) });
const idOf = (name: string) => (s: WalkState) => ({ id: k(s, name) });
const period = { from: '2030-01-01', to: '31.12.2030' };
const provider = {
  name: 'Face provider',
  authHost: 'auth.example.test',
  authPort: 8443,
  apiHost: 'api.example.test',
  apiPort: 443,
  basePath: '/api',
  authBasePath: '/auth',
  clientId: 'turnkey',
  clientSecret: 'secret',
  username: 'svc',
  password: 'pw',
  kafkaBroker: 'kafka.example.test:9092',
  active: true,
};

export const WALK: Step[] = [
  { id: 'login', json: () => ({ login: 'admin', password: 'admin' }) },
  // 4.1 authentication users
  { id: 'authUsers.create', json: () => ({ login: 'walker', password: 'pw-1', role: 'operator' }) },
  { id: 'authUsers.list' },
  {
    id: 'authUsers.get',
    params: () => ({ login: 'walker' }),
    after: (b) => expectEqual(first(b), { login: 'walker', role: 'operator' }, 'user'),
  },
  {
    id: 'authUsers.update',
    params: () => ({ login: 'walker' }),
    json: () => ({ login: 'walker', password: 'pw-2', role: 'viewer' }),
  },
  // 4.2 access points
  ...KINDS.map((kind): Step => ({
    id: `accessPoints.create.${kind}`,
    json: () => ({ name: `Walk ${kind}`, type: kind, controller_uuid: CONTROLLER }),
    after: key(kind),
  })),
  {
    id: 'accessPoints.list',
    query: { q: 'walk' },
    after: (b) => expectEqual(((b as Body).data as unknown[]).length, 6, 'walk access points'),
  },
  {
    id: 'accessPoints.get',
    params: ap('mantrap'),
    after: (b) => expectEqual(first(b).kind, 'mantrap', 'kind'),
  },
  { id: 'accessPoints.extParameters' },
  { id: 'accessPoints.extParameterSections' },
  { id: 'accessPoints.setState', params: (s) => ({ uuid: k(s, 'barrier'), state: 'open' }) },
  ...KINDS.map((kind): Step => ({
    id: `accessPoints.update.${kind}`,
    params: ap(kind),
    json: () => ({ name: `Walk ${kind} changed`, type: kind, controller_uuid: CONTROLLER }),
  })),
  {
    id: 'automations.create',
    json: () => ({ name: 'Night lock', type: 'schedule', controller_uuid: CONTROLLER }),
    after: key('automation'),
  },
  { id: 'automations.list' },
  { id: 'automations.get', params: uuidOf('automation') },
  {
    id: 'automations.update',
    params: uuidOf('automation'),
    json: () => ({ name: 'Night lock 2', type: 'schedule', controller_uuid: CONTROLLER }),
  },
  // 4.3 staff
  {
    id: 'staff.create',
    json: (s) => ({
      surname: 'Walker',
      name: 'Anna',
      dolzhnost: 'engineer',
      uuid: s.staff,
      second_name: 'B',
      pin: '12345678',
      car_number: 'А123ВС77',
      cards: ['1234567'],
      biometry: { card_code: '7654321', models: ['FaceStation'] },
      access_profiles: [{ uuid: CONTROLLER, from: 0, to: 2000000000 }],
      tab_nomer: 7,
      'E-mail': 'anna@example.test',
    }),
  },
  {
    id: 'staff.page',
    query: { page: '1', page_size: '150' },
    after: (b, s) =>
      expectEqual(
        (b as Array<{ uuid: string }>).map((p) => p.uuid),
        [s.staff],
        'page',
      ),
  },
  { id: 'staff.count', after: (b) => expectEqual(b, { count: 1 }, 'count') },
  {
    id: 'staff.search',
    query: { q: 'walk' },
    after: (b, s) => expectEqual(first(b).uuid, s.staff, 'search'),
  },
  {
    id: 'staff.get',
    params: (s) => ({ uuid: s.staff }),
    after: (b) => expectEqual(first(b).car_number, 'А123ВС77', 'car'),
  },
  { id: 'staff.ban', params: (s) => ({ uuid: s.staff }) },
  { id: 'staff.banned', after: (b, s) => expectEqual(first(b).uuid, s.staff, 'banned') },
  { id: 'staff.unban', params: (s) => ({ uuid: s.staff }), json: () => ({ comment: 'back' }) },
  {
    id: 'staff.update',
    params: (s) => ({ uuid: s.staff }),
    json: (s) => ({ surname: 'Walker', name: 'Anna', dolzhnost: 'lead', uuid: s.staff }),
  },
  {
    id: 'staffProperties.create',
    json: () => ({ name: 'shoe_size', type: 'integer', required: false }),
  },
  { id: 'staffProperties.list' },
  { id: 'staffProperties.get', params: () => ({ name: 'shoe_size' }) },
  {
    id: 'staffProperties.update',
    params: () => ({ name: 'shoe_size' }),
    json: () => ({ name: 'shoe_size', type: 'string', required: true }),
  },
  // 4.4 visitors
  {
    id: 'visitors.create',
    json: () => ({
      last_name: 'Guest',
      first_name: 'Gus',
      planned_at: '2099-01-01T09:00:00+03:00',
    }),
    after: key('visitor'),
  },
  { id: 'visitors.list' },
  { id: 'visitors.count', after: (b) => expectEqual(b, { count: 1 }, 'visitors') },
  { id: 'visitors.countPlanned', after: (b) => expectEqual(b, { count: 1 }, 'planned') },
  {
    id: 'visitors.multisearch',
    query: { q: 'gue' },
    after: (b, s) => expectEqual(first(b).uuid, k(s, 'visitor'), 'multisearch'),
  },
  { id: 'visitors.sort' },
  { id: 'visitors.get', params: uuidOf('visitor') },
  {
    id: 'visitors.update',
    params: uuidOf('visitor'),
    json: () => ({ last_name: 'Guest', first_name: 'Gustav', planned_at: '2099-01-02T09:00:00Z' }),
  },
  {
    id: 'visitorProperties.create',
    json: () => ({ name: 'host', type: 'string', required: true }),
  },
  { id: 'visitorProperties.list' },
  { id: 'visitorProperties.get', params: () => ({ name: 'host' }) },
  {
    id: 'visitorProperties.update',
    params: () => ({ name: 'host' }),
    json: () => ({ name: 'host', type: 'string', required: false }),
  },
  // 4.5 identifiers
  { id: 'identifiers.generate', after: (b, s) => (s.keys.code = String(first(b).code)) },
  { id: 'identifiers.create', json: (s) => ({ code: k(s, 'code'), type: 'card', active: true }) },
  { id: 'identifiers.get', params: (s) => ({ code: k(s, 'code') }) },
  { id: 'identifiers.list' },
  { id: 'identifiers.count', after: (b) => expectEqual(b, { count: 1 }, 'identifiers') },
  { id: 'identifiers.extPrivileges' },
  { id: 'identifiers.search', query: { q: 'card' } },
  { id: 'identifiers.sort' },
  {
    id: 'identifiers.update',
    params: (s) => ({ code: k(s, 'code') }),
    json: (s) => ({ code: k(s, 'code'), type: 'card', active: false }),
  },
  // 4.9 schedules, access profiles, directories
  {
    id: 'schedules.create',
    json: () => ({
      name: 'Day',
      intervals: [{ days: ['mon', 'fri'], from: '08:00', to: '18:00' }],
    }),
    after: key('schedule'),
  },
  { id: 'schedules.list' },
  { id: 'schedules.get', params: uuidOf('schedule') },
  {
    id: 'schedules.update',
    params: uuidOf('schedule'),
    json: () => ({ name: 'Day', intervals: [] }),
  },
  {
    id: 'accessProfiles.create',
    json: (s) => ({
      name: 'Walkers',
      access_points: [k(s, 'single')],
      schedule_uuid: k(s, 'schedule'),
    }),
    after: key('profile'),
  },
  { id: 'accessProfiles.list' },
  { id: 'accessProfiles.get', params: uuidOf('profile') },
  {
    id: 'accessProfiles.update',
    params: uuidOf('profile'),
    json: (s) => ({ name: 'Walkers', access_points: [], schedule_uuid: k(s, 'schedule') }),
  },
  {
    id: 'directories.create',
    json: () => ({ name: 'floors', items: [{ value: '1', label: 'Ground' }] }),
  },
  { id: 'directories.list' },
  { id: 'directories.get', params: () => ({ name: 'floors' }) },
  {
    id: 'directories.update',
    params: () => ({ name: 'floors' }),
    json: () => ({ name: 'floors', items: [] }),
  },
  // 4.6 temporary access
  {
    id: 'tmpAccess.create',
    json: (s) => ({ user_uuid: s.staff, access_point_uuid: k(s, 'single'), date: '2030-05-17' }),
    after: key('grant'),
  },
  { id: 'tmpAccess.list' },
  {
    id: 'tmpAccess.byDate',
    params: () => ({ date: '17.05.2030' }),
    after: (b, s) => expectEqual(first(b).uuid, k(s, 'grant'), 'by date'),
  },
  { id: 'tmpAccess.byUser', params: (s) => ({ user_uuid: s.staff }) },
  {
    id: 'tmpAccess.byUserAndDate',
    params: (s) => ({ user_uuid: s.staff, date: '2030-05-17' }),
    after: (b, s) =>
      expectEqual(
        b,
        [
          {
            uuid: k(s, 'grant'),
            user_uuid: s.staff,
            date: '17.05.2030',
            access_points: [k(s, 'single')],
          },
        ],
        'read shape',
      ),
  },
  { id: 'tmpAccess.get', params: uuidOf('grant') },
  {
    id: 'tmpAccess.update',
    params: uuidOf('grant'),
    json: (s) => ({ user_uuid: s.staff, access_point_uuid: k(s, 'single'), date: '2030-05-18' }),
  },
  // 4.10 devices and commands
  {
    id: 'devices.list',
    query: { q: 'walk turnstile: entry' },
    after: (b, s) => {
      s.keys.device = String(first(b).uuid);
      s.keys.address = String(first(b).address);
    },
  },
  { id: 'devices.byController', params: (s) => ({ controller: s.serial }) },
  {
    id: 'devices.controllersList',
    after: (b, s) => expectEqual(first(b).controller, s.serial, 'controller'),
  },
  { id: 'devices.count' },
  {
    id: 'devices.find',
    query: {},
    after: (b) => expectEqual(Array.isArray(b) && b.length > 10, true, 'all devices'),
  },
  {
    id: 'devices.find',
    query: (s) => ({ controller: s.serial, device_address: k(s, 'address') }),
    after: (b, s) =>
      expectEqual(
        (b as Array<{ uuid: string }>).map((d) => d.uuid),
        [k(s, 'device')],
        'found device',
      ),
  },
  { id: 'devices.get', params: uuidOf('device') },
  { id: 'devices.action', json: (s) => ({ uuid: k(s, 'device'), action: 'reboot' }) },
  {
    id: 'deviceManagement.sendEvent',
    json: (s) => ({ device_uuid: k(s, 'device'), event_type: 'E101' }),
    after: key('deviceNote'),
  },
  {
    id: 'devices.haveErrors',
    after: (b) => expectEqual(((b as Body).data as unknown[]).length >= 2, true, 'faulty devices'),
  },
  { id: 'devices.haveNotifications' },
  {
    id: 'deviceManagement.sendPassEvent',
    json: (s) => ({ access_point_uuid: k(s, 'single'), direction: 'in', user_uuid: s.staff }),
    after: key('pass'),
  },
  {
    id: 'deviceManagement.sendPassEvent',
    json: (s) => ({ access_point_uuid: k(s, 'turnstile'), direction: 'in', user_uuid: CONTROLLER }),
  },
  {
    id: 'accessConfirmation.confirm',
    json: (s) => ({ access_event_uuid: k(s, 'pass'), confirmed: true }),
  },
  // 4.7 event logs
  { id: 'accessEvents.list' },
  { id: 'accessEvents.count' },
  { id: 'accessEvents.types' },
  {
    id: 'accessEvents.get',
    params: uuidOf('pass'),
    after: (b) =>
      expectEqual([first(b).type, first(b).confirmed], ['access_granted', true], 'pass'),
  },
  {
    id: 'staff.lastAccess',
    params: (s) => ({ uuid: s.staff }),
    after: (b, s) => expectEqual(first(b).uuid, k(s, 'pass'), 'last access'),
  },
  {
    id: 'accessEvents.createUserDefined',
    json: (s) => ({ type: 'user_defined', access_point_uuid: k(s, 'single'), user_uuid: s.staff }),
    after: key('userAccess'),
  },
  {
    id: 'accessEvents.updateUserDefined',
    params: uuidOf('userAccess'),
    json: (s) => ({ type: 'drill', access_point_uuid: k(s, 'single'), user_uuid: s.staff }),
  },
  {
    id: 'auditEvents.createUserDefined',
    json: () => ({ type: 'user_defined', message: 'walk started' }),
    after: key('audit'),
  },
  { id: 'auditEvents.list' },
  { id: 'auditEvents.count' },
  { id: 'auditEvents.types' },
  { id: 'auditEvents.get', params: uuidOf('audit') },
  {
    id: 'auditEvents.updateUserDefined',
    params: uuidOf('audit'),
    json: () => ({ type: 'user_defined', message: 'walk going' }),
  },
  {
    id: 'notifications.createUserDefined',
    json: () => ({ type: 'user_defined', message: 'one' }),
    after: key('note1'),
  },
  {
    id: 'notifications.createUserDefinedNotification',
    json: () => ({ type: 'user_defined', message: 'two' }),
    after: key('note2'),
  },
  { id: 'notifications.list' },
  { id: 'notifications.count' },
  { id: 'notifications.errorCodes' },
  { id: 'notifications.types' },
  {
    id: 'notifications.userDefinedList',
    after: (b) => expectEqual(((b as Body).data as unknown[]).length, 2, 'user-defined'),
  },
  { id: 'notifications.userDefinedGet', params: uuidOf('note1') },
  { id: 'notifications.get', params: uuidOf('deviceNote') },
  {
    id: 'notifications.updateUserDefined',
    params: uuidOf('note2'),
    json: () => ({ type: 'user_defined', message: 'two!' }),
  },
  {
    id: 'notifications.updateUserDefinedNotification',
    params: uuidOf('note1'),
    json: () => ({ type: 'user_defined', message: 'one!' }),
  },
  // 4.8 alerts
  {
    id: 'alerts.violations',
    query: { q: 'forced' },
    after: (b, s) => {
      s.keys.alert = String(first(b).uuid);
      s.keys.alertPoint = String(first(b).access_point_uuid);
    },
  },
  {
    id: 'alerts.countByAccessPoint',
    params: ap('turnstile'),
    after: (b) => expectEqual(b, { count: 1 }, 'alerts'),
  },
  { id: 'alerts.sortByAccessPoint', after: (b) => expectEqual(first(b).count, 1, 'top count') },
  { id: 'alerts.clearAccessPoint', params: ap('turnstile') },
  { id: 'alerts.delete', params: uuidOf('alert') },
  // 4.11 time tracking
  { id: 'ttExport.createConfig', json: () => ({ name: 'Year', period }), after: key('export') },
  { id: 'ttExport.listConfigs' },
  { id: 'ttExport.getConfig', params: uuidOf('export') },
  { id: 'ttExport.export', params: uuidOf('export') },
  {
    id: 'ttExport.updateConfig',
    params: uuidOf('export'),
    json: () => ({ name: 'Year 2', period }),
  },
  { id: 'ttReport.createConfig', json: () => ({ name: 'Report', period }), after: key('report') },
  { id: 'ttReport.listConfigs' },
  { id: 'ttReport.getConfig', params: uuidOf('report') },
  {
    id: 'ttReport.updateConfig',
    params: uuidOf('report'),
    json: () => ({ name: 'Report 2', period }),
  },
  // 4.12 system
  { id: 'dateTime.get' },
  {
    id: 'dateTime.timezones',
    after: (b) =>
      expectEqual(((b as Body).data as string[]).includes('Europe/Moscow'), true, 'zones'),
  },
  {
    id: 'dateTime.set',
    json: () => ({ ntp: false, timestamp: 1900000000, timezone: 'Europe/Moscow' }),
  },
  { id: 'network.get' },
  {
    id: 'network.set',
    json: (s) => ({ dhcp: false, ip: s.host, mask: '255.0.0.0', gateway: '127.0.0.1' }),
  },
  { id: 'controllerSearch.start', json: () => ({ network: '127.0.0.0/24' }) },
  { id: 'controllerSearch.results' },
  { id: 'controllerSearch.status' },
  { id: 'shareVpn.set', json: () => ({ enabled: true, comment: 'walk' }) },
  {
    id: 'shareVpn.get',
    after: (b) => expectEqual(first(b), { enabled: true, comment: 'walk' }, 'share vpn'),
  },
  {
    id: 'shareVpn.status',
    after: (b) => expectEqual(b, { status: 'ready', active: true }, 'share vpn status'),
  },
  { id: 'vpn.masterStatus' },
  { id: 'vpn.members' },
  { id: 'vpn.slaveSync', params: () => ({ action: 'start' }), json: () => ({ action: 'start' }) },
  {
    id: 'vpn.slaveStatus',
    after: (b) => expectEqual(b, { status: 'syncing', active: true }, 'slave'),
  },
  { id: 'vpn.masterSyncStop' },
  // No VPN member exists until part 2 joins simulators: an unknown serial is 404 E (D4).
  { id: 'vpn.masterSync', params: () => ({ serial: 'NOSUCH1', action: 'start' }), status: 404 },
  { id: 'vpn.removeMember', params: () => ({ serial: 'NOSUCH1' }), status: 404 },
  // 4.13 biometry
  { id: 'biometry.createProvider', json: () => provider, after: key('provider') },
  {
    id: 'biometry.providers',
    after: (b) => expectEqual('clientSecret' in first(b), false, 'secret hidden'),
  },
  {
    id: 'biometry.createLink',
    json: (s) => ({
      access_point_uuid: k(s, 'single'),
      provider_service_id: k(s, 'provider'),
      enabled: true,
    }),
    after: key('link'),
  },
  { id: 'biometry.links' },
  {
    id: 'biometry.updateLink',
    params: idOf('link'),
    json: (s) => ({
      access_point_uuid: k(s, 'single'),
      provider_service_id: k(s, 'provider'),
      enabled: false,
    }),
  },
  { id: 'biometry.updateProvider', params: idOf('provider'), json: () => provider },
  {
    id: 'biometry.patchProvider',
    params: idOf('provider'),
    json: () => ({ active: false }),
    after: (b) => expectEqual(b, { status: 'success', active: false }, 'patch'),
  },
  // 4.14 error log and migration (D17: no storage drive on the simulator)
  { id: 'errorLog.get' },
  {
    id: 'migration.running',
    after: (b) => expectEqual(b, { success: true, isRunning: false, status: 'idle' }, 'running'),
  },
  { id: 'migration.status' },
  { id: 'migration.start', status: 500 },
  { id: 'migration.stop' },
  // deletes, last
  { id: 'biometry.deleteLink', params: idOf('link') },
  { id: 'biometry.deleteProvider', params: idOf('provider') },
  { id: 'ttExport.deleteConfig', params: uuidOf('export') },
  { id: 'ttReport.deleteConfig', params: uuidOf('report') },
  { id: 'notifications.deleteUserDefined', params: uuidOf('note1') },
  { id: 'notifications.deleteUserDefinedNotification', params: uuidOf('note2') },
  { id: 'auditEvents.deleteUserDefined', params: uuidOf('audit') },
  { id: 'accessEvents.deleteUserDefined', params: uuidOf('userAccess') },
  { id: 'directories.delete', params: () => ({ name: 'floors' }) },
  { id: 'accessProfiles.delete', params: uuidOf('profile') },
  { id: 'schedules.delete', params: uuidOf('schedule') },
  { id: 'tmpAccess.delete', params: uuidOf('grant') },
  { id: 'identifiers.delete', params: (s) => ({ code: k(s, 'code') }) },
  { id: 'visitorProperties.delete', params: () => ({ name: 'host' }) },
  { id: 'visitors.delete', params: uuidOf('visitor') },
  { id: 'staffProperties.delete', params: () => ({ name: 'shoe_size' }) },
  { id: 'staff.delete', params: (s) => ({ uuid: s.staff }) },
  { id: 'automations.delete', params: uuidOf('automation') },
  { id: 'devices.delete', params: uuidOf('device') },
  { id: 'accessPoints.delete', params: ap('mantrap') },
  { id: 'authUsers.delete', params: () => ({ login: 'walker' }) },
];
