/**
 * A plan's now -> after of a whole record, as the fields that change (docs/decisions.md, "Words,
 * not values"): a 5 -> 6 among twelve parameters is the one line shown, the other eleven folded
 * ("11 unchanged"). A record comes as JSON or as the words the core made of it (`barrier,
 * pass_time=5, unlock_time=3`); either is split into fields, each said by its title.
 */
import type { JsonValue } from '../../../shared/ipc/journal.schema';
import { fieldTitle, parsedText, textWords, valueWords, type SayContext } from './value-words';

export interface FieldChange {
  key: string;
  /** Empty for a part of the words with no name of its own (an access point's kind). */
  title: string;
  now: string;
  after: string;
}

export interface FieldKept {
  key: string;
  title: string;
  value: string;
}

/** The fields that change and those that stay, each in words. */
export interface ValueDiff {
  changed: FieldChange[];
  kept: FieldKept[];
}

type Fields = Map<string, { title: string; value: string }>;

const isRecord = (v: JsonValue | undefined): v is { [k: string]: JsonValue } =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

function recordFields(record: { [k: string]: JsonValue }, ctx: SayContext): Fields {
  const fields: Fields = new Map();
  for (const [key, value] of Object.entries(record))
    fields.set(key, { title: fieldTitle(key, ctx.lang), value: valueWords(value, ctx, key) });
  return fields;
}

const PARAMETER = /^([a-z][a-z0-9_]*)=(.*)$/;

/**
 * The parts of a record said as words: `name=value` parts are fields by name, the others by
 * their place (`#0`). Undefined for words that are not a record (no `name=value` part).
 */
function wordFields(text: string, ctx: SayContext): Fields | undefined {
  const parts = text.split(/[,;] /);
  if (!parts.some((p) => PARAMETER.test(p))) return undefined;
  const fields: Fields = new Map();
  let place = 0;
  for (const part of parts) {
    const match = PARAMETER.exec(part);
    if (match) {
      const [, key = '', value = ''] = match;
      fields.set(key, {
        title: fieldTitle(key, ctx.lang),
        value: valueWords(parsedText(value), ctx, key),
      });
    } else fields.set(`#${place++}`, { title: '', value: textWords(part, ctx) });
  }
  return fields;
}

function diffOf(now: Fields | undefined, after: Fields): ValueDiff {
  const changed: FieldChange[] = [];
  const kept: FieldKept[] = [];
  for (const [key, { title, value }] of after) {
    const before = now?.get(key)?.value ?? '—';
    if (now && before === value) kept.push({ key, title, value });
    else changed.push({ key, title, now: before, after: value });
  }
  for (const [key, { title, value }] of now ?? [])
    if (!after.has(key)) changed.push({ key, title, now: value, after: '—' });
  return { changed, kept };
}

function fieldsOf(value: JsonValue, ctx: SayContext): Fields | undefined {
  if (isRecord(value)) return recordFields(value, ctx);
  if (typeof value === 'string') return wordFields(value, ctx);
  return undefined;
}

/**
 * The diff of two values that are records (JSON records, or words of `name=value` parts); a
 * record not there yet (`null`, `—`) has every field changed. Undefined when either is not a
 * record: such a value is one field, shown whole.
 */
export function valueDiff(
  now: JsonValue,
  after: JsonValue,
  ctx: SayContext,
): ValueDiff | undefined {
  const afterFields = fieldsOf(after, ctx);
  if (!afterFields) return undefined;
  const absent = now === null || now === '' || now === '—';
  const nowFields = absent ? undefined : fieldsOf(now, ctx);
  if (!absent && !nowFields) return undefined;
  return diffOf(nowFields, afterFields);
}

/** A change as one line: `Time to pass: 5 s`, or the value alone for a part with no name. */
export function changeLine(title: string, value: string): string {
  return title ? `${title}: ${value}` : value;
}
