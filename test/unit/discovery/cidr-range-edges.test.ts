/**
 * The edges of the sweep's ranges (spec 2.2 controller search request): text with spaces around
 * it, a /0, prefixes that are not a plain number, and the spans left when this computer's own
 * addresses are cut out of a range (first, last, repeated and unsorted addresses).
 */
import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  cidrOrThrow,
  contains,
  formatCidr,
  maskOf,
  overlaps,
  parseCidr,
  parseIpv4,
  spansWithout,
} from '../../../src/core/discovery/cidr-range';

const ip = (text: string) => parseIpv4(text)!;

describe('reading a typed network', () => {
  it('takes an address or a network with spaces and a line end around it', () => {
    expect(parseIpv4('  10.0.0.1 ')).toBe(0x0a000001);
    expect(parseIpv4('\t192.168.1.20\n')).toBe(0xc0a80114);
    expect(formatCidr(parseCidr(' 10.1.2.3/8 \n')!)).toBe('10.0.0.0/8');
  });

  it('reads /0 as every address', () => {
    expect(maskOf(0)).toBe(0);
    expect(maskOf(1)).toBe(0x80000000);
    const all = parseCidr('10.1.2.3/0')!;
    expect(formatCidr(all)).toBe('0.0.0.0/0');
    expect(contains(all, '8.8.8.8')).toBe(true);
    expect(contains(all, '255.255.255.255')).toBe(true);
  });

  it('refuses a prefix that is not one or two digits alone', () => {
    for (const text of [
      '10.0.0.0/24x',
      '10.0.0.0/x24',
      '10.0.0.0/1e1',
      '10.0.0.0/+8',
      '10.0.0.0/ 8',
      '10.0.0.0/',
      '10.0.0.0/100',
      '1/2/3',
      '10.0.0.0/8/8',
    ]) {
      expect(parseCidr(text), text).toBeUndefined();
    }
  });

  it('says what is wrong with a text that is not a network', () => {
    expect(() => cidrOrThrow('10.0.0.0/24x')).toThrow(
      '"10.0.0.0/24x" is not an IPv4 network in CIDR notation (a.b.c.d/n)',
    );
    expect(formatCidr(cidrOrThrow('10.9.8.7/16'))).toBe('10.9.0.0/16');
  });

  it('sees networks of the same prefix overlap only when they are the same', () => {
    const a = parseCidr('10.0.1.0/24')!;
    expect(overlaps(a, parseCidr('10.0.1.99/24')!)).toBe(true);
    expect(overlaps(a, parseCidr('10.0.2.0/24')!)).toBe(false);
    expect(overlaps(parseCidr('10.0.2.0/24')!, a)).toBe(false);
  });
});

describe('a span as CIDR blocks', () => {
  it('covers everything from 0.0.0.0 with one block', () => {
    expect(blocksOf(0, 0xffffffff)).toEqual([{ network: 0, prefix: 0, whole: true }]);
    expect(blocksOf(0, 0).map(formatCidr)).toEqual(['0.0.0.0/32']);
    expect(blocksOf(0, 5).map(formatCidr)).toEqual(['0.0.0.0/30', '0.0.0.4/31']);
  });

  it('splits an unaligned span into aligned blocks', () => {
    expect(blocksOf(ip('10.0.0.3'), ip('10.0.0.9')).map(formatCidr)).toEqual([
      '10.0.0.3/32',
      '10.0.0.4/30',
      '10.0.0.8/31',
    ]);
    expect(blocksOf(ip('255.255.255.255'), ip('255.255.255.255')).map(formatCidr)).toEqual([
      '255.255.255.255/32',
    ]);
  });
});

describe('a span without some addresses', () => {
  it('cuts the first and the last address without leaving an empty span', () => {
    expect(spansWithout(10, 20, [10])).toEqual([{ first: 11, last: 20 }]);
    expect(spansWithout(10, 20, [20])).toEqual([{ first: 10, last: 19 }]);
    expect(spansWithout(10, 20, [10, 20])).toEqual([{ first: 11, last: 19 }]);
    expect(spansWithout(10, 10, [10])).toEqual([]);
  });

  it('cuts addresses given in any order, repeated, or outside the span', () => {
    expect(spansWithout(10, 20, [15, 12, 30, 12, 5])).toEqual([
      { first: 10, last: 11 },
      { first: 13, last: 14 },
      { first: 16, last: 20 },
    ]);
    expect(spansWithout(10, 20, [18, 11, 14])).toEqual([
      { first: 10, last: 10 },
      { first: 12, last: 13 },
      { first: 15, last: 17 },
      { first: 19, last: 20 },
    ]);
  });

  it('cuts next-door addresses into no span between them', () => {
    expect(spansWithout(10, 20, [13, 12])).toEqual([
      { first: 10, last: 11 },
      { first: 14, last: 20 },
    ]);
  });
});
