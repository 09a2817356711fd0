import { describe, expect, it } from 'vitest';
import { newestFirst } from '../../../src/shared/time-order';

describe('times of the app, newest first', () => {
  it('orders ISO times as localeCompare does, newest first', () => {
    const times = [
      '2026-11-30T04:00:00.000Z',
      '2026-11-30T04:00:00.001Z',
      '2025-12-31T23:59:59.999Z',
      '2026-01-01T00:00:00.000Z',
      '2026-11-30T04:00:00.000Z',
    ];
    const expected = [...times].sort((a, b) => b.localeCompare(a));
    expect([...times].sort(newestFirst)).toEqual(expected);
    expect(expected[0]).toBe('2026-11-30T04:00:00.001Z');
    expect(newestFirst('2026-11-30T04:00:00.000Z', '2026-11-30T04:00:00.000Z')).toBe(0);
  });
});
