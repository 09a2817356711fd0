/**
 * Values said as words in the CLI's human output (docs/decisions.md, "CLI tables fit the
 * terminal"): yes/no, on/off for a switch, times in this computer's local time, a uuid that is
 * only a reference cut to its first characters. `--json` keeps the values themselves.
 */

export const yesNo = (value: boolean | undefined): string =>
  value === undefined ? '-' : value ? 'yes' : 'no';

export const onOff = (value: boolean | undefined): string =>
  value === undefined ? '-' : value ? 'on' : 'off';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** An instant as an ISO text, a Date or Unix seconds; undefined when it is none. */
function instant(at: string | number | Date): Date | undefined {
  const date =
    at instanceof Date ? at : typeof at === 'number' ? new Date(at * 1000) : new Date(at);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * An instant in this computer's local time, "29 Nov 2026 09:14" (`seconds`: "09:14:05"); a
 * text that is no time is shown as it is, a missing one as "-".
 */
export function localTime(
  at: string | number | Date | null | undefined,
  options: { seconds?: boolean } = {},
): string {
  if (at === undefined || at === null || at === '') return '-';
  const date = instant(at);
  if (!date) return String(at);
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const time = options.seconds ? `${clock}:${pad(date.getSeconds())}` : clock;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${time}`;
}

/** How many characters of an id a human reads: enough to tell a site's jobs apart. */
export const SHORT_ID = 8;

/** A uuid (or another long id) that is only a reference, cut to its first characters. */
export const shortId = (id: string | undefined): string =>
  id === undefined ? '-' : id.length > SHORT_ID ? id.slice(0, SHORT_ID) : id;

/** A number of seconds as a person says it: "45 s", "3 min 20 s", "2 h 5 min". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return s % 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s / 60} min`;
  const m = Math.floor((s % 3600) / 60);
  return m ? `${Math.floor(s / 3600)} h ${m} min` : `${Math.floor(s / 3600)} h`;
}

/** A value of a record or a setting in words: booleans on/off (a switch) or yes/no. */
export function valueWords(value: unknown, booleans: 'onOff' | 'yesNo' = 'onOff'): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'boolean') return booleans === 'onOff' ? onOff(value) : yesNo(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueWords(v, booleans)).join(', ');
  return JSON.stringify(value);
}
