/**
 * The names of the keys a report shows (docs/decisions.md, "Handover report: what is true now"):
 * a record's uuid is said by the name the journal saw it under, a controller's fingerprint by
 * its serial, a transfer by where it went from and to. A key with no name known stays a key.
 */
import type { JournalEntry, JsonValue } from '../../shared/ipc/journal.schema';

export type ReportNames = ReadonlyMap<string, string>;

type JsonRecord = { [k: string]: JsonValue };

const str = (value: JsonValue | undefined): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** How a record calls itself: a person's surname and name, else its name, login or title. */
export function recordName(record: JsonRecord): string | undefined {
  const person = [
    str(record['surname']) ?? str(record['last_name']),
    str(record['first_name']) ?? (str(record['surname']) ? str(record['name']) : undefined),
  ].filter(Boolean);
  if (person.length > 0) return person.join(' ');
  return (
    str(record['name']) ?? str(record['login']) ?? str(record['title']) ?? str(record['label'])
  );
}

function collect(value: JsonValue | undefined, names: Map<string, string>): void {
  if (Array.isArray(value)) for (const v of value) collect(v, names);
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
  const key = str(value['uuid']);
  const name = recordName(value);
  if (key && name) names.set(key, name);
  for (const v of Object.values(value)) collect(v, names);
}

export function reportNames(
  entries: readonly JournalEntry[],
  controllers: readonly { id: string; fingerprint256: string; label: string }[],
): ReportNames {
  const names = new Map<string, string>();
  for (const e of entries) {
    collect(e.before, names);
    collect(e.after, names);
    const transfer = str(e.after?.['transfer']);
    const source = str(e.after?.['source']);
    if (e.action === 'transfer.written' && transfer && source)
      names.set(transfer, `${source} → ${e.controllerLabel ?? '?'}`);
  }
  for (const c of controllers) {
    names.set(c.id, c.label);
    names.set(c.fingerprint256, c.label);
  }
  return names;
}
