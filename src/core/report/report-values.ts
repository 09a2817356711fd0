/**
 * A journal entry's values in words, for the handover report (docs/decisions.md, "Handover
 * report: what is true now"): `Addressing: static address; IP address: 10.0.0.50`, never
 * `dhcp: false; ip: 10.0.0.50`. Yes and no, on and off, times in the report's zone, records by
 * their names (a named record's key is left out, a key with no name known stays), an access
 * point's parameters as fields of their own. The words of each field are report-value-words.ts.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { ReportLanguage } from '../../shared/report/handover-report.schema';
import { formatTimeZoned, ISO_INSTANT } from '../../shared/report/report-format';
import { KIND_WORDS, STATE_WORDS } from '../access-points/access-point-words';
import { roleWords } from '../plans/plan-value-words';
import { PART_WORDS } from '../transfer/backup/part-words';
import type { ControllerPart } from '../transfer/controller-reading';
import { recordName, type ReportNames } from './report-names';
import { HIDDEN } from './report-secrets';
import * as V from './report-value-words';
import { REPORT_WORDS } from './report.words';

export interface ValueContext {
  timeZone: string;
  names: ReportNames;
}

type JsonRecord = { [k: string]: JsonValue };
type Lang = ReportLanguage;

const isRecord = (v: JsonValue | undefined): v is JsonRecord =>
  v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v);

const both = (say: (lang: Lang) => string): LocalizedText => ({ en: say('en'), ru: say('ru') });

/** The fields the report shows: a named record's key left out, `ext_parameters` spread. */
export function shownFields(record: JsonRecord): [string, JsonValue][] {
  const named = recordName(record) !== undefined;
  const fields: [string, JsonValue][] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key === 'uuid' && named) continue;
    if (key === 'ext_parameters' && isRecord(value)) fields.push(...Object.entries(value));
    else fields.push([key, value]);
  }
  return fields;
}

function numberText(n: number, lang: Lang): string {
  return lang === 'ru' ? String(n).replace('.', ',') : String(n);
}

function stringText(value: string, ctx: ValueContext, lang: Lang): string {
  if (value === '') return '—';
  if (value === HIDDEN) return REPORT_WORDS.hidden[lang];
  if (ISO_INSTANT.test(value)) return formatTimeZoned(value, ctx.timeZone, lang);
  return ctx.names.get(value) ?? value;
}

function plainText(value: JsonValue, ctx: ValueContext, lang: Lang): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return (value ? V.YES_NO.yes : V.YES_NO.no)[lang];
  if (typeof value === 'number') return numberText(value, lang);
  if (typeof value === 'string') return stringText(value, ctx, lang);
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((v) => plainText(v, ctx, lang)).join(', ');
  return `(${fieldsText(shownFields(value), ctx, lang, ', ')})`;
}

const partWord = (part: string, lang: Lang): string =>
  (PART_WORDS[part as ControllerPart]?.[lang] ?? V.fieldWords(part).label[lang]).toLowerCase();

function countsText(value: JsonValue, lang: Lang): string | undefined {
  if (!isRecord(value)) return undefined;
  return Object.entries(value)
    .map(([part, n]) => `${partWord(part, lang)} ${typeof n === 'number' ? n : '—'}`)
    .join(', ');
}

function partsText(value: JsonValue, lang: Lang): string | undefined {
  if (!isRecord(value)) return undefined;
  return Object.entries(value)
    .map(([part, counts]) => {
      const said = isRecord(counts)
        ? Object.entries(counts).flatMap(([k, n]) =>
            typeof n === 'number' && n > 0 ? [`${V.COUNT_WORDS[k]?.[lang] ?? k} ${n}`] : [],
          )
        : [];
      return `${partWord(part, lang)} (${said.join(', ') || '0'})`;
    })
    .join(', ');
}

function sizeText(bytes: number, lang: Lang): string {
  const units = [REPORT_WORDS.bytes, REPORT_WORDS.kb, REPORT_WORDS.mb, REPORT_WORDS.gb].map(
    (u) => u[lang],
  );
  let n = bytes;
  let unit = 0;
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024;
    unit += 1;
  }
  return `${numberText(unit === 0 ? n : Math.round(n * 10) / 10, lang)} ${units[unit] ?? ''}`;
}

const from = (table: Readonly<Record<string, LocalizedText>>, value: JsonValue, lang: Lang) =>
  typeof value === 'string' ? table[value]?.[lang] : undefined;

/** The value as its field's kind says it; undefined where the kind does not fit the value. */
function kindText(kind: V.ValueKind, value: JsonValue, ctx: ValueContext, lang: Lang) {
  const flag = typeof value === 'boolean' ? value : undefined;
  const num = typeof value === 'number' ? value : undefined;
  switch (kind) {
    case 'onOff':
      return flag === undefined ? undefined : (flag ? V.ON_OFF.on : V.ON_OFF.off)[lang];
    case 'yesNo':
      return flag === undefined ? undefined : (flag ? V.YES_NO.yes : V.YES_NO.no)[lang];
    case 'dhcp':
      return flag === undefined
        ? undefined
        : (flag ? V.DHCP_WORDS.dhcp : V.DHCP_WORDS.static)[lang];
    case 'factory':
      return flag === undefined
        ? undefined
        : (flag ? V.FACTORY_WORDS.works : V.FACTORY_WORDS.changed)[lang];
    case 'seconds':
      return num === undefined
        ? undefined
        : `${numberText(num, lang)} ${REPORT_WORDS.seconds[lang]}`;
    case 'centimetres':
      return num === undefined
        ? undefined
        : `${numberText(num, lang)} ${REPORT_WORDS.centimetres[lang]}`;
    case 'bytes':
      return num === undefined ? undefined : sizeText(num, lang);
    case 'pointKind':
      return from(KIND_WORDS, value, lang);
    case 'state':
      return from(STATE_WORDS, value, lang) ?? from(V.MEMBER_STATES, value, lang);
    case 'role':
      return typeof value === 'string' ? roleWords(value)[lang] : undefined;
    case 'migrationStatus':
      return from(V.MIGRATION_STATUS, value, lang);
    case 'secrets':
      return from(V.SECRETS_WORDS, value, lang);
    case 'counts':
      return countsText(value, lang);
    case 'parts':
      return partsText(value, lang);
    case 'partList':
      return Array.isArray(value)
        ? value
            .map((p) => (typeof p === 'string' ? partWord(p, lang) : plainText(p, ctx, lang)))
            .join(', ')
        : undefined;
    case 'days':
      return Array.isArray(value)
        ? value.map((d) => from(V.DAY_WORDS, d, lang) ?? plainText(d, ctx, lang)).join(', ')
        : undefined;
    case 'unixTime':
      return num === undefined
        ? undefined
        : formatTimeZoned(new Date(num * 1000).toISOString(), ctx.timeZone, lang);
    case 'stopMode':
      return from(V.STOP_WORDS, value, lang);
    case 'reference':
      return undefined;
  }
}

/** A field's name: an access point's state is its mode, a member's its sync. */
function labelOf(key: string, value: JsonValue, lang: Lang): string {
  if (key === 'state' && typeof value === 'string') {
    if (from(STATE_WORDS, value, lang)) return REPORT_WORDS.mode[lang];
    if (V.MEMBER_STATES[value]) return REPORT_WORDS.sync[lang];
  }
  return V.fieldWords(key).label[lang];
}

function fieldsText(
  fields: readonly [string, JsonValue][],
  ctx: ValueContext,
  lang: Lang,
  separator = '; ',
): string {
  return fields
    .map(([key, value]) => {
      const { kind } = V.fieldWords(key);
      const said = (kind && kindText(kind, value, ctx, lang)) ?? plainText(value, ctx, lang);
      return `${labelOf(key, value, lang)}: ${said}`;
    })
    .join(separator);
}

/** Every field of a record in words, in both languages; undefined for none. */
export function valuesWords(
  values: JsonRecord | undefined,
  ctx: ValueContext,
): LocalizedText | undefined {
  if (!values) return undefined;
  const fields = shownFields(values);
  return fields.length === 0 ? undefined : both((lang) => fieldsText(fields, ctx, lang));
}

/**
 * What a change changed: when the entry has both sides, only the fields whose value differs
 * (an unchanged time zone beside a changed NTP server is noise); otherwise the side it has.
 */
export function changedWords(
  before: JsonRecord | undefined,
  after: JsonRecord | undefined,
  ctx: ValueContext,
): { before?: LocalizedText; after?: LocalizedText } {
  if (!before || !after) {
    const b = valuesWords(before, ctx);
    const a = valuesWords(after, ctx);
    return { ...(b ? { before: b } : {}), ...(a ? { after: a } : {}) };
  }
  const old = new Map(shownFields(before));
  const now = new Map(shownFields(after));
  const differs = (k: string) => JSON.stringify(old.get(k)) !== JSON.stringify(now.get(k));
  const pick = (side: Map<string, JsonValue>) =>
    Object.fromEntries([...side].filter(([k]) => differs(k)));
  const b = valuesWords(pick(old), ctx);
  const a = valuesWords(pick(now), ctx);
  return { ...(b ? { before: b } : {}), ...(a ? { after: a } : {}) };
}

/**
 * A controller's network in words: `DHCP`, or `static address IP / mask, gateway G`; a read
 * back without its `dhcp` flag is said by the addressing the site keeps for the controller.
 */
export function networkWords(
  values: JsonRecord,
  ctx: ValueContext,
  addressing?: 'dhcp' | 'static',
): LocalizedText | undefined {
  const dhcp =
    typeof values['dhcp'] === 'boolean' ? values['dhcp'] : addressing && addressing === 'dhcp';
  if (dhcp === undefined) return valuesWords(values, ctx);
  const text = (k: string) => {
    const value = values[k];
    return typeof value === 'string' ? value : '—';
  };
  const address = `${text('ip')} / ${text('mask')}`;
  if (dhcp)
    return typeof values['ip'] === 'string' ? REPORT_WORDS.dhcpNow(address) : REPORT_WORDS.dhcp;
  return REPORT_WORDS.staticAddress(address, text('gateway'));
}

/** An access point's kind in words, and its type where it says more (`Turnstile, type staff`). */
export function pointKindWords(kind?: string, type?: string): LocalizedText | undefined {
  const said = kind ? (KIND_WORDS as Record<string, LocalizedText>)[kind] : undefined;
  const typed = type && type !== kind ? type : undefined;
  if (!said && !kind && !typed) return undefined;
  const name = said ?? { en: kind ?? '', ru: kind ?? '' };
  return both((lang) =>
    [name[lang], typed ? `${REPORT_WORDS.type[lang]} ${typed}` : ''].filter(Boolean).join(', '),
  );
}

/** A transfer's parts, one line each: `Staff: 26 / 0 / 0 / 0`. */
export function transferPartsWords(
  parts: Record<string, { created: number; updated: number; kept: number; refused: number }>,
): LocalizedText {
  return both((lang) =>
    Object.entries(parts)
      .map(([part, n]) => {
        const word = PART_WORDS[part as ControllerPart]?.[lang] ?? V.fieldWords(part).label[lang];
        return `${word}: ${n.created} / ${n.updated} / ${n.kept} / ${n.refused}`;
      })
      .join('\n'),
  );
}
