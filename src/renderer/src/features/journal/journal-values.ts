/**
 * The fields an entry changed, before and after, as short text for the journal's rows: only
 * fields whose value differs, in the order the entry lists them.
 */
import type { JournalEntry, JsonValue } from '../../../../shared/ipc/journal.schema';

export interface ChangedValue {
  field: string;
  before: string;
  after: string;
}

export function changedValues(entry: JournalEntry): ChangedValue[] {
  // A failed change has only its `before`: nothing changed, so nothing to show here.
  if (!entry.after) return [];
  const before = entry.before ?? {};
  const after = entry.after;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: text(before[field]), after: text(after[field]) }));
}

function text(value: JsonValue | undefined): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
