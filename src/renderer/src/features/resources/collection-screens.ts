/**
 * Where a collection's screen is not the generic browser (resource-collections.ts is the list of
 * collections). Two kinds of replacement:
 * - a record editor: the generic list stays (virtual, searchable), and this component shows one
 *   record and its create/edit form (staff in both field sets, the schedule's week grid, ...);
 * - a whole screen: the collection draws its own list (the event logs with filters and a live
 *   tail, the error log, devices with find and actions).
 * A collection without an entry gets the generic list, detail and form made from its schema.
 */
import { loadCode } from '../../code-load';
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
  staff: () => loadCode(() => import('../people/StaffEditor.vue')),
  identifiers: () => loadCode(() => import('../people/IdentifierEditor.vue')),
  visitors: () => loadCode(() => import('../people/VisitorEditor.vue')),
  tmpAccess: () => loadCode(() => import('../people/TmpAccessEditor.vue')),
  schedules: keyedByRecord(() => loadCode(() => import('../rules/ScheduleEditor.vue'))),
  accessProfiles: keyedByRecord(() => loadCode(() => import('../rules/AccessProfileEditor.vue'))),
  directories: keyedByRecord(() => loadCode(() => import('../rules/DirectoryEditor.vue'))),
  authUsers: keyedByRecord(() => loadCode(() => import('../system-data/AuthUserEditor.vue'))),
  biometryProviders: keyedByRecord(() =>
    loadCode(() => import('../system-data/BiometryProviderEditor.vue')),
  ),
  biometryLinks: keyedByRecord(() =>
    loadCode(() => import('../system-data/BiometryLinkEditor.vue')),
  ),
  ttExportConfigs: keyedByRecord(() => loadCode(() => import('../system-data/TtConfigEditor.vue'))),
  ttReportConfigs: keyedByRecord(() => loadCode(() => import('../system-data/TtConfigEditor.vue'))),
};

/** Props of a whole screen: `controllerId` and `collection` (the ResourceCollection). */
export const COLLECTION_SCREENS: Partial<Record<ResourceCollectionId, Loader>> = {
  accessEvents: loadEventLog,
  auditEvents: loadEventLog,
  notifications: loadEventLog,
  alerts: loadEventLog,
  errorLog: () => loadCode(() => import('../logs/ErrorLogScreen.vue')),
  devices: () => loadCode(() => import('../system-data/DevicesScreen.vue')),
};
