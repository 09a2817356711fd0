/**
 * One record of an event log or of the alerts as the log screen shows it (spec 4.7, 4.8). The
 * description gives no fields of event records (spec 6): the ones the contract's simulator and
 * known controllers carry are read when present (timestamp, type, user_uuid, access_point_uuid,
 * direction, message, login), anything else stays in the record for its detail.
 */
import type { JsonRecord } from '../resources/json-record';

export type { JsonRecord };

export type LogCollection = 'accessEvents' | 'auditEvents' | 'notifications' | 'alerts';

export interface EventRow {
  /** The record's uuid, or its place in the log when it has none. */
  key: string;
  /** Place in the log, oldest first (0 .. count - 1). */
  index: number;
  /** Unix milliseconds; NaN when the record's time cannot be read. */
  at: number;
  /** The timestamp as the controller wrote it. */
  time: string;
  type: string;
  person?: string;
  point?: string;
  direction?: string;
  message?: string;
  login?: string;
  /** Access events only, from the type (the same rule as the test passage). */
  outcome?: 'granted' | 'denied';
  record: JsonRecord;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Granted or denied, read from an access event's type: the description has no other field. */
export function outcomeOf(type: string): EventRow['outcome'] {
  if (/denied|refused|rejected|forced|held/i.test(type)) return 'denied';
  if (/granted|free_pass|allowed|confirmed/i.test(type)) return 'granted';
  return undefined;
}

export function eventRow(record: JsonRecord, index: number, collection: LogCollection): EventRow {
  const time = text(record['timestamp']) ?? text(record['time']) ?? text(record['date']) ?? '';
  const type = text(record['type']) ?? '';
  const row: EventRow = {
    key: text(record['uuid']) ?? `#${index}`,
    index,
    at: time ? Date.parse(time) : NaN,
    time,
    type,
    record,
  };
  const person = text(record['user_uuid']);
  const point = text(record['access_point_uuid']);
  const direction = text(record['direction']);
  const message = text(record['message']);
  const login = text(record['login']);
  if (person) row.person = person;
  if (point) row.point = point;
  if (direction) row.direction = direction;
  if (message) row.message = message;
  if (login) row.login = login;
  if (collection === 'accessEvents') {
    const outcome = outcomeOf(type);
    if (outcome) row.outcome = outcome;
  }
  return row;
}

/**
 * Newest first by the controller's time, then by place in the log. A log is stored in the order
 * written, which is not always the order of the times (an alarm recorded late, a clock set back).
 */
export function newerFirst(a: EventRow, b: EventRow): number {
  const at = (row: EventRow) => (Number.isNaN(row.at) ? -Infinity : row.at);
  return at(b) - at(a) || b.index - a.index;
}

/** Two lists each newest first, as one (linear: no sort of 50,000 rows on each page). */
export function mergeNewestFirst(
  older: readonly EventRow[],
  newer: readonly EventRow[],
): EventRow[] {
  const merged: EventRow[] = [];
  let i = 0;
  let j = 0;
  while (i < older.length && j < newer.length)
    merged.push(
      newerFirst(older[i] as EventRow, newer[j] as EventRow) <= 0
        ? (older[i++] as EventRow)
        : (newer[j++] as EventRow),
    );
  while (i < older.length) merged.push(older[i++] as EventRow);
  while (j < newer.length) merged.push(newer[j++] as EventRow);
  return merged;
}

/** Records of a page read oldest first (from `offset`), as rows newest first. */
export function rowsNewestFirst(
  records: readonly JsonRecord[],
  offset: number,
  collection: LogCollection,
): EventRow[] {
  const rows: EventRow[] = [];
  for (let i = records.length - 1; i >= 0; i--)
    rows.push(eventRow(records[i] as JsonRecord, offset + i, collection));
  return rows.sort(newerFirst);
}
