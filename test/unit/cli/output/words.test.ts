/**
 * The CLI's values in words (docs/decisions.md, "CLI tables fit the terminal"): yes/no and on/off,
 * times in this computer's local time, a uuid that is only a reference cut to 8 characters.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  duration,
  localTime,
  onOff,
  shortId,
  valueWords,
  yesNo,
} from '../../../../src/cli/output/words';

describe('CLI words', () => {
  it('says booleans as yes/no or on/off, and nothing as a dash', () => {
    expect([yesNo(true), yesNo(false), yesNo(undefined)]).toEqual(['yes', 'no', '-']);
    expect([onOff(true), onOff(false)]).toEqual(['on', 'off']);
    expect(valueWords(true)).toBe('on');
    expect(valueWords(false, 'yesNo')).toBe('no');
    expect(valueWords([true, 'x', 3])).toBe('on, x, 3');
    expect(valueWords(null)).toBe('-');
  });

  it('cuts a uuid to 8 characters and leaves a short id as it is', () => {
    expect(shortId('5f0c2a1e-9b7d-4c3e-8f21-6d0a4b9e7c11')).toBe('5f0c2a1e');
    expect(shortId('job-1')).toBe('job-1');
    expect(shortId(undefined)).toBe('-');
  });

  it('says a duration as a person does', () => {
    expect([duration(45), duration(200), duration(120), duration(7500), duration(7200)]).toEqual([
      '45 s',
      '3 min 20 s',
      '2 min',
      '2 h 5 min',
      '2 h',
    ]);
  });
});

describe('localTime', () => {
  const saved = process.env['TZ'];
  beforeEach(() => {
    // Node reads TZ when a Date is formatted, so the test sets this computer's zone.
    process.env['TZ'] = 'Asia/Yekaterinburg';
  });
  afterEach(() => {
    if (saved === undefined) delete process.env['TZ'];
    else process.env['TZ'] = saved;
  });

  it("says an instant in this computer's zone, short", () => {
    expect(localTime('2026-11-29T04:14:05Z')).toBe('29 Nov 2026 09:14');
    expect(localTime('2026-11-29T04:14:05Z', { seconds: true })).toBe('29 Nov 2026 09:14:05');
    expect(localTime(new Date('2026-01-03T20:00:00Z'))).toBe('4 Jan 2026 01:00');
    // Unix seconds, as the controllers give them.
    expect(localTime(1_790_000_000)).toBe(localTime(new Date(1_790_000_000_000)));
  });

  it('shows a text that is no time as it is, and nothing as a dash', () => {
    expect(localTime('soon')).toBe('soon');
    expect(localTime(undefined)).toBe('-');
    expect(localTime('')).toBe('-');
  });
});
