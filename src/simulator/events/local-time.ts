/**
 * Wall-clock time in a time zone (spec 4.12 `timezone`): what schedules (spec 2.2), one-day
 * temporary grants (D10) and time-tracking days (spec 4.11) are read against, and back from a
 * wall time to an instant (the demo week, the daily migration run).
 */
import { DAY_NAMES } from '../../shared/api/formats';

export type DayName = (typeof DAY_NAMES)[number];

/** A moment as a wall clock in one time zone shows it. */
export interface LocalTime {
  /** yyyy-mm-dd */
  date: string;
  day: DayName;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat | undefined>();

/** The formatter of `timeZone`, or undefined for a name the runtime does not know. */
function formatFor(timeZone: string): Intl.DateTimeFormat | undefined {
  if (formats.has(timeZone)) return formats.get(timeZone);
  let format: Intl.DateTimeFormat | undefined;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  } catch {
    format = undefined;
  }
  formats.set(timeZone, format);
  return format;
}

/** Zone offsets change on quarter hours of UTC at most, so one reading serves a quarter hour. */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** How far the wall clock of `timeZone` is ahead of UTC at `ms`, in milliseconds. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const start = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone} ${start}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const format = formatFor(timeZone);
  let offset = 0;
  if (format) {
    const parts = format.formatToParts(start);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    offset = wall - start;
  }
  if (offsets.size >= 100_000) offsets.clear();
  offsets.set(key, offset);
  return offset;
}

/** `ms` (Unix milliseconds) on the wall clock of `timeZone` (an IANA name; unknown ones read as UTC). */
export function localTime(ms: number, timeZone: string): LocalTime {
  const wall = new Date(ms + zoneOffsetMs(ms, timeZone));
  return {
    date: wall.toISOString().slice(0, 10),
    day: DAY_NAMES[(wall.getUTCDay() + 6) % 7] ?? 'mon',
    minute: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** Unix milliseconds of the wall time `date` (yyyy-mm-dd) plus `minute` in `timeZone`. */
export function fromLocal(date: string, minute: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}
