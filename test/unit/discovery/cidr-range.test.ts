import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cidrOf,
  contains,
  formatCidr,
  formatIpv4,
  hostCount,
  hostsOf,
  overlaps,
  parseCidr,
  parseIpv4,
  prefixOfMask,
} from '../../../src/core/discovery/cidr-range';

describe('IPv4 networks', () => {
  it('parses dotted quads and refuses what is not one', () => {
    expect(parseIpv4('192.168.1.20')).toBe(0xc0a80114);
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '']) {
      expect(parseIpv4(bad), bad).toBeUndefined();
    }
  });

  it('clears the host bits of a CIDR and refuses bad prefixes', () => {
    expect(formatCidr(parseCidr('192.168.1.77/24')!)).toBe('192.168.1.0/24');
    expect(parseCidr('10.0.0.0/33')).toBeUndefined();
    expect(parseCidr('10.0.0.0')).toBeUndefined();
    expect(parseCidr('10.0.0.0/8/1')).toBeUndefined();
  });

  it('counts and lists hosts without network and broadcast, except in a /31 and /32', () => {
    expect([...hostsOf(parseCidr('10.1.2.0/30')!)]).toEqual(['10.1.2.1', '10.1.2.2']);
    expect([...hostsOf(parseCidr('10.1.2.4/31')!)]).toEqual(['10.1.2.4', '10.1.2.5']);
    expect([...hostsOf(parseCidr('10.1.2.9/32')!)]).toEqual(['10.1.2.9']);
    expect(hostCount(parseCidr('127.0.0.0/24')!)).toBe(254);
    expect(hostCount(parseCidr('10.0.0.0/16')!)).toBe(65_534);
  });

  it('reads the network of an interface from its address and netmask', () => {
    expect(formatCidr(cidrOf('192.168.7.23', '255.255.252.0')!)).toBe('192.168.4.0/22');
    expect(cidrOf('10.0.0.1', '255.0.255.0')).toBeUndefined();
    expect(prefixOfMask(0xffffff00)).toBe(24);
    expect(prefixOfMask(0)).toBe(0);
  });

  it('every listed host is inside the range, as many as counted (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 20, max: 32 }),
        (ip, prefix) => {
          const range = parseCidr(`${formatIpv4(ip)}/${prefix}`)!;
          const hosts = [...hostsOf(range)];
          expect(hosts.length).toBe(hostCount(range));
          expect(hosts.every((h) => contains(range, h))).toBe(true);
          expect(new Set(hosts).size).toBe(hosts.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('CIDR blocks overlap exactly when one contains the other (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 8, max: 32 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 8, max: 32 }),
        (a, pa, b, pb) => {
          const ra = parseCidr(`${formatIpv4(a)}/${pa}`)!;
          const rb = parseCidr(`${formatIpv4(b)}/${pb}`)!;
          const expected =
            contains(ra, formatIpv4(rb.network)) || contains(rb, formatIpv4(ra.network));
          expect(overlaps(ra, rb)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
