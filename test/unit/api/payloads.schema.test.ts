/** The other payloads of spec 2.2 with the constraints Turnkey puts on them. */
import { describe, expect, it } from 'vitest';
import {
  isContiguousMask,
  networkSettings,
  schedule,
  ttConfig,
  visitor,
} from '../../../src/shared/api';

describe('network settings (spec 2.2, 4.12)', () => {
  it('takes a static address with a contiguous mask and a gateway inside the subnet', () => {
    expect(
      networkSettings.safeParse({
        dhcp: false,
        ip: '10.1.2.3',
        mask: '255.255.254.0',
        gateway: '10.1.3.254',
      }).success,
    ).toBe(true);
    expect(networkSettings.safeParse({ dhcp: true }).success).toBe(true);
  });
  it('rejects a holed mask, a gateway elsewhere and missing fields', () => {
    expect(
      networkSettings.safeParse({
        dhcp: false,
        ip: '10.1.2.3',
        mask: '255.0.255.0',
        gateway: '10.1.2.1',
      }).success,
    ).toBe(false);
    expect(
      networkSettings.safeParse({
        dhcp: false,
        ip: '10.1.2.3',
        mask: '255.255.255.0',
        gateway: '10.1.3.1',
      }).success,
    ).toBe(false);
    expect(networkSettings.safeParse({ dhcp: false, ip: '10.1.2.3' }).success).toBe(false);
  });
  it('knows contiguous masks', () => {
    for (let n = 1; n <= 32; n++) {
      const mask = ((0xffffffff << (32 - n)) >>> 0)
        .toString(2)
        .padStart(32, '0')
        .match(/.{8}/g)!
        .map((b) => parseInt(b, 2))
        .join('.');
      expect(isContiguousMask(mask), mask).toBe(true);
    }
    expect(isContiguousMask('0.0.0.0')).toBe(false);
    expect(isContiguousMask('255.255.0.255')).toBe(false);
  });
});

describe('schedules, visitors, time-tracking periods', () => {
  it('checks interval order and day names', () => {
    expect(
      schedule.safeParse({
        name: 'Day',
        intervals: [{ days: ['mon', 'fri'], from: '08:00', to: '18:00' }],
      }).success,
    ).toBe(true);
    expect(
      schedule.safeParse({
        name: 'Day',
        intervals: [{ days: ['mon'], from: '18:00', to: '08:00' }],
      }).success,
    ).toBe(false);
    expect(
      schedule.safeParse({
        name: 'Day',
        intervals: [{ days: ['Monday'], from: '08:00', to: '18:00' }],
      }).success,
    ).toBe(false);
  });
  it('wants an offset on planned_at', () => {
    expect(
      visitor.safeParse({
        last_name: 'A',
        first_name: 'B',
        planned_at: '2026-11-23T10:00:00+03:00',
      }).success,
    ).toBe(true);
    expect(
      visitor.safeParse({ last_name: 'A', first_name: 'B', planned_at: '2026-11-23T10:00:00' })
        .success,
    ).toBe(false);
  });
  it('takes periods in either date form, from not after to', () => {
    expect(
      ttConfig.safeParse({ name: 'Nov', period: { from: '01.11.2026', to: '2026-11-30' } }).success,
    ).toBe(true);
    expect(
      ttConfig.safeParse({ name: 'Nov', period: { from: '2026-12-01', to: '2026-11-30' } }).success,
    ).toBe(false);
  });
});
