/**
 * The fields an entry changed, before and after, in words for the journal's rows
 * (docs/decisions.md, "Words, not values"): only fields whose value differs, in the order the
 * entry lists them, each by its title with its value said as the handover report says it
 * (`Factory password: still works → no longer works`, never `factoryPassword: true → false`).
 */
import type { JournalEntry, JsonValue } from '../../../../shared/ipc/journal.schema';
import { actionWords } from '../../../../shared/report/report-words';
import { shortFingerprint } from '../../format/controller';
import { fieldTitle, localizedWords, valueWords, type SayContext } from '../../format/value-words';

export interface ChangedValue {
  field: string;
  title: string;
  before: string;
  after: string;
}

const FINGERPRINT = { en: 'Certificate fingerprint', ru: 'Отпечаток сертификата' };

/** A value of the entry in words; a fingerprint short (the whole is the row's title). */
function said(field: string, value: JsonValue | undefined, ctx: SayContext): string {
  if (field === 'fingerprint256' && typeof value === 'string') return shortFingerprint(value);
  return valueWords(value, ctx, field);
}

const titleOf = (field: string, ctx: SayContext) =>
  field === 'fingerprint256' ? FINGERPRINT[ctx.lang] : fieldTitle(field, ctx.lang);

type JsonRecord = { [k: string]: JsonValue };
const isRecord = (v: JsonValue | undefined): v is JsonRecord =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields a row shows, as the report shows them (core/report/report-values.ts): an access
 * point's extra parameters as fields of their own, so a 5 -> 6 is one line; a named record's key
 * left out (the record is said by its name); a job's kind left out (its summary names it).
 */
function shownFields(values: JsonRecord, entry: JournalEntry): JsonRecord {
  const named = typeof values['name'] === 'string' && values['name'] !== '';
  const fields: JsonRecord = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'uuid' && named) continue;
    if (key === 'kind' && entry.action.startsWith('job.')) continue;
    if (key === 'ext_parameters' && isRecord(value)) Object.assign(fields, value);
    else fields[key] = value;
  }
  return fields;
}

export function changedValues(entry: JournalEntry, ctx: SayContext): ChangedValue[] {
  // A failed change has only its `before`: nothing changed, so nothing to show here.
  if (!entry.after) return [];
  const before = shownFields(entry.before ?? {}, entry);
  const after = shownFields(entry.after, entry);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({
      field,
      title: titleOf(field, ctx),
      before: said(field, before[field], ctx),
      after: said(field, after[field], ctx),
    }));
}

/** What the entry says it did, or the title of its action: never the action's code. */
export function entryWords(entry: JournalEntry, ctx: SayContext): string {
  return entry.summary ? localizedWords(entry.summary, ctx) : actionWords(entry.action, ctx.lang);
}
