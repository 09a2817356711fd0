/**
 * Whole days as the people screens pick them: a date picker gives this computer's midnight, the
 * controller decides by its own clock and zone, and the wire wants Unix seconds (access profile
 * periods, spec 2.1 with the contract's `staffAccessProfile`) or a day string (temporary access,
 * spec 2.2 and D10). A day is kept as year, month and day so no zone slips in between.
 */
import { wallClockParts, zoneFormatterOr } from '../../../../shared/time/zone-wall-clock';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The day a date picker's value (milliseconds at this computer's local midnight) names. */
export function dayOfLocalMs(ms: number): CalendarDay {
  const at = new Date(ms);
  return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() };
}

/** A date picker's value for a day: this computer's local midnight of it. */
export function localMsOfDay(day: CalendarDay): number {
  return new Date(day.year, day.month - 1, day.day).getTime();
}

/** The day after (months and years roll over). */
export function nextDay(day: CalendarDay): CalendarDay {
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

/** yyyy-mm-dd (spec 2.2 temporary access write). */
export function isoDayText(day: CalendarDay): string {
  return `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}`;
}

/** A day as yyyy-mm-dd or dd.mm.yyyy (D10: reads come back dotted); undefined for anything else. */
export function parseDayText(text: string): CalendarDay | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const parsed = { year: Number(year), month: Number(month), day: Number(day) };
  const check = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day));
  return check.getUTCMonth() === parsed.month - 1 && check.getUTCDate() === parsed.day
    ? parsed
    : undefined;
}

/** The wall clock of `zone` at an instant; this computer's zone when the zone is unknown. */
function wallClock(ms: number, zone: string | undefined): number[] {
  return wallClockParts(ms, zoneFormatterOr(zone, undefined));
}

/** Minutes `zone` is ahead of UTC at an instant. */
export function zoneOffsetMinutes(ms: number, zone: string | undefined): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallClock(ms, zone);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** Unix seconds of the first second of `day` in `zone` (the controller's, spec 2.1 periods). */
export function dayStartSeconds(day: CalendarDay, zone: string | undefined): number {
  const wall = Date.UTC(day.year, day.month - 1, day.day);
  // The offset at the guess may differ from the offset at the answer across a clock change.
  let ms = wall - zoneOffsetMinutes(wall, zone) * 60_000;
  ms = wall - zoneOffsetMinutes(ms, zone) * 60_000;
  return Math.floor(ms / 1000);
}

/** The day an instant (Unix seconds) falls on in `zone`. */
export function dayOfSeconds(seconds: number, zone: string | undefined): CalendarDay {
  const [year = 1970, month = 1, day = 1] = wallClock(seconds * 1000, zone);
  return { year, month, day };
}
