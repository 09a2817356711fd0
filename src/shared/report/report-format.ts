/**
 * How the handover report writes times, values and fingerprints, in its PDF and in the app's
 * preview (docs/decisions.md, "Handover report"): times in UTC to the minute, so the same journal makes the same report
 * anywhere; a change's values as `field: value` pairs, cut when very long; a fingerprint in two
 * lines of 16 bytes so it never runs off the page.
 */
import type { JsonValue } from '../ipc/journal.schema';

export function formatInstant(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]} UTC` : iso;
}

/** The same instant without its zone, where a column's header says UTC once. */
export function formatMinute(iso: string): string {
  return formatInstant(iso).replace(/ UTC$/, '');
}

/** A change's values past this many characters are cut on paper; the JSON keeps them whole. */
const LIMIT = 160;

function valueText(value: JsonValue): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  return `{ ${Object.entries(value)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join(', ')} }`;
}

export function valuesText(values: Record<string, JsonValue> | undefined): string {
  if (!values) return '';
  const text = Object.entries(values)
    .map(([k, v]) => `${k}: ${valueText(v)}`)
    .join('; ');
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}

/**
 * `AB:CD:…` (32 bytes) as two lines of 16 bytes, the first ending in its colon: read or copied,
 * the two lines are still the whole fingerprint.
 */
export function fingerprintLines(fingerprint: string): string {
  const bytes = fingerprint.split(':');
  return `${bytes.slice(0, 16).join(':')}:\n${bytes.slice(16).join(':')}`;
}

export function addressText(address: { host: string; port: number }): string {
  return address.host.includes(':')
    ? `[${address.host}]:${address.port}`
    : `${address.host}:${address.port}`;
}

/**
 * What a change changed: when the entry has both sides, only the fields whose value differs
 * (an unchanged time zone beside a changed NTP server is noise on paper; the JSON keeps all).
 */
export function changedValues(
  before: Record<string, JsonValue> | undefined,
  after: Record<string, JsonValue> | undefined,
): { before: string; after: string } {
  if (!before || !after) return { before: valuesText(before), after: valuesText(after) };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  const pick = (values: Record<string, JsonValue>) =>
    Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k] ?? null]));
  return { before: valuesText(pick(before)), after: valuesText(pick(after)) };
}
