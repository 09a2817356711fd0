/**
 * What a transfer writes, part by part (docs/decisions.md, "Firmware-era transfer: writing"):
 * the endpoint each part is created and changed through, the payload schema of spec 2.2 that a
 * record read back is cut down to, how a source record finds its twin on the target (its pairing
 * key), and which fields refer to records of other parts. Staff keep their uuid (spec 2.1 makes
 * it part of the payload); identifiers, properties, directories and authentication users are
 * keyed by code, name and login; everything else gets a new uuid from the target, so it is paired
 * by what names it and its references are rewritten through the transfer's id map.
 */
import type { z } from 'zod';
import {
  ACCESS_POINT_KINDS,
  accessPoint,
  authUser,
  biometryLink,
  biometryProvider,
  directory,
  identifier,
  propertyDefinition,
  schedule,
  accessProfile,
  staffLegacy,
  staffModern,
  tmpAccessWrite,
  ttConfig,
  visitor,
  type AccessPointKind,
  type ApiVersion,
  type EndpointId,
  type StaffFieldSet,
} from '../../shared/api';
import { SECRET_FIELDS } from './archive/archive-secrets';
import type { ControllerPart } from './controller-reading';

export type TransferRecord = Record<string, unknown>;

/** A field that holds the uuid (or uuids) of a record of another part. */
export interface Reference {
  field: string;
  part: ControllerPart;
  /** `access_profiles`: a list of objects whose `uuid` is the reference. */
  shape: 'one' | 'many' | 'objects';
}

export interface WritablePart {
  part: ControllerPart;
  /** The oldest description version that serves the part (D11). */
  since: ApiVersion;
  schema(fieldSet: StaffFieldSet): z.ZodObject;
  /** `variant`: what picks the path among several (an access point's kind, spec 4.2). */
  create(variant?: string): EndpointId;
  update(variant?: string): EndpointId;
  /** The variant of a record as read (its kind), where the part has several paths. */
  variant?(record: TransferRecord): string;
  /** The path parameters of the update and single-record read of the target's record. */
  params(target: TransferRecord): Record<string, string>;
  /** What pairs a source record with the target's (computed on target-side payloads). */
  key(payload: TransferRecord): string;
  references?: readonly Reference[];
  /** Fields a controller takes but never shows (passwords, secrets): written, not compared. */
  unreadable?: readonly string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const byName = (p: TransferRecord) => text(p['name']);
const byUuid = (t: TransferRecord) => ({ uuid: text(t['uuid']) });
const byId = (t: TransferRecord) => ({ id: text(t['id'] ?? t['uuid']) });

function fixed(create: EndpointId, update: EndpointId) {
  return { create: () => create, update: () => update };
}

/** An access point is written on its kind's path (spec 4.2); the read record says the kind. */
export function pointKind(kind: unknown): AccessPointKind {
  return ACCESS_POINT_KINDS.includes(kind as AccessPointKind)
    ? (kind as AccessPointKind)
    : 'single';
}

export const WRITABLE_PARTS: readonly WritablePart[] = [
  {
    part: 'schedules',
    since: '1.6.0',
    schema: () => schedule,
    ...fixed('schedules.create', 'schedules.update'),
    params: byUuid,
    key: byName,
  },
  {
    part: 'access_points',
    since: '1.5.0',
    schema: () => accessPoint,
    create: (kind) => `accessPoints.create.${pointKind(kind)}`,
    update: (kind) => `accessPoints.update.${pointKind(kind)}`,
    variant: (record) => pointKind(record['kind']),
    params: byUuid,
    key: byName,
  },
  {
    part: 'automations',
    since: '1.5.0',
    schema: () => accessPoint,
    ...fixed('automations.create', 'automations.update'),
    params: byUuid,
    key: byName,
  },
  {
    part: 'directories',
    since: '1.5.0',
    schema: () => directory,
    ...fixed('directories.create', 'directories.update'),
    params: (t) => ({ name: text(t['name']) }),
    key: byName,
  },
  {
    part: 'access_profiles',
    since: '1.5.0',
    schema: () => accessProfile,
    ...fixed('accessProfiles.create', 'accessProfiles.update'),
    params: byUuid,
    key: byName,
    references: [
      { field: 'access_points', part: 'access_points', shape: 'many' },
      { field: 'schedule_uuid', part: 'schedules', shape: 'one' },
    ],
  },
  {
    part: 'staff_properties',
    since: '1.5.0',
    schema: () => propertyDefinition,
    ...fixed('staffProperties.create', 'staffProperties.update'),
    params: (t) => ({ name: text(t['name']) }),
    key: byName,
  },
  {
    part: 'visitor_properties',
    since: '1.5.0',
    schema: () => propertyDefinition,
    ...fixed('visitorProperties.create', 'visitorProperties.update'),
    params: (t) => ({ name: text(t['name']) }),
    key: byName,
  },
  {
    part: 'staff',
    since: '1.5.0',
    schema: (set) => (set === 'legacy' ? staffLegacy : staffModern),
    ...fixed('staff.create', 'staff.update'),
    params: byUuid,
    key: (p) => text(p['uuid']),
    references: [
      { field: 'access_profiles', part: 'access_profiles', shape: 'objects' },
      { field: 'access_profile', part: 'access_profiles', shape: 'one' },
      { field: 'access_point', part: 'access_points', shape: 'one' },
    ],
  },
  {
    part: 'visitors',
    since: '1.5.0',
    schema: () => visitor,
    ...fixed('visitors.create', 'visitors.update'),
    params: byUuid,
    key: (p) => [p['last_name'], p['first_name'], p['planned_at']].map(text).join('\u0000'),
  },
  {
    part: 'identifiers',
    since: '1.6.0',
    schema: () => identifier,
    ...fixed('identifiers.create', 'identifiers.update'),
    params: (t) => ({ code: text(t['code']) }),
    key: (p) => text(p['code']),
  },
  {
    part: 'tmp_access',
    since: '1.6.0',
    schema: () => tmpAccessWrite,
    ...fixed('tmpAccess.create', 'tmpAccess.update'),
    params: byUuid,
    key: (p) => [p['user_uuid'], p['access_point_uuid'], p['date']].map(text).join('\u0000'),
    references: [
      { field: 'user_uuid', part: 'visitors', shape: 'one' },
      { field: 'access_point_uuid', part: 'access_points', shape: 'one' },
    ],
  },
  {
    part: 'auth_users',
    since: '1.6.0',
    schema: () => authUser,
    ...fixed('authUsers.create', 'authUsers.update'),
    params: (t) => ({ login: text(t['login']) }),
    key: (p) => text(p['login']),
    unreadable: SECRET_FIELDS.auth_users,
  },
  {
    part: 'biometry_providers',
    since: '1.5.0',
    schema: () => biometryProvider,
    ...fixed('biometry.createProvider', 'biometry.updateProvider'),
    params: byId,
    key: byName,
    unreadable: SECRET_FIELDS.biometry_providers,
  },
  {
    part: 'biometry_links',
    since: '1.5.0',
    schema: () => biometryLink,
    ...fixed('biometry.createLink', 'biometry.updateLink'),
    params: byId,
    key: (p) => [p['access_point_uuid'], p['provider_service_id']].map(text).join('\u0000'),
    references: [
      { field: 'access_point_uuid', part: 'access_points', shape: 'one' },
      { field: 'provider_service_id', part: 'biometry_providers', shape: 'one' },
    ],
  },
  {
    part: 'tt_export_configs',
    since: '1.5.0',
    schema: () => ttConfig,
    ...fixed('ttExport.createConfig', 'ttExport.updateConfig'),
    params: byUuid,
    key: byName,
  },
  {
    part: 'tt_report_configs',
    since: '1.6.0',
    schema: () => ttConfig,
    ...fixed('ttReport.createConfig', 'ttReport.updateConfig'),
    params: byUuid,
    key: byName,
  },
];

/** The event logs: read and kept as history, never written as new events (spec 6). */
export const HISTORY_PARTS: readonly ControllerPart[] = [
  'access_events',
  'audit_events',
  'notifications',
];

export function writablePart(part: ControllerPart): WritablePart | undefined {
  return WRITABLE_PARTS.find((w) => w.part === part);
}
