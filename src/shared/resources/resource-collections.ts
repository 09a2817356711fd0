/**
 * The collections of records a controller keeps, as the data screens show them: for each, the
 * endpoints that list, count, read, create, change and delete its records (spec 4), the path
 * parameter that names a record, the fields a list shows first, and the actions a record offers
 * beyond the five. One table, so the generic browser, the editors, the console and the test that
 * walks the contract read the same thing. Areas that are settings, not collections (network, date
 * and time, VPN, migration), are reached through their wizards and cards (endpoint-screens.ts).
 */
import type { AreaId, EndpointId } from '../api';
import type { LocalizedText } from '../words/localized-text';

export const RESOURCE_TABS = [
  'people',
  'rules',
  'events',
  'devices',
  'timeTracking',
  'system',
] as const;
export type ResourceTab = (typeof RESOURCE_TABS)[number];

export interface ResourceCollection {
  readonly id: string;
  readonly area: AreaId;
  readonly tab: ResourceTab;
  readonly title: LocalizedText;
  /** The path parameter naming one record, and the record field that holds it. */
  readonly key: { readonly param: string; readonly field: string };
  /** D13 list read (q, limit, offset); staff pages with page/page_size instead (spec 4.3). */
  readonly list: EndpointId;
  readonly count?: EndpointId;
  readonly get?: EndpointId;
  readonly create?: EndpointId;
  readonly update?: EndpointId;
  readonly remove?: EndpointId;
  /** Other endpoints the collection's screen offers (ban, last access, generate, export...). */
  readonly actions?: readonly EndpointId[];
  /** Fields shown as columns, in order; the rest are in the record's detail. */
  readonly columns: readonly string[];
  /** Fields never shown in clear, never logged, masked in the journal. */
  readonly secrets?: readonly string[];
  /** Records are events: newest first, a live tail, filters by type, time, person, door. */
  readonly events?: boolean;
}

const text = (en: string, ru: string): LocalizedText => ({ en, ru });
const byUuid = { param: 'uuid', field: 'uuid' } as const;
const byName = { param: 'name', field: 'name' } as const;

export const RESOURCE_COLLECTIONS = [
  {
    id: 'staff',
    area: 'staff',
    tab: 'people',
    title: text('Staff', 'Сотрудники'),
    key: byUuid,
    list: 'staff.page',
    count: 'staff.count',
    get: 'staff.get',
    create: 'staff.create',
    update: 'staff.update',
    remove: 'staff.delete',
    actions: ['staff.search', 'staff.banned', 'staff.ban', 'staff.unban', 'staff.lastAccess'],
    columns: [
      'surname',
      'name',
      'second_name',
      'last_name',
      'first_name',
      'dolzhnost',
      'cards',
      'banned',
    ],
  },
  {
    id: 'staffProperties',
    area: 'staff',
    tab: 'people',
    title: text('Staff properties', 'Свойства сотрудников'),
    key: byName,
    list: 'staffProperties.list',
    get: 'staffProperties.get',
    create: 'staffProperties.create',
    update: 'staffProperties.update',
    remove: 'staffProperties.delete',
    columns: ['name', 'type', 'required'],
  },
  {
    id: 'visitors',
    area: 'visitors',
    tab: 'people',
    title: text('Visitors', 'Посетители'),
    key: byUuid,
    list: 'visitors.list',
    count: 'visitors.count',
    get: 'visitors.get',
    create: 'visitors.create',
    update: 'visitors.update',
    remove: 'visitors.delete',
    actions: ['visitors.countPlanned', 'visitors.multisearch', 'visitors.sort'],
    columns: ['last_name', 'first_name', 'planned_at'],
  },
  {
    id: 'visitorProperties',
    area: 'visitors',
    tab: 'people',
    title: text('Visitor properties', 'Свойства посетителей'),
    key: byName,
    list: 'visitorProperties.list',
    get: 'visitorProperties.get',
    create: 'visitorProperties.create',
    update: 'visitorProperties.update',
    remove: 'visitorProperties.delete',
    columns: ['name', 'type', 'required'],
  },
  {
    id: 'identifiers',
    area: 'identifiers',
    tab: 'people',
    title: text('Identifiers', 'Идентификаторы'),
    key: { param: 'code', field: 'code' },
    list: 'identifiers.list',
    count: 'identifiers.count',
    get: 'identifiers.get',
    create: 'identifiers.create',
    update: 'identifiers.update',
    remove: 'identifiers.delete',
    actions: [
      'identifiers.generate',
      'identifiers.search',
      'identifiers.sort',
      'identifiers.extPrivileges',
    ],
    columns: ['code', 'type', 'active'],
  },
  {
    id: 'tmpAccess',
    area: 'tmp_access',
    tab: 'people',
    title: text('Temporary access', 'Временный доступ'),
    key: byUuid,
    list: 'tmpAccess.list',
    get: 'tmpAccess.get',
    create: 'tmpAccess.create',
    update: 'tmpAccess.update',
    remove: 'tmpAccess.delete',
    actions: ['tmpAccess.byDate', 'tmpAccess.byUser', 'tmpAccess.byUserAndDate'],
    columns: ['user_uuid', 'access_point_uuid', 'access_points', 'date'],
  },
  {
    id: 'schedules',
    area: 'schedules',
    tab: 'rules',
    title: text('Schedules', 'Расписания'),
    key: byUuid,
    list: 'schedules.list',
    get: 'schedules.get',
    create: 'schedules.create',
    update: 'schedules.update',
    remove: 'schedules.delete',
    columns: ['name', 'intervals'],
  },
  {
    id: 'accessProfiles',
    area: 'access_profiles',
    tab: 'rules',
    title: text('Access profiles', 'Профили доступа'),
    key: byUuid,
    list: 'accessProfiles.list',
    get: 'accessProfiles.get',
    create: 'accessProfiles.create',
    update: 'accessProfiles.update',
    remove: 'accessProfiles.delete',
    columns: ['name', 'access_points', 'schedule_uuid'],
  },
  {
    id: 'directories',
    area: 'directories',
    tab: 'rules',
    title: text('Directories', 'Справочники'),
    key: byName,
    list: 'directories.list',
    get: 'directories.get',
    create: 'directories.create',
    update: 'directories.update',
    remove: 'directories.delete',
    columns: ['name', 'items'],
  },
  {
    id: 'accessEvents',
    area: 'access_events',
    tab: 'events',
    title: text('Access events', 'События доступа'),
    key: byUuid,
    list: 'accessEvents.list',
    count: 'accessEvents.count',
    get: 'accessEvents.get',
    create: 'accessEvents.createUserDefined',
    update: 'accessEvents.updateUserDefined',
    remove: 'accessEvents.deleteUserDefined',
    actions: ['accessEvents.types'],
    columns: ['timestamp', 'type', 'user_uuid', 'access_point_uuid', 'direction'],
    events: true,
  },
  {
    id: 'auditEvents',
    area: 'audit_events',
    tab: 'events',
    title: text('Audit events', 'События аудита'),
    key: byUuid,
    list: 'auditEvents.list',
    count: 'auditEvents.count',
    get: 'auditEvents.get',
    create: 'auditEvents.createUserDefined',
    update: 'auditEvents.updateUserDefined',
    remove: 'auditEvents.deleteUserDefined',
    actions: ['auditEvents.types'],
    columns: ['timestamp', 'type', 'login', 'message'],
    events: true,
  },
  {
    id: 'notifications',
    area: 'notification_events',
    tab: 'events',
    title: text('Notifications', 'Уведомления'),
    key: byUuid,
    list: 'notifications.list',
    count: 'notifications.count',
    get: 'notifications.get',
    create: 'notifications.createUserDefined',
    update: 'notifications.updateUserDefined',
    remove: 'notifications.deleteUserDefined',
    actions: ['notifications.types', 'notifications.errorCodes'],
    columns: ['timestamp', 'type', 'message'],
    events: true,
  },
  {
    id: 'userNotifications',
    area: 'notification_events',
    tab: 'events',
    title: text('User-defined notifications', 'Пользовательские уведомления'),
    key: byUuid,
    list: 'notifications.userDefinedList',
    get: 'notifications.userDefinedGet',
    create: 'notifications.createUserDefinedNotification',
    update: 'notifications.updateUserDefinedNotification',
    remove: 'notifications.deleteUserDefinedNotification',
    columns: ['type', 'message'],
  },
  {
    id: 'alerts',
    area: 'alerts',
    tab: 'events',
    title: text('Alerts', 'Тревоги'),
    key: byUuid,
    list: 'alerts.violations',
    remove: 'alerts.delete',
    actions: ['alerts.sortByAccessPoint', 'alerts.countByAccessPoint', 'alerts.clearAccessPoint'],
    columns: ['timestamp', 'type', 'access_point_uuid', 'message'],
    events: true,
  },
  {
    id: 'devices',
    area: 'devices',
    tab: 'devices',
    title: text('Devices', 'Устройства'),
    key: byUuid,
    list: 'devices.list',
    count: 'devices.count',
    get: 'devices.get',
    remove: 'devices.delete',
    actions: [
      'devices.find',
      'devices.action',
      'devices.byController',
      'devices.controllersList',
      'devices.haveErrors',
      'devices.haveNotifications',
      'deviceManagement.sendEvent',
      'accessConfirmation.confirm',
    ],
    columns: ['name', 'address', 'controller'],
  },
  {
    id: 'ttExportConfigs',
    area: 'tt_export',
    tab: 'timeTracking',
    title: text('Time-tracking exports', 'Выгрузки учёта времени'),
    key: byUuid,
    list: 'ttExport.listConfigs',
    get: 'ttExport.getConfig',
    create: 'ttExport.createConfig',
    update: 'ttExport.updateConfig',
    remove: 'ttExport.deleteConfig',
    actions: ['ttExport.export'],
    columns: ['name', 'period'],
  },
  {
    id: 'ttReportConfigs',
    area: 'tt_report',
    tab: 'timeTracking',
    title: text('Time-tracking reports', 'Отчёты учёта времени'),
    key: byUuid,
    list: 'ttReport.listConfigs',
    get: 'ttReport.getConfig',
    create: 'ttReport.createConfig',
    update: 'ttReport.updateConfig',
    remove: 'ttReport.deleteConfig',
    columns: ['name', 'period'],
  },
  {
    id: 'authUsers',
    area: 'auth_users',
    tab: 'system',
    title: text('Logins', 'Учётные записи'),
    key: { param: 'login', field: 'login' },
    list: 'authUsers.list',
    get: 'authUsers.get',
    create: 'authUsers.create',
    update: 'authUsers.update',
    remove: 'authUsers.delete',
    columns: ['login', 'role'],
    secrets: ['password'],
  },
  {
    id: 'biometryProviders',
    area: 'biometry',
    tab: 'system',
    title: text('Biometry providers', 'Поставщики биометрии'),
    key: { param: 'id', field: 'id' },
    list: 'biometry.providers',
    create: 'biometry.createProvider',
    update: 'biometry.updateProvider',
    remove: 'biometry.deleteProvider',
    actions: ['biometry.patchProvider'],
    columns: ['name', 'apiHost', 'apiPort', 'active'],
    secrets: ['clientSecret', 'password'],
  },
  {
    id: 'biometryLinks',
    area: 'biometry',
    tab: 'system',
    title: text('Biometry at access points', 'Биометрия на точках доступа'),
    key: { param: 'id', field: 'id' },
    list: 'biometry.links',
    create: 'biometry.createLink',
    update: 'biometry.updateLink',
    remove: 'biometry.deleteLink',
    columns: ['access_point_uuid', 'provider_service_id', 'enabled'],
  },
  {
    id: 'errorLog',
    area: 'error_log',
    tab: 'system',
    title: text('Error log', 'Журнал ошибок'),
    key: { param: 'line', field: 'line' },
    list: 'errorLog.get',
    columns: ['line'],
  },
] as const satisfies readonly ResourceCollection[];

export type ResourceCollectionId = (typeof RESOURCE_COLLECTIONS)[number]['id'];

const byId = new Map<string, ResourceCollection>(RESOURCE_COLLECTIONS.map((c) => [c.id, c]));

export function collectionById(id: string): ResourceCollection | undefined {
  return byId.get(id);
}

/** The endpoints a collection's screen reaches. */
export function collectionEndpoints(c: ResourceCollection): EndpointId[] {
  const own = [c.list, c.count, c.get, c.create, c.update, c.remove].filter(
    (id): id is EndpointId => id !== undefined,
  );
  return [...own, ...(c.actions ?? [])];
}
