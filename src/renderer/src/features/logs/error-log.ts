/**
 * The controller's error log (spec 4.14 `GET /error_logger`, firmware 1.7, D11): an array of
 * strings, searched here as the engineer types (case-insensitive substring, in any language).
 */
import type { JsonValue } from '../../../../shared/ipc/journal.schema';

/** The lines of the answer; anything that is not a string is shown as JSON rather than lost. */
export function errorLines(body: JsonValue | null): string[] {
  const rows = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray(body['data'])
      ? body['data']
      : [];
  return rows.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)));
}

export function searchLines(lines: readonly string[], q: string): readonly string[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return lines;
  return lines.filter((line) => line.toLocaleLowerCase().includes(needle));
}
