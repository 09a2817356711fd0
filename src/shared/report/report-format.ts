/**
 * How the handover report writes times, people and identities, in its PDF and in the app's
 * preview (docs/decisions.md, "Handover report" and "Handover report: what is true now"): a time
 * is the wall clock of the report's time zone in the reader's language, the zone said beside it
 * or in the column's title, never an ISO instant; a fingerprint in two lines of 16 bytes so it
 * never runs off the page. Pure TypeScript: the renderer draws the preview with the same words.
 */
import type { LocalizedText } from '../words/localized-text';
import type { JournalActor } from '../ipc/journal.schema';
import type { ReportLanguage } from './handover-report.schema';
import { zoneFormatter, zoneFormatterOr } from '../time/zone-wall-clock';

/** An ISO 8601 instant as the journal writes it (`2026-03-01T16:45:00.000Z`). */
export const ISO_INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Whether this runtime knows the IANA zone (`Europe/Moscow`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  return zoneFormatter(zone) !== undefined;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes the zone is ahead of UTC at that instant. */
  offset: number;
}

function wallClock(date: Date, zone: string): WallClock {
  const parts = zoneFormatterOr(zone, 'UTC').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const clock = {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    part('second'),
  );
  const whole = date.getTime() - (((date.getTime() % 1000) + 1000) % 1000);
  return { ...clock, offset: Math.round((asUtc - whole) / 60_000) };
}

const two = (n: number) => String(n).padStart(2, '0');

/** `UTC`, `UTC+3`, `UTC-3:30`: how far the zone's clock is from UTC. */
export function offsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${rest ? `:${two(rest)}` : ''}`;
}

function parsed(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * An instant as the zone's wall clock to the minute: `1 Mar 2026 19:45` in English,
 * `01.03.2026 19:45` in Russian. A text that is no instant is returned as it is.
 */
export function formatTime(iso: string, zone: string, lang: ReportLanguage): string {
  const date = parsed(iso);
  if (!date) return iso;
  const c = wallClock(date, zone);
  const clock = `${two(c.hour)}:${two(c.minute)}`;
  return lang === 'ru'
    ? `${two(c.day)}.${two(c.month)}.${c.year} ${clock}`
    : `${c.day} ${MONTHS_EN[c.month - 1] ?? ''} ${c.year} ${clock}`;
}

/** The same with the zone's offset said after it: `1 Mar 2026 19:45 (UTC+3)`. */
export function formatTimeZoned(iso: string, zone: string, lang: ReportLanguage): string {
  const date = parsed(iso);
  if (!date) return iso;
  return `${formatTime(iso, zone, lang)} (${offsetText(wallClock(date, zone).offset)})`;
}

/**
 * The zone as a column's title or the summary says it: `Europe/Moscow, UTC+3` when the times
 * shown share one offset, the zone alone when summer time moves it (each time then says its own).
 */
export function zoneText(zone: string, instants: readonly string[]): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  const offsets = new Set(
    instants.flatMap((iso) => {
      const date = parsed(iso);
      return date ? [wallClock(date, zone).offset] : [];
    }),
  );
  const [only] = offsets;
  return offsets.size === 1 && only !== undefined ? `${zone}, ${offsetText(only)}` : zone;
}

/** Whose hands a change went through: the shells in words. */
export const SHELL_WORDS: Record<JournalActor['shell'], LocalizedText> = {
  cli: { en: 'terminal', ru: 'терминал' },
  electron: { en: 'app', ru: 'приложение' },
  browser: { en: 'browser', ru: 'браузер' },
};

/** The operating-system user, the controller login and the shell, in words. */
export function actorText(actor: JournalActor, lang: ReportLanguage): string {
  return [actor.user, actor.login, SHELL_WORDS[actor.shell][lang]].filter(Boolean).join(' · ');
}

/** A change's values past this many characters are cut on paper; the JSON keeps them whole. */
export const VALUES_LIMIT = 160;

export function cut(text: string, limit = VALUES_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
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
