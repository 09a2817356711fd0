/**
 * What the target makes of one source record (docs/decisions.md, "Firmware-era transfer:
 * dry run"): invalid for it (the contract's rule for the payload, checked before anything is
 * sent: spec 2.1 and 8's car number, PIN, UUID forms), new to it, or already there, identical
 * or with the fields that differ. Only the fields the transfer would write are compared, after
 * mapping; what the target holds beyond them is its own, and fields a controller takes but never
 * shows (passwords, secrets) are written, not compared.
 */
import { textLimit, type StaffFieldSet } from '../../shared/api';
import type { TransferSample } from '../../shared/ipc/transfer.schema';
import { canonicalJson } from '../../shared/canonical-json';
import { targetPayload, type MappedRecord } from './record-mapping';
import type { TransferRecord, WritablePart } from './transfer-parts';

export type Verdict =
  | { kind: 'invalid'; rule: string }
  | { kind: 'create' }
  | { kind: 'identical' }
  | { kind: 'different'; fields: NonNullable<TransferSample['fields']> };

const SHOWN = 120;

function shown(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = canonicalJson(value);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** The first rule the payload breaks, in words (`car_number: must be ...`). */
export function brokenRule(
  writable: WritablePart,
  payload: TransferRecord,
  fieldSet: StaffFieldSet,
): string | undefined {
  const checked = writable.schema(fieldSet).safeParse(payload);
  if (checked.success) return undefined;
  const [issue] = checked.error.issues;
  if (!issue) return 'invalid';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function classify(
  writable: WritablePart,
  mapped: Pick<MappedRecord, 'payload' | 'variant'>,
  target: TransferRecord | undefined,
  fieldSet: StaffFieldSet,
): Verdict {
  const { payload, variant } = mapped;
  const rule = brokenRule(writable, payload, fieldSet);
  if (rule) return { kind: 'invalid', rule };
  if (!target) return { kind: 'create' };
  const theirs = targetPayload(writable, target, fieldSet);
  const fields: NonNullable<TransferSample['fields']> = [];
  const theirVariant = writable.variant?.(target);
  if (variant && theirVariant !== variant)
    fields.push({
      field: 'kind',
      source: variant,
      ...(theirVariant ? { target: theirVariant } : {}),
    });
  for (const [field, value] of Object.entries(payload)) {
    if (writable.unreadable?.includes(field)) continue;
    if (canonicalJson(value) === canonicalJson(theirs[field])) continue;
    const source = shown(value);
    const held = shown(theirs[field]);
    fields.push({
      field,
      ...(source === undefined ? {} : { source }),
      ...(held === undefined ? {} : { target: held }),
    });
  }
  return fields.length === 0 ? { kind: 'identical' } : { kind: 'different', fields };
}

/**
 * What a person calls the record, cut at the longest name the app writes: a source may hold a
 * far longer one (docs/decisions.md, "Text limits"), which the dry run refuses by its field.
 */
export function recordLabel(payload: TransferRecord, key: string): string {
  const label = fullLabel(payload, key);
  const max = textLimit('name');
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

function fullLabel(payload: TransferRecord, key: string): string {
  const text = (field: string) => (typeof payload[field] === 'string' ? payload[field] : '');
  const person = [text('surname') || text('last_name'), text('name') || text('first_name')]
    .filter(Boolean)
    .join(' ');
  return text('name') && !text('surname')
    ? text('name')
    : person || text('code') || text('login') || key;
}
