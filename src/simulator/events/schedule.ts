/**
 * Whether a schedule (spec 2.2: intervals of week days and an HH:MM window) covers a moment of
 * the controller's local time. Windows are whole minutes and include both ends, so `00:00`-`23:59`
 * is the whole day; a window belongs to the day it starts on (a night shift is two intervals).
 */
import type { ScheduleRecord } from '../records/collections';
import type { LocalTime } from './local-time';

/** `HH:MM` as minutes since midnight. */
export function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
}

export function scheduleCovers(schedule: ScheduleRecord, at: LocalTime): boolean {
  return schedule.intervals.some(
    (interval) =>
      interval.days.includes(at.day) &&
      minutesOf(interval.from) <= at.minute &&
      at.minute <= minutesOf(interval.to),
  );
}
