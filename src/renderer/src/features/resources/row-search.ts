/**
 * The generic browser's rows and their search (screens guide, "Tables": a search narrows as they
 * type). Each row keeps the record as read, its key, where the answer left the contract, and its
 * shown text in lower case, computed once, so a keystroke over 10,000 rows is one pass of
 * `includes` (D13's `q` on the controller covers what is not loaded yet: collection-rows.ts).
 */
import type { AnswerProblem } from '../../../../shared/ipc/resource.schema';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { shownValue } from './record-diff';
import type { JsonRecord } from './json-record';

export interface BrowserRow {
  /** The record's key (its key field), or its place in the list when it has none. */
  key: string;
  record: JsonRecord;
  /** Where this record leaves the contract, field names relative to the record. */
  problems: AnswerProblem[];
  /** Lower-case text of every value, filled on the first search. */
  text?: string;
}

/** A value as one line of a cell: a dash when empty, lists joined, objects as JSON. */
export function cellText(value: JsonValue | undefined): string {
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    return value.length === 0 ? '—' : value.map((v) => String(v)).join(', ');
  }
  return shownValue(value);
}

/** The key of a record: its key field when that is text or a number. */
export function recordKey(record: JsonRecord, field: string): string | undefined {
  const value = record[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** The row's search text, made once (answer-rows.ts makes it as the row arrives). */
export function searchText(row: BrowserRow): string {
  row.text ??= Object.values(row.record)
    .map((value) => cellText(value))
    .join('\u0000')
    .toLowerCase();
  return row.text;
}

/** The rows whose shown text holds the needle, case-insensitive; all of them for an empty one. */
export function filterRows(rows: readonly BrowserRow[], needle: string): readonly BrowserRow[] {
  const wanted = needle.trim().toLowerCase();
  if (wanted === '') return rows;
  return rows.filter((row) => searchText(row).includes(wanted));
}

/**
 * Adds rows not yet known by key (the controller's search answers, pages arriving during a
 * search), keeping the order of the first list; a known key keeps its row.
 */
export function mergeRows(
  rows: readonly BrowserRow[],
  incoming: readonly BrowserRow[],
  known: Set<string>,
): BrowserRow[] {
  const added = incoming.filter((row) => !known.has(row.key));
  for (const row of added) known.add(row.key);
  return added.length === 0 ? (rows as BrowserRow[]) : [...rows, ...added];
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Rows ordered by one field: numbers as numbers, text by the locale, empty cells last. */
export function sortRows(
  rows: readonly BrowserRow[],
  field: string,
  order: 'ascend' | 'descend',
): BrowserRow[] {
  const sign = order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = a.record[field];
    const y = b.record[field];
    const xEmpty = x === undefined || x === null || x === '';
    const yEmpty = y === undefined || y === null || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(cellText(x), cellText(y));
  });
}
