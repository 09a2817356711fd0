import { describe, expect, it } from 'vitest';
import { countHeld, filterRows } from '../../../../src/renderer/src/features/logs/event-filter';
import {
  eventRow,
  type EventRow,
  type JsonRecord,
} from '../../../../src/renderer/src/features/logs/event-row';
import { quickRange } from '../../../../src/renderer/src/features/logs/time-range';

const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 10, minute)).toISOString();

const records: JsonRecord[] = [
  { uuid: 'a', type: 'access_granted', user_uuid: 'p1', access_point_uuid: 'd1', timestamp: at(3) },
  {
    uuid: 'b',
    type: 'access_denied_banned',
    user_uuid: 'p2',
    access_point_uuid: 'd1',
    timestamp: at(2),
  },
  { uuid: 'c', type: 'access_granted', user_uuid: 'p2', access_point_uuid: 'd2', timestamp: at(1) },
  { uuid: 'd', type: 'door_held_open', access_point_uuid: 'd2', timestamp: at(0) },
];
const rows: EventRow[] = records.map((record, i) => eventRow(record, 3 - i, 'accessEvents'));

const keys = (shown: readonly EventRow[]) => shown.map((r) => r.key);

describe('the log filter', () => {
  it('gives the same array back when nothing filters', () => {
    expect(filterRows(rows, { types: [] })).toBe(rows);
  });

  it('matches any of the types, the person, the door and the time range together', () => {
    expect(keys(filterRows(rows, { types: ['access_granted', 'door_held_open'] }))).toEqual([
      'a',
      'c',
      'd',
    ]);
    expect(keys(filterRows(rows, { types: [], person: 'p2' }))).toEqual(['b', 'c']);
    expect(keys(filterRows(rows, { types: [], point: 'd2', person: 'p2' }))).toEqual(['c']);
    const from = Date.parse(at(1));
    const to = Date.parse(at(2));
    expect(keys(filterRows(rows, { types: [], from, to }))).toEqual(['b', 'c']);
  });

  it('holds back rows newer than the paused tail and counts those that match', () => {
    expect(keys(filterRows(rows, { types: [] }, 2))).toEqual(['c', 'd']);
    expect(countHeld(rows, { types: [] }, 2)).toBe(2);
    expect(countHeld(rows, { types: [], person: 'p1' }, 2)).toBe(1);
  });

  it('reads granted and denied from the type', () => {
    expect(rows.map((r) => r.outcome)).toEqual(['granted', 'denied', 'granted', 'denied']);
  });
});

describe('quick time ranges', () => {
  const now = Date.UTC(2026, 4, 1, 22, 30);
  it('the last hour ends now', () => {
    expect(quickRange('hour', now)).toEqual([now - 3_600_000, now]);
  });

  it('today starts at midnight on the controller’s clock', () => {
    // 22:30 UTC is 01:30 of the next day in Moscow (UTC+3).
    expect(quickRange('today', now, 'Europe/Moscow')[0]).toBe(Date.UTC(2026, 4, 1, 21, 0));
    expect(quickRange('today', now, 'UTC')[0]).toBe(Date.UTC(2026, 4, 1));
    expect(quickRange('today', now, 'America/New_York')[0]).toBe(Date.UTC(2026, 4, 1, 4, 0));
  });
});
