/**
 * Words, not values (docs/decisions.md, "Words, not values"): a value as a screen shows it in the
 * language chosen. Yes and no or on and off, never `true`; an instant in this computer's zone,
 * never an ISO string; a field by its title (`Time to pass: 5 s`), never `pass_time=5`. The
 * titles and the ways of saying a value are the handover report's (shared/report/field-words.ts),
 * so a screen and the report say a field the same way.
 */
import type { LocalizedText } from '../../../shared/words/localized-text';
import type { JsonValue } from '../../../shared/ipc/journal.schema';
import * as F from '../../../shared/report/field-words';
import { ISO_INSTANT } from '../../../shared/report/report-format';
import { formatInstant } from './clock';

export type Language = 'en' | 'ru';

/** The language, and the zone to say times in (this computer's when none). */
export interface SayContext {
  lang: Language;
  zone?: string;
  /** Words the screens hold for a code (an access point's kind or mode), by the field's kind. */
  codes?: Partial<Record<F.ValueKind, (code: string) => string | undefined>>;
}

const DASH = '—';
const localeOf = (lang: Language) => lang;

/** A boolean as a switch says it (on/off) or as an answer (yes/no). */
export function flagWords(value: boolean, lang: Language, style: 'onOff' | 'yesNo'): string {
  if (style === 'onOff') return (value ? F.ON_OFF.on : F.ON_OFF.off)[lang];
  return (value ? F.YES_NO.yes : F.YES_NO.no)[lang];
}

export function isIsoInstant(text: string): boolean {
  return ISO_INSTANT.test(text);
}

/** `25.11.2026, 08:40:12` in this computer's zone (or the one given), in the language. */
export function instantWords(iso: string, ctx: SayContext): string {
  return formatInstant(iso, localeOf(ctx.lang), ctx.zone);
}

/**
 * Text made elsewhere said as words: `true`/`false` as yes/no, an ISO instant as a local time,
 * decision numbers left out. For texts the core made from a value (`String(value)`).
 */
export function textWords(text: string, ctx: SayContext): string {
  const trimmed = text.trim();
  if (trimmed === '') return DASH;
  if (trimmed === 'true' || trimmed === 'false')
    return flagWords(trimmed === 'true', ctx.lang, 'yesNo');
  if (isIsoInstant(trimmed)) return instantWords(trimmed, ctx);
  return withoutDecisions(text);
}

/**
 * Decision numbers are the project's, not the engineer's (screens guide): `(D12)`, `(D5, D12)`,
 * `(D13 q)` and "decision D7" are left out of a text shown.
 */
export function withoutDecisions(text: string): string {
  const left = text
    .replace(/\s*\(\s*D\d{1,2}\b[^()]*\)/g, '')
    .replace(/\s*\b(?:decision|решение)\s+D\d{1,2}\b/gi, '');
  return left === text ? text : left.replace(/\s+([.,;:])/g, '$1');
}

/** A field's title in the language: the report's word for it, else its API name made readable. */
export function fieldTitle(key: string, lang: Language): string {
  return F.fieldWords(key).label[lang];
}

const number = (n: number, lang: Language) =>
  lang === 'ru' ? String(n).replace('.', ',') : String(n);

const from = (table: Readonly<Record<string, LocalizedText>>, value: JsonValue, lang: Language) =>
  typeof value === 'string' ? table[value]?.[lang] : undefined;

/** The value as its field's kind says it; undefined where the kind does not fit the value. */
function kindWords(kind: F.ValueKind, value: JsonValue, ctx: SayContext): string | undefined {
  const { lang } = ctx;
  const flag = typeof value === 'boolean' ? value : undefined;
  const num = typeof value === 'number' ? value : undefined;
  switch (kind) {
    case 'onOff':
    case 'yesNo':
      return flag === undefined ? undefined : flagWords(flag, lang, kind);
    case 'dhcp':
      return flag === undefined
        ? undefined
        : (flag ? F.DHCP_WORDS.dhcp : F.DHCP_WORDS.static)[lang];
    case 'factory':
      return flag === undefined
        ? undefined
        : (flag ? F.FACTORY_WORDS.works : F.FACTORY_WORDS.changed)[lang];
    case 'seconds':
      return num === undefined ? undefined : `${number(num, lang)} ${lang === 'ru' ? 'с' : 's'}`;
    case 'centimetres':
      return num === undefined ? undefined : `${number(num, lang)} ${lang === 'ru' ? 'см' : 'cm'}`;
    case 'pointKind':
      return typeof value === 'string' ? ctx.codes?.pointKind?.(value) : undefined;
    case 'state':
      return (
        (typeof value === 'string' ? ctx.codes?.state?.(value) : undefined) ??
        from(F.MEMBER_STATES, value, lang)
      );
    case 'migrationStatus':
      return from(F.MIGRATION_STATUS, value, lang);
    case 'secrets':
      return from(F.SECRETS_WORDS, value, lang);
    case 'stopMode':
      return from(F.STOP_WORDS, value, lang);
    case 'days':
      return Array.isArray(value)
        ? value.map((d) => from(F.DAY_WORDS, d, lang) ?? valueWords(d, ctx)).join(', ')
        : undefined;
    case 'unixTime':
      return num === undefined ? undefined : instantWords(new Date(num * 1000).toISOString(), ctx);
    default:
      return undefined;
  }
}

/**
 * A value in words. `key` names its field, whose kind says how (a switch on/off, a factory
 * password "still works"); without one a boolean is yes/no. Lists are joined, a record is its
 * fields by title.
 */
export function valueWords(value: JsonValue | undefined, ctx: SayContext, key?: string): string {
  if (value === undefined || value === null || value === '') return DASH;
  const kind = key === undefined ? undefined : F.fieldWords(key).kind;
  const said = kind === undefined ? undefined : kindWords(kind, value, ctx);
  if (said !== undefined) return said;
  if (typeof value === 'boolean') return flagWords(value, ctx.lang, 'yesNo');
  if (typeof value === 'number') return number(value, ctx.lang);
  if (typeof value === 'string') return textWords(value, ctx);
  if (Array.isArray(value))
    return value.length === 0 ? DASH : value.map((v) => valueWords(v, ctx)).join(', ');
  return Object.entries(value)
    .map(([k, v]) => `${fieldTitle(k, ctx.lang)}: ${valueWords(v, ctx, k)}`)
    .join('; ');
}

/** `8` -> 8, `true` -> true: a value as the core wrote it with `String(value)`. */
export function parsedText(text: string): JsonValue {
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return text;
}

/** Words in both languages (`{ en, ru }`) are said in the one chosen, cleaned as text made elsewhere. */
export function localizedWords(text: LocalizedText, ctx: SayContext): string {
  return textWords(text[ctx.lang], ctx);
}
