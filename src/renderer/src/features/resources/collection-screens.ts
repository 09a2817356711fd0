/**
 * Where a collection's screen is not the generic browser (resource-collections.ts is the list of
 * collections). Two kinds of replacement:
 * - a record editor: the generic list stays (virtual, searchable), and this component shows one
 *   record and its create/edit form (staff in both field sets, the schedule's week grid, ...);
 * - a whole screen: the collection draws its own list (the event logs with filters and a live
 *   tail, the error log, devices with find and actions).
 * A collection without an entry gets the generic list, detail and form made from its schema.
 */
import type { Component } from 'vue';
import type { ResourceCollectionId } from '../../../../shared/resources/resource-collections';
import { keyedByRecord } from '../rules/keyed-editor';
import { loadEventLog } from './data-screens-loading';

type Loader = () => Promise<Component | { default: Component }>;

/**
 * Props of a record editor: `record` is the record as read (undefined: a new one). It emits
 * `saved` with the write's answer once a change was confirmed and written, and `close`.
 */
export const RECORD_EDITORS: Partial<Record<ResourceCollectionId, Loader>> = {
  staff: () => import('../people/StaffEditor.vue'),
  identifiers: () => import('../people/IdentifierEditor.vue'),
  visitors: () => import('../people/VisitorEditor.vue'),
  tmpAccess: () => import('../people/TmpAccessEditor.vue'),
  schedules: keyedByRecord(() => import('../rules/ScheduleEditor.vue')),
  accessProfiles: keyedByRecord(() => import('../rules/AccessProfileEditor.vue')),
  directories: keyedByRecord(() => import('../rules/DirectoryEditor.vue')),
  authUsers: keyedByRecord(() => import('../system-data/AuthUserEditor.vue')),
  biometryProviders: keyedByRecord(() => import('../system-data/BiometryProviderEditor.vue')),
  biometryLinks: keyedByRecord(() => import('../system-data/BiometryLinkEditor.vue')),
  ttExportConfigs: keyedByRecord(() => import('../system-data/TtConfigEditor.vue')),
  ttReportConfigs: keyedByRecord(() => import('../system-data/TtConfigEditor.vue')),
};

/** Props of a whole screen: `controllerId` and `collection` (the ResourceCollection). */
export const COLLECTION_SCREENS: Partial<Record<ResourceCollectionId, Loader>> = {
  accessEvents: loadEventLog,
  auditEvents: loadEventLog,
  notifications: loadEventLog,
  alerts: loadEventLog,
  errorLog: () => import('../logs/ErrorLogScreen.vue'),
  devices: () => import('../system-data/DevicesScreen.vue'),
};
