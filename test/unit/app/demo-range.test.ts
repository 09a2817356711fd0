import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coveringRange, exactRanges, MAX_SEARCH_RANGES } from '../../../src/core/app/demo-range';
import { formatIpv4, hostsOf, parseCidr } from '../../../src/core/discovery/cidr-range';

/** Every address a sweep of these ranges probes. */
function swept(ranges: string[]): string[] {
  return ranges.flatMap((range) => [...hostsOf(parseCidr(range) ?? { network: 0, prefix: 32 })]);
}

describe('the ranges that find exactly the demo site', () => {
  it('cuts the default fleet (127.0.0.11 to .15) into /31 and /32 networks', () => {
    const hosts = ['127.0.0.11', '127.0.0.12', '127.0.0.13', '127.0.0.14', '127.0.0.15'];
    expect(exactRanges(hosts)).toEqual(['127.0.0.11/32', '127.0.0.12/31', '127.0.0.14/31']);
    expect(swept(exactRanges(hosts))).toEqual(hosts);
  });

  it('takes one address once (a fleet on one address and several ports)', () => {
    expect(exactRanges(['127.0.0.1', '127.0.0.1'])).toEqual(['127.0.0.1/32']);
  });

  it('sweeps every fleet address and, within the search limit, nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0x7f000001, max: 0x7f00ff00 }),
        fc.integer({ min: 1, max: 50 }),
        (start, count) => {
          const hosts = Array.from({ length: count }, (_, i) => formatIpv4(start + i));
          const ranges = exactRanges(hosts);
          const probed = swept(ranges);
          for (const host of hosts) expect(probed).toContain(host);
          expect(ranges.length).toBeLessThanOrEqual(MAX_SEARCH_RANGES);
          if (ranges.length > 1) expect(probed.sort()).toEqual([...hosts].sort());
        },
      ),
    );
  });

  it('falls back to the smallest network whose sweep probes them all', () => {
    expect(coveringRange(['127.0.0.11', '127.0.0.15'])).toBe('127.0.0.0/27');
    expect(coveringRange(['10.0.0.1', '10.0.0.2'])).toBe('10.0.0.0/30');
    expect(() => coveringRange(['10.0.0.1', '10.9.0.1'])).toThrow(/do not fit/);
    expect(() => coveringRange(['nowhere'])).toThrow(/not an IPv4/);
  });
});
