/**
 * The time wizard's pure rules: a zone's offset as shown, the form of an NTP server, and what a
 * form asks of a controller read now (kept fields sent as read, a clock not set carried forward).
 */
import { describe, expect, it } from 'vitest';
import { ntpServerProblem } from '../../../src/core/time/ntp-server';
import { timeBody, timeChanges, timeTarget } from '../../../src/core/time/time-change';
import type { TimeReading } from '../../../src/core/time/time-reading';
import { utcOffsetLabel, utcOffsetMinutes } from '../../../src/core/time/zone-offset';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('utcOffsetLabel', () => {
  it('shows the offset in force at the moment, daylight saving included', () => {
    expect(utcOffsetLabel('Europe/Moscow', WINTER)).toBe('UTC+03:00');
    expect(utcOffsetLabel('UTC', WINTER)).toBe('UTC+00:00');
    expect(utcOffsetLabel('Europe/Berlin', WINTER)).toBe('UTC+01:00');
    expect(utcOffsetLabel('Europe/Berlin', SUMMER)).toBe('UTC+02:00');
    expect(utcOffsetLabel('Asia/Kolkata', SUMMER)).toBe('UTC+05:30');
    expect(utcOffsetMinutes('America/New_York', WINTER)).toBe(-300);
    expect(utcOffsetLabel('Nowhere/Atlantis', WINTER)).toBeUndefined();
  });
});

describe('ntpServerProblem', () => {
  it('takes host names and IPv4 addresses, refuses the rest in both languages', () => {
    for (const ok of ['pool.ntp.org', 'ntp1', '10.0.0.1', 'time.site.local.']) {
      expect(ntpServerProblem(ok)).toBeUndefined();
    }
    for (const bad of ['', 'ntp..site', '-ntp.org', '300.1.1.1', 'ntp server', 'a_b.org']) {
      const problem = ntpServerProblem(bad);
      expect(problem?.en).toBeTruthy();
      expect(problem?.ru).toBeTruthy();
    }
  });
});

const read: TimeReading = {
  timestamp: 1_000_000,
  laptopMs: 1_000_000_000 - 7_000,
  driftSeconds: 7,
  timezone: 'UTC',
  ntp: false,
  ntpServer: 'pool.ntp.org',
};

describe('timeTarget and timeBody', () => {
  it('keeps what the form keeps and carries a clock not being set forward', () => {
    const target = timeTarget({ timezone: 'Europe/Moscow', ntp: 'keep', set_clock: false }, read);
    expect(target).toEqual({
      timezone: 'Europe/Moscow',
      ntp: false,
      ntpServer: 'pool.ntp.org',
      setClock: false,
    });
    expect(timeChanges(read, target)).toEqual(['timezone']);
    // Ten seconds after the reading, the controller's own clock has run on ten seconds.
    expect(timeBody(read, target, read.laptopMs + 10_000)).toEqual({
      ntp: false,
      timestamp: 1_000_010,
      timezone: 'Europe/Moscow',
    });
  });

  it("sets the clock from this computer's only with NTP off, and sends a new server", () => {
    const setClock = timeTarget({ timezone: 'keep', ntp: 'off', set_clock: true }, read);
    expect(timeBody(read, setClock, 1_700_000_000_400).timestamp).toBe(1_700_000_000);
    expect(timeBody(read, setClock, 1_700_000_000_600).timestamp).toBe(1_700_000_001);
    const ntp = timeTarget(
      { timezone: 'keep', ntp: 'on', ntp_server: 'ntp.site', set_clock: true },
      read,
    );
    expect(ntp.setClock).toBe(false);
    expect(timeChanges(read, ntp)).toEqual(['ntp', 'ntpServer']);
    expect(timeBody(read, ntp, read.laptopMs)).toMatchObject({ ntp: true, ntp_server: 'ntp.site' });
  });
});
