import { describe, expect, it } from 'vitest';
import {
  addressRecords,
  controllerHostName,
  listenAddresses,
} from '../../../src/simulator/mdns/host-records';

describe('the host a simulated controller announces over mDNS', () => {
  it('is <serial>.local, the serial made a DNS label', () => {
    expect(controllerHostName('SIM-0001')).toBe('SIM-0001.local');
    expect(controllerHostName('Lab unit #7/b')).toBe('Lab-unit-7-b.local');
    expect(controllerHostName('x'.repeat(80))).toBe(`${'x'.repeat(63)}.local`);
    expect(controllerHostName('***')).toBe('controller.local');
  });

  it('resolves to exactly the listen address: one A, or one AAAA for IPv6', () => {
    expect(addressRecords('SN-1.local', '127.0.0.11')).toEqual([
      { name: 'SN-1.local', type: 'A', ttl: 120, data: '127.0.0.11' },
    ]);
    expect(addressRecords('SN-1.local', 'fd00::11')).toEqual([
      { name: 'SN-1.local', type: 'AAAA', ttl: 120, data: 'fd00::11' },
    ]);
    expect(addressRecords('SN-1.local', 'fe80::11%eth0')).toEqual([
      { name: 'SN-1.local', type: 'AAAA', ttl: 120, data: 'fe80::11' },
    ]);
  });

  it('lists every address of the machine for a wildcard listener, loopback included', () => {
    const all = listenAddresses('0.0.0.0');
    expect(all).toContain('127.0.0.1');
    expect(all.every((a) => !a.includes(':'))).toBe(true);
  });
});
