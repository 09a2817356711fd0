/**
 * A person's access profiles with their periods (spec 2.1 `access_profiles`: uuid, from, to as
 * integers). The contract and the simulator read the integers as Unix seconds, both ends included,
 * 0 for an open end (docs/decisions.md, "Simulator part 2: migration, events, faults, demo
 * fleet"). The screen shows whole days in the locale: `from` is the first second of its day and
 * `to` the last second of its day, both in the controller's time zone, because the controller
 * decides on its own clock (docs/decisions.md, "Data screens: people").
 */
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import { dayOfSeconds, dayStartSeconds, nextDay, type CalendarDay } from './calendar-day';

/** One row of the form: a profile (null until picked) and its first and last day, if bounded. */
export interface ProfilePeriod {
  uuid: string | null;
  from: CalendarDay | null;
  to: CalendarDay | null;
}

export interface WirePeriod {
  uuid: string;
  from: number;
  to: number;
}

/** The rows of a record as read; entries that are not objects are left out. */
export function periodsOfRecord(
  value: JsonValue | undefined,
  zone: string | undefined,
): ProfilePeriod[] {
  if (!Array.isArray(value)) return [];
  const rows: ProfilePeriod[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const { uuid, from, to } = entry;
    rows.push({
      uuid: typeof uuid === 'string' ? uuid : null,
      from: typeof from === 'number' && from > 0 ? dayOfSeconds(from, zone) : null,
      to: typeof to === 'number' && to > 0 ? dayOfSeconds(to, zone) : null,
    });
  }
  return rows;
}

/** The rows as the wire wants them; a row without a profile is sent as '' for the schema to flag. */
export function periodsToWire(
  rows: readonly ProfilePeriod[],
  zone: string | undefined,
): WirePeriod[] {
  return rows.map((row) => ({
    uuid: row.uuid ?? '',
    from: row.from ? dayStartSeconds(row.from, zone) : 0,
    to: row.to ? dayStartSeconds(nextDay(row.to), zone) - 1 : 0,
  }));
}

/** True when the last day comes before the first. */
export function periodReversed(row: ProfilePeriod): boolean {
  if (!row.from || !row.to) return false;
  const key = (d: CalendarDay) => d.year * 10_000 + d.month * 100 + d.day;
  return key(row.to) < key(row.from);
}

/** A day in the locale's short form ("26.11.2026", "11/26/2026"). */
export function dayText(day: CalendarDay, locale: string): string {
  const at = new Date(Date.UTC(day.year, day.month - 1, day.day));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(at);
}

/**
 * The periods as the confirmation shows them ("Office: 01.03.2026 – 31.03.2026"), names instead
 * of uuids and days instead of seconds; the body still carries the integers.
 */
export function periodsText(
  value: JsonValue | undefined,
  nameOf: (uuid: string) => string,
  zone: string | undefined,
  locale: string,
): string {
  const open = '…';
  return periodsOfRecord(value, zone)
    .map((row) => {
      const from = row.from ? dayText(row.from, locale) : open;
      const to = row.to ? dayText(row.to, locale) : open;
      return `${row.uuid ? nameOf(row.uuid) : '—'}: ${from} – ${to}`;
    })
    .join('; ');
}
