/**
 * What the simulator keeps in its store: one collection per kind of record, each record a plain
 * JSON object. Records are keyed by `uuid` unless the spec addresses them by another key (auth
 * users by login, property definitions and directories by name, identifiers by code). Singleton
 * settings live in their own collection under the key `current`.
 */
import type { AccessPointKind, Role, StaffModern } from '../../shared/api';
import type { ACCESS_POINT_STATES } from '../../shared/api';
import type { Store } from '../store/store';

export type AccessPointState = (typeof ACCESS_POINT_STATES)[number];

export type IdentityRecord = {
  serial: string;
  controller_uuid: string;
  model: string;
  created_at: string;
};
export type AuthUserRecord = { login: string; role: Role; password_hash: string };
/**
 * The current password of an admin, kept so the VPN master can sign in to its members with it
 * (auth/cluster-account.ts says why); `order` grows with every change, newest last.
 */
export type AdminSecretRecord = { login: string; password: string; order: number };
/** Values of extra parameters by name (docs/decisions.md, "Access points: extra parameters"). */
export type ExtParameterValues = Record<string, string | number | boolean>;
/**
 * `ext_parameters` holds only the values ever set (absent on records stored before they were
 * kept); reads fill in the kind's defaults.
 */
export type AccessPointRecord = {
  uuid: string;
  name: string;
  type: string;
  controller_uuid: string;
  kind: AccessPointKind;
  state: AccessPointState;
  ext_parameters?: ExtParameterValues;
};
/** `ext_parameters` as the last write gave them: an automation has no kind to take defaults from. */
export type AutomationRecord = {
  uuid: string;
  name: string;
  type: string;
  controller_uuid: string;
  ext_parameters?: ExtParameterValues;
};
/** Staff are stored in the modern field set whatever the instance speaks (D12); legacy is a view. */
export type StaffStored = StaffModern & { banned: boolean };
export type PropertyRecord = { name: string; type: string; required: boolean };
export type VisitorRecord = {
  uuid: string;
  last_name: string;
  first_name: string;
  planned_at: string;
};
export type IdentifierRecord = { code: string; type: string; active: boolean };
/** A grant for one day; `date` is stored as written, yyyy-mm-dd (D10). */
export type TmpAccessRecord = {
  uuid: string;
  user_uuid: string;
  access_point_uuid: string;
  date: string;
};
export type AccessEventRecord = {
  uuid: string;
  type: string;
  timestamp: string;
  user_defined: boolean;
  access_point_uuid?: string;
  user_uuid?: string;
  direction?: 'in' | 'out';
  /** The access profile or temporary grant that let the person through. */
  granted_by?: string;
  confirmed?: boolean;
  /** The pass event an external system's confirmation answers (spec 4.10). */
  confirms?: string;
};
export type MessageEventRecord = {
  uuid: string;
  type: string;
  message: string;
  timestamp: string;
  user_defined: boolean;
  device_uuid?: string;
  login?: string;
};
export type AlertRecord = {
  uuid: string;
  access_point_uuid: string;
  type: string;
  message: string;
  timestamp: string;
  user_uuid?: string;
  access_event_uuid?: string;
};
export type AccessProfileRecord = {
  uuid: string;
  name: string;
  access_points: string[];
  schedule_uuid: string;
};
export type ScheduleRecord = {
  uuid: string;
  name: string;
  intervals: Array<{ days: string[]; from: string; to: string }>;
};
export type DirectoryRecord = { name: string; items: Array<{ value: string; label: string }> };
export type DeviceKind = 'reader' | 'lock';
export type DeviceRecord = {
  uuid: string;
  controller: string;
  address: string;
  name: string;
  kind: DeviceKind;
  access_point_uuid: string;
  errors: string[];
  last_action?: string;
};
export type TtConfigRecord = { uuid: string; name: string; period: { from: string; to: string } };
export type DateTimeRecord = {
  ntp: boolean;
  ntp_server: string;
  timezone: string;
  offset_ms: number;
};
export type NetworkRecord = { dhcp: boolean; ip?: string; mask?: string; gateway?: string };
export type ShareVpnRecord = { enabled: boolean; comment: string };
/** This controller as a VPN member (spec 4.12): whether a master is copying to it now. */
export type VpnStateRecord = {
  slave_syncing: boolean;
  master_login?: string;
  last_sync_at?: string;
};
/** Where a move (POST /network, D16) left the controller: it listens there after a restart. */
export type ListenRecord = { host: string; dhcp: boolean; changed_at: string };
/** A controller a search found (spec 4.12) and the certificate it showed (D14). */
export type FoundControllerRecord = {
  serial: string;
  address: string;
  port: number;
  model: string;
  firmware: string;
  fingerprint: string;
};
export type VpnMemberState = 'idle' | 'syncing' | 'synced' | 'error';
/** What one VPN sync copied, by kind of record. */
export type VpnSyncCounts = {
  staff: number;
  access_profiles: number;
  schedules: number;
  identifiers: number;
};
/** A member of this controller's VPN cluster, keyed by serial (D14). */
export type VpnMemberRecord = FoundControllerRecord & {
  state: VpnMemberState;
  counts: VpnSyncCounts;
  last_sync_at?: string;
  error?: string;
  /** Our uuid to the member's for the records a controller keys itself (schedules, profiles). */
  links: { schedules: Record<string, string>; access_profiles: Record<string, string> };
};
export type ControllerSearchRecord = {
  network: string;
  started_at: string;
  finished_at?: string;
  results: FoundControllerRecord[];
};
export type ProviderRecord = {
  uuid: string;
  name: string;
  authHost: string;
  authPort: number;
  apiHost: string;
  apiPort: number;
  basePath: string;
  authBasePath: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  kafkaBroker: string;
  active: boolean;
};
export type BiometryLinkRecord = {
  uuid: string;
  access_point_uuid: string;
  provider_service_id: string;
  enabled: boolean;
};
export type ErrorLogRecord = { uuid: string; line: string };
/** The migration job (spec 4.14, D17), kept so a restart mid-run reads as an error. */
export type MigrationRecord = {
  status: 'idle' | 'running' | 'completed' | 'error';
  lastRun: string;
  processedRecords: number;
  totalRecords: number;
  message?: string;
};

/** Every collection of the simulator's store and the type of its records. */
export type Collections = {
  identity: IdentityRecord;
  auth_users: AuthUserRecord;
  admin_secrets: AdminSecretRecord;
  access_points: AccessPointRecord;
  automations: AutomationRecord;
  staff: StaffStored;
  staff_properties: PropertyRecord;
  visitors: VisitorRecord;
  visitor_properties: PropertyRecord;
  identifiers: IdentifierRecord;
  tmp_access: TmpAccessRecord;
  access_events: AccessEventRecord;
  audit_events: MessageEventRecord;
  notifications: MessageEventRecord;
  alerts: AlertRecord;
  access_profiles: AccessProfileRecord;
  schedules: ScheduleRecord;
  directories: DirectoryRecord;
  devices: DeviceRecord;
  tt_export_configs: TtConfigRecord;
  tt_report_configs: TtConfigRecord;
  date_time: DateTimeRecord;
  network: NetworkRecord;
  share_vpn: ShareVpnRecord;
  vpn_state: VpnStateRecord;
  vpn_members: VpnMemberRecord;
  listen: ListenRecord;
  controller_search: ControllerSearchRecord;
  biometry_providers: ProviderRecord;
  biometry_links: BiometryLinkRecord;
  error_log: ErrorLogRecord;
  migration: MigrationRecord;
};

export type CollectionName = keyof Collections;
export type SimStore = Store<Collections>;

/** The key of singleton settings records. */
export const CURRENT = 'current';
