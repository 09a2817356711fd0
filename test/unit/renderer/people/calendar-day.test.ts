import { describe, expect, it } from 'vitest';
import {
  dayOfLocalMs,
  dayOfSeconds,
  dayStartSeconds,
  isoDayText,
  localMsOfDay,
  nextDay,
  parseDayText,
} from '../../../../src/renderer/src/features/people/calendar-day';

describe('calendar days', () => {
  it('starts a day at midnight of the controller’s zone', () => {
    const day = { year: 2026, month: 1, day: 15 };
    expect(dayStartSeconds(day, 'Europe/Moscow')).toBe(Date.UTC(2026, 0, 14, 21) / 1000);
    expect(dayStartSeconds(day, 'UTC')).toBe(Date.UTC(2026, 0, 15) / 1000);
    expect(dayStartSeconds(day, 'America/New_York')).toBe(Date.UTC(2026, 0, 15, 5) / 1000);
  });

  it('follows a clock change: London before and after summer time begins', () => {
    expect(dayStartSeconds({ year: 2026, month: 3, day: 29 }, 'Europe/London')).toBe(
      Date.UTC(2026, 2, 29, 0) / 1000,
    );
    expect(dayStartSeconds({ year: 2026, month: 3, day: 30 }, 'Europe/London')).toBe(
      Date.UTC(2026, 2, 29, 23) / 1000,
    );
  });

  it('names the day an instant falls on in a zone', () => {
    const late = Date.UTC(2026, 0, 14, 22) / 1000; // 01:00 on the 15th in Moscow
    expect(dayOfSeconds(late, 'Europe/Moscow')).toEqual({ year: 2026, month: 1, day: 15 });
    expect(dayOfSeconds(late, 'UTC')).toEqual({ year: 2026, month: 1, day: 14 });
  });

  it('goes back and forth through the zone for every day of a year', () => {
    for (const zone of ['Europe/Moscow', 'Europe/London', 'Asia/Kolkata', 'America/Sao_Paulo']) {
      let day = { year: 2026, month: 1, day: 1 };
      for (let i = 0; i < 366; i++, day = nextDay(day)) {
        expect(dayOfSeconds(dayStartSeconds(day, zone), zone)).toEqual(day);
        expect(dayOfSeconds(dayStartSeconds(nextDay(day), zone) - 1, zone)).toEqual(day);
      }
    }
  });

  it('uses this computer’s zone when the zone is unknown or unusable', () => {
    const day = { year: 2026, month: 7, day: 1 };
    expect(dayStartSeconds(day, undefined)).toBe(localMsOfDay(day) / 1000);
    expect(dayStartSeconds(day, 'Not/AZone')).toBe(localMsOfDay(day) / 1000);
    expect(dayOfLocalMs(localMsOfDay(day))).toEqual(day);
  });

  it('reads both day forms of D10 and writes yyyy-mm-dd', () => {
    expect(parseDayText('2026-11-26')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(parseDayText('26.11.2026')).toEqual({ year: 2026, month: 11, day: 26 });
    expect(parseDayText('31.02.2026')).toBeUndefined();
    expect(parseDayText('2026/11/26')).toBeUndefined();
    expect(isoDayText({ year: 2026, month: 3, day: 5 })).toBe('2026-03-05');
    expect(nextDay({ year: 2026, month: 12, day: 31 })).toEqual({ year: 2027, month: 1, day: 1 });
  });
});
