/**
 * A change to a record as the confirmation shows it (screens guide, "Wizards": the plan is a
 * table of field, now, after, unchanged fields hidden): the fields whose value differs between
 * the record as read and the record as it will be sent. Secrets show as set or unchanged, never
 * their value.
 */
import { canonicalJson } from '../../../../shared/canonical-json';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';

export interface DiffRow {
  field: string;
  now: string;
  after: string;
}

const SECRET = '••••••';

/** Nothing there: absent, null, an empty text or an empty list are all "none". */
function isEmpty(value: JsonValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** A value as one line of text: a dash when empty, JSON for lists and objects. */
export function shownValue(value: JsonValue | undefined): string {
  if (isEmpty(value)) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function recordDiff(
  before: Record<string, JsonValue> | undefined,
  after: Record<string, JsonValue> | undefined,
  secrets: readonly string[] = [],
): DiffRow[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const rows: DiffRow[] = [];
  for (const field of fields) {
    const now = before?.[field];
    const next = after === undefined ? undefined : after[field];
    if (after !== undefined && !(field in after)) continue; // not sent: left as it is
    // No cards before and an empty list of cards after is no change, so no row.
    if (canonicalJson(now) === canonicalJson(next) || (isEmpty(now) && isEmpty(next))) continue;
    if (secrets.includes(field)) {
      rows.push({ field, now: now ? SECRET : '—', after: next ? SECRET : '—' });
    } else rows.push({ field, now: shownValue(now), after: shownValue(next) });
  }
  return rows;
}
