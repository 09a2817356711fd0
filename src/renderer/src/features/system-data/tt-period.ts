/**
 * A time-tracking configuration's period (spec 2.2: from and to as date strings; D10: yyyy-mm-dd
 * or dd.mm.yyyy). The date pickers speak yyyy-mm-dd; a day the engineer did not change goes back
 * in the form the controller gave it, so the plan does not show a change that is none.
 */
import { parseDateParts } from '../../../../shared/api';

/** yyyy-mm-dd for either form; null when it is neither. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const d = parseDateParts(value);
  if (!d) return null;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** The value to send: the one read when it is the same day, else the picked yyyy-mm-dd. */
export function periodValue(picked: string, read: unknown): string {
  return typeof read === 'string' && isoDay(read) === picked ? read : picked;
}

export interface PeriodRead {
  from: unknown;
  to: unknown;
}

/** The period of a record as read, or empty bounds. */
export function periodOf(value: unknown): PeriodRead {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { from: undefined, to: undefined };
  const { from, to } = value as Record<string, unknown>;
  return { from, to };
}

/** A table's rows as CSV cells: the columns given, a dash-free empty cell for a missing value. */
export function exportCells(
  rows: readonly Record<string, unknown>[],
  columns: readonly string[],
): string[][] {
  return rows.map((row) =>
    columns.map((c) => {
      const v = row[c];
      if (typeof v === 'string') return v;
      if (typeof v === 'number' || typeof v === 'boolean') return String(v);
      return v === undefined || v === null ? '' : JSON.stringify(v);
    }),
  );
}

/** The columns of an export's answer: the known ones first in their order, then the rest as met. */
export function exportColumns(
  rows: readonly Record<string, unknown>[],
  known: readonly string[],
): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...known.filter((k) => seen.has(k)), ...[...seen].filter((k) => !known.includes(k))];
}
