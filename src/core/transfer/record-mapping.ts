/**
 * A source record as the target must be sent it (docs/decisions.md, "Firmware-era transfer:
 * writing"): cut down to the payload of spec 2.2, staff moved between the field sets of D12
 * (last_name <-> surname, first_name <-> name; `dolzhnost`, which the legacy set lacks, from the
 * engineer's default), references to records the target numbers itself rewritten through the id
 * map, dates in the form the write takes (D10). What the target's set has no place for is named,
 * never dropped in silence.
 */
import type { StaffFieldSet } from '../../shared/api';
import { toLegacy, toModern } from '../client/staff-translation';
import { SECRET_FIELDS } from './archive/archive-secrets';
import type { ControllerPart } from './controller-reading';
import type { IdMap } from './id-map';
import { type TransferRecord, type WritablePart } from './transfer-parts';

export interface MappingContext {
  targetFieldSet: StaffFieldSet;
  /** Values for required fields the source lacks (`dolzhnost`). */
  defaults: Readonly<Record<string, string>>;
  ids: IdMap;
  /** The target's own controller uuid, from its access points, where it has any. */
  targetControllerUuid?: string;
  /** The password new authentication users get (spec 4.1: none is ever read). */
  authPassword?: string;
}

export interface MappedRecord {
  payload: TransferRecord;
  key: string;
  /** Fields of the source the target cannot hold. */
  dropped: string[];
  /** Fields filled from the engineer's defaults. */
  defaulted: string[];
  /** The path variant to write it on (an access point's kind). */
  variant?: string;
}

function pick(record: TransferRecord, fields: readonly string[]): TransferRecord {
  const out: TransferRecord = {};
  for (const field of fields) if (record[field] !== undefined) out[field] = record[field];
  return out;
}

/** The staff record in the modern set, whichever set the source spoke. */
function modernStaff(record: TransferRecord, fields: readonly string[]): TransferRecord {
  if (typeof record['last_name'] === 'string' || typeof record['first_name'] === 'string') {
    return toModern(record).record;
  }
  return pick(record, fields);
}

/** A dd.mm.yyyy day (D10, the read form) in the yyyy-mm-dd form writes take. */
function isoDay(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  return dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value;
}

function mapReferences(payload: TransferRecord, writable: WritablePart, ids: IdMap): void {
  for (const ref of writable.references ?? []) {
    const value = payload[ref.field];
    if (value === undefined) continue;
    const map = (uuid: unknown) => (typeof uuid === 'string' ? ids.target(ref.part, uuid) : uuid);
    if (ref.shape === 'one') payload[ref.field] = map(value);
    else if (ref.shape === 'many' && Array.isArray(value)) payload[ref.field] = value.map(map);
    else if (ref.shape === 'objects' && Array.isArray(value)) {
      payload[ref.field] = value.map((entry: unknown) =>
        entry && typeof entry === 'object'
          ? { ...entry, uuid: map((entry as { uuid?: unknown }).uuid) }
          : entry,
      );
    }
  }
}

function staffPayload(
  record: TransferRecord,
  writable: WritablePart,
  context: MappingContext,
): Omit<MappedRecord, 'key'> {
  const modernFields = Object.keys(writable.schema('modern').shape);
  const modern = modernStaff(record, modernFields);
  const defaulted: string[] = [];
  for (const [field, value] of Object.entries(context.defaults)) {
    if (modernFields.includes(field) && (modern[field] === undefined || modern[field] === '')) {
      modern[field] = value;
      defaulted.push(field);
    }
  }
  mapReferences(modern, writable, context.ids);
  if (context.targetFieldSet === 'modern') return { payload: modern, dropped: [], defaulted };
  const legacy = toLegacy(modern);
  return {
    payload: legacy.record,
    // An empty position the engineer never typed is not a loss worth naming.
    dropped: legacy.dropped,
    defaulted: [],
  };
}

/** Part-specific changes before the payload is cut to the schema. */
function prepared(part: ControllerPart, record: TransferRecord, context: MappingContext) {
  const copy: TransferRecord = { ...record };
  switch (part) {
    case 'access_points':
    case 'automations':
      // A door belongs to the controller that drives it (spec 2.2 `controller_uuid`).
      if (context.targetControllerUuid) copy['controller_uuid'] = context.targetControllerUuid;
      break;
    case 'tmp_access': {
      const points = copy['access_points'];
      if (copy['access_point_uuid'] === undefined && Array.isArray(points))
        copy['access_point_uuid'] = points[0];
      copy['date'] = isoDay(copy['date']);
      break;
    }
    case 'auth_users':
      if (context.authPassword !== undefined) copy['password'] = context.authPassword;
      break;
    case 'biometry_providers':
      for (const secret of SECRET_FIELDS.biometry_providers ?? []) copy[secret] ??= '';
      break;
    default:
      break;
  }
  return copy;
}

/** The payload to send the target for one source record, its pairing key, and what it loses. */
export function mapRecord(
  writable: WritablePart,
  record: TransferRecord,
  context: MappingContext,
): MappedRecord {
  if (writable.part === 'staff') {
    const mapped = staffPayload(record, writable, context);
    return { ...mapped, key: writable.key(mapped.payload) };
  }
  const fields = Object.keys(writable.schema(context.targetFieldSet).shape);
  const payload = pick(prepared(writable.part, record, context), fields);
  mapReferences(payload, writable, context.ids);
  const variant = writable.variant?.(record);
  return {
    payload,
    key: writable.key(payload),
    dropped: [],
    defaulted: [],
    ...(variant ? { variant } : {}),
  };
}

/** A record the target holds, cut to the same payload so the two can be compared. */
export function targetPayload(
  writable: WritablePart,
  record: TransferRecord,
  fieldSet: StaffFieldSet,
): TransferRecord {
  const fields = Object.keys(writable.schema(fieldSet).shape);
  return pick(record, fields);
}
