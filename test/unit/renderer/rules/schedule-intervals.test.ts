import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  DAY_LABELS,
  daysInWords,
  dragInterval,
  fromMinutes,
  intervalProblems,
  intervalsInWords,
  intervalsOf,
  toMinutes,
} from '../../../../src/renderer/src/features/rules/schedule-intervals';

describe('schedule intervals', () => {
  it('turns HH:MM into minutes and back, inside the day', () => {
    expect(toMinutes('09:30')).toBe(570);
    expect(fromMinutes(570)).toBe('09:30');
    expect(fromMinutes(24 * 60)).toBe('23:59');
    expect(fromMinutes(-5)).toBe('00:00');
  });

  it('says days as runs of the week in either language', () => {
    const en = DAY_LABELS.en;
    expect(daysInWords(['fri', 'mon', 'tue', 'wed', 'thu'], en)).toBe('Mon–Fri');
    expect(daysInWords(['mon', 'wed', 'fri'], en)).toBe('Mon, Wed, Fri');
    expect(daysInWords(['sat', 'sun'], en)).toBe('Sat, Sun');
    expect(daysInWords(['mon', 'tue', 'wed', 'sat'], DAY_LABELS.ru)).toBe('Пн–Ср, Сб');
  });

  it('says a schedule in words, days in week order', () => {
    const intervals = intervalsOf([
      { days: ['sat'], from: '10:00', to: '14:00' },
      { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '17:00' },
    ]);
    expect(intervalsInWords(intervals, DAY_LABELS.en)).toBe('Mon–Fri 08:00–17:00; Sat 10:00–14:00');
    expect(intervalsInWords([], DAY_LABELS.en)).toBe('—');
  });

  it('keeps only readable intervals of a record as read', () => {
    expect(intervalsOf('nope')).toEqual([]);
    expect(intervalsOf([{ days: ['xyz', 'sun', 'mon'], from: '01:00', to: '02:00' }, 5])).toEqual([
      { days: ['mon', 'sun'], from: '01:00', to: '02:00' },
    ]);
  });

  it('draws one block per day of each interval', () => {
    const blocks = blocksOf([
      { days: ['mon', 'tue'], from: '09:00', to: '18:00' },
      { days: ['sun'], from: '12:00', to: '11:00' },
    ]);
    expect(blocks).toEqual([
      { interval: 0, day: 0, start: 540, end: 1080 },
      { interval: 0, day: 1, start: 540, end: 1080 },
    ]);
  });

  it('makes an interval from a drag either way round, snapped and inside the day', () => {
    expect(dragInterval(4, 0, 17 * 60 + 10, 8 * 60 - 5)).toEqual({
      days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      from: '08:00',
      to: '17:00',
    });
    expect(dragInterval(5, 5, 600, 600)).toEqual({ days: ['sat'], from: '10:00', to: '10:30' });
    expect(dragInterval(6, 6, 23 * 60 + 50, 24 * 60)).toEqual({
      days: ['sun'],
      from: '23:29',
      to: '23:59',
    });
  });

  it('finds what the contract refuses, in words', () => {
    expect(intervalProblems({ days: ['mon'], from: '08:00', to: '17:00' })).toEqual({});
    expect(Object.keys(intervalProblems({ days: [], from: '08:00', to: '17:00' }))).toEqual([
      'days',
    ]);
    expect(intervalProblems({ days: ['mon'], from: '18:00', to: '09:00' }).to?.en).toMatch(
      /later than the start/,
    );
    expect(Object.keys(intervalProblems({ days: ['mon'], from: '8:00', to: '24:00' }))).toEqual([
      'from',
      'to',
    ]);
  });
});
