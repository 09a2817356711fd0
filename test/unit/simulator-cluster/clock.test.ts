import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_TIME,
  controllerLocalTime,
  controllerNow,
  controllerSeconds,
  nextDateTime,
} from '../../../src/simulator/clock/clock';
import {
  CURRENT,
  type Collections,
  type SimStore,
} from '../../../src/simulator/records/collections';
import { Store } from '../../../src/simulator/store/store';

const HOST = Date.UTC(2025, 0, 15, 12, 0, 0); // Wednesday 15 January 2025, 12:00 UTC

describe('the controller clock (spec 4.12)', () => {
  let dir: string;
  let store: SimStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'turnkey-clock-'));
    store = await Store.open<Collections>(dir);
  });
  afterEach(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the host clock on a fresh controller', () => {
    expect(controllerNow({ store, now: () => HOST })).toBe(HOST);
    expect(controllerLocalTime({ store, now: () => HOST })).toEqual({
      date: '2025-01-15',
      day: 'wed',
      minute: 12 * 60,
    });
  });

  it('runs on from a time set without NTP, in its own zone', async () => {
    const set = Date.UTC(2024, 5, 30, 22, 30, 0) / 1000; // Sunday 30 June 2024, 22:30 UTC
    await store.put(
      'date_time',
      CURRENT,
      nextDateTime(DEFAULT_DATE_TIME, { ntp: false, timestamp: set, timezone: 'Asia/Tokyo' }, HOST),
    );
    const later = HOST + 90_000;
    expect(controllerNow({ store, now: () => later })).toBe(set * 1000 + 90_000);
    // 22:31:30 UTC is 07:31 the next morning in Tokyo (UTC+9, no daylight saving).
    expect(controllerLocalTime({ store, now: () => later })).toEqual({
      date: '2024-07-01',
      day: 'mon',
      minute: 7 * 60 + 31,
    });
    expect(controllerSeconds(store, HOST / 1000 + 60)).toBe(set + 60);
  });

  it('follows the host under NTP, keeping the NTP server unless a new one is given', () => {
    const manual = nextDateTime(
      DEFAULT_DATE_TIME,
      { ntp: false, timestamp: 1000, timezone: 'UTC', ntp_server: 'ntp.site' },
      HOST,
    );
    expect(manual.offset_ms).toBe(1_000_000 - HOST);
    const ntp = nextDateTime(manual, { ntp: true, timestamp: 5, timezone: 'Europe/Berlin' }, HOST);
    expect(ntp).toEqual({
      ntp: true,
      ntp_server: 'ntp.site',
      timezone: 'Europe/Berlin',
      offset_ms: 0,
    });
  });
});
