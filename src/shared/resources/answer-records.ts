/**
 * The records of an answer as the data screens and their channels read them (spec 4): an L
 * answer's `data` (a list, or one record), or a plain array; whatever else came is left out.
 * One reading for main (the record read before and after a change) and the page (the lists).
 */
import type { JsonValue } from '../ipc/journal.schema';

export type JsonRecord = Record<string, JsonValue>;

export function recordsOf(body: unknown): JsonRecord[] {
  const data =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)['data']
      : body;
  const rows: unknown[] = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? [data]
      : [];
  return rows.filter(
    (row): row is JsonRecord => row !== null && typeof row === 'object' && !Array.isArray(row),
  );
}
