/**
 * The log screen's filters on the rows loaded (D13 gives list reads only q, limit and offset, so
 * type, time, person and door are matched here): by type (any of several), by a time range, by
 * person, by access point. Rows newer than `before` are held back while the live tail is paused.
 */
import type { EventRow } from './event-row';

export interface EventFilter {
  types: readonly string[];
  /** Unix milliseconds, inclusive. */
  from?: number | undefined;
  /** Unix milliseconds, inclusive. */
  to?: number | undefined;
  person?: string | undefined;
  point?: string | undefined;
}

export function isFiltering(filter: EventFilter): boolean {
  return (
    filter.types.length > 0 ||
    filter.from !== undefined ||
    filter.to !== undefined ||
    filter.person !== undefined ||
    filter.point !== undefined
  );
}

export function matches(row: EventRow, filter: EventFilter, types?: ReadonlySet<string>): boolean {
  if (types && types.size > 0 && !types.has(row.type)) return false;
  if (filter.person !== undefined && row.person !== filter.person) return false;
  if (filter.point !== undefined && row.point !== filter.point) return false;
  if (filter.from !== undefined && !(row.at >= filter.from)) return false;
  if (filter.to !== undefined && !(row.at <= filter.to)) return false;
  return true;
}

/**
 * The rows shown: those at a place in the log below `before` that pass the filter. Without a
 * filter and with nothing held back, the same array comes back (no copy of 50,000 rows).
 */
export function filterRows(
  rows: readonly EventRow[],
  filter: EventFilter,
  before = Infinity,
): readonly EventRow[] {
  const holding = Number.isFinite(before);
  if (!holding && !isFiltering(filter)) return rows;
  const types = new Set(filter.types);
  return rows.filter((row) => (!holding || row.index < before) && matches(row, filter, types));
}

/** How many rows from `before` on pass the filter: the "N new events" being held back. */
export function countHeld(rows: readonly EventRow[], filter: EventFilter, before: number): number {
  const types = new Set(filter.types);
  let held = 0;
  for (const row of rows) if (row.index >= before && matches(row, filter, types)) held++;
  return held;
}
