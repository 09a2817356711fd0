/**
 * Wall-clock time in a time zone (spec 4.12 `timezone`): what schedules (spec 2.2), one-day
 * temporary grants (D10) and time-tracking days (spec 4.11) are read against, and back from a
 * wall time to an instant (the demo week, the daily migration run).
 */
import { DAY_NAMES } from '../../shared/api';

export type DayName = (typeof DAY_NAMES)[number];

/** A moment as a wall clock in one time zone shows it. */
export interface LocalTime {
  /** yyyy-mm-dd */
  date: string;
  day: DayName;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** `ms` (Unix milliseconds) on the wall clock of `timeZone` (an IANA name; unknown ones read as UTC). */
export function localTime(ms: number, timeZone: string): LocalTime {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatFor(timeZone).formatToParts(ms);
  } catch {
    parts = formatFor('UTC').formatToParts(ms);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const day = (part('weekday') ?? 'Mon').toLowerCase() as DayName;
  const minute = Number(part('hour')) * 60 + Number(part('minute'));
  return { date: `${part('year')}-${part('month')}-${part('day')}`, day, minute };
}

/** How far the wall clock of `timeZone` is ahead of UTC at `ms`, in milliseconds (whole minutes). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const local = localTime(ms, timeZone);
  const wall = Date.parse(`${local.date}T00:00:00Z`) + local.minute * 60_000;
  return wall - Math.floor(ms / 60_000) * 60_000;
}

/** Unix milliseconds of the wall time `date` (yyyy-mm-dd) plus `minute` in `timeZone`. */
export function fromLocal(date: string, minute: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}
