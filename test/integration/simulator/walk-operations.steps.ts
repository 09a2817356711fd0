/** The walk, part two: devices and commands, event logs, alerts, time tracking, system, deletes. */
import {
  CONTROLLER,
  ap,
  expectEqual,
  first,
  idOf,
  k,
  key,
  period,
  provider,
  uuidOf,
  type Body,
  type Step,
} from './walk-support';

export const OPERATION_STEPS: Step[] = [
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
      // No profile of the walker lists the single door any more and the grant is for 2030.
      expectEqual([first(b).type, first(b).confirmed], ['access_denied_no_access', true], 'pass'),
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
  // 4.14 error log and migration (a run without the drive, D17, is in simulator-behaviour)
  { id: 'errorLog.get' },
  {
    id: 'migration.running',
    after: (b) => expectEqual(b, { success: true, isRunning: false, status: 'idle' }, 'running'),
  },
  { id: 'migration.status' },
  { id: 'migration.start', after: (b) => expectEqual((b as Body).success, true, 'start') },
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
