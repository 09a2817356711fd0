/**
 * The controller's local time (spec 4.12 time zone): wall clock parts in a time zone, wall time
 * back to an instant, and the daily migration run at 03:00 local time (spec 4.14 `nextRun`).
 */
import { describe, expect, it } from 'vitest';
import { fromLocal, localTime } from '../../../src/simulator/events/local-time';
import { scheduleCovers } from '../../../src/simulator/events/schedule';
import { nextDailyRun } from '../../../src/simulator/migration/daily-run';

describe('local time', () => {
  it('reads an instant on the wall clock of a time zone', () => {
    const ms = Date.parse('2030-05-15T21:30:00Z');
    expect(localTime(ms, 'UTC')).toEqual({ date: '2030-05-15', day: 'wed', minute: 21 * 60 + 30 });
    expect(localTime(ms, 'Europe/Moscow')).toEqual({ date: '2030-05-16', day: 'thu', minute: 30 });
    expect(localTime(ms, 'Not/AZone')).toEqual(localTime(ms, 'UTC'));
  });

  it('turns wall time back into the instant, across a DST change', () => {
    expect(fromLocal('2030-05-16', 30, 'Europe/Moscow')).toBe(Date.parse('2030-05-15T21:30:00Z'));
    // London: winter UTC+0, summer UTC+1 (the clocks go forward on 2030-03-31).
    expect(fromLocal('2030-03-30', 12 * 60, 'Europe/London')).toBe(
      Date.parse('2030-03-30T12:00:00Z'),
    );
    expect(fromLocal('2030-04-01', 12 * 60, 'Europe/London')).toBe(
      Date.parse('2030-04-01T11:00:00Z'),
    );
  });

  it('includes both ends of a schedule window, whole minutes', () => {
    const schedule = {
      uuid: 'x',
      name: 'Day',
      intervals: [{ days: ['mon'], from: '08:00', to: '17:00' }],
    };
    const at = (minute: number, day: 'mon' | 'tue' = 'mon') => ({
      date: '2030-05-13',
      day,
      minute,
    });
    expect(scheduleCovers(schedule, at(8 * 60))).toBe(true);
    expect(scheduleCovers(schedule, at(17 * 60))).toBe(true);
    expect(scheduleCovers(schedule, at(17 * 60 + 1))).toBe(false);
    expect(scheduleCovers(schedule, at(7 * 60 + 59))).toBe(false);
    expect(scheduleCovers(schedule, at(9 * 60, 'tue'))).toBe(false);
  });

  it('runs the migration daily at 03:00 local time', () => {
    const before = Date.parse('2030-05-15T23:00:00Z'); // 02:00 on the 16th in Moscow
    expect(nextDailyRun(before, 'Europe/Moscow')).toBe(Date.parse('2030-05-16T00:00:00Z'));
    const after = Date.parse('2030-05-16T00:00:00Z');
    expect(nextDailyRun(after, 'Europe/Moscow')).toBe(Date.parse('2030-05-17T00:00:00Z'));
    expect(nextDailyRun(after, 'UTC')).toBe(Date.parse('2030-05-16T03:00:00Z'));
  });
});
