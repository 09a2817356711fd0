import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isContiguousMask } from '../../../src/shared/api/schemas/system.schema';
import {
  formatIpv4,
  inNetwork,
  isNetworkOrBroadcast,
  maskPrefix,
  networkOf,
  networkText,
  parseIpv4,
  prefixMask,
} from '../../../src/core/network/ipv4-network';

describe('the network of a static setting', () => {
  it.each([
    ['255.255.255.0', 24],
    ['255.255.254.0', 23],
    ['255.255.255.252', 30],
    ['255.255.255.255', 32],
    ['128.0.0.0', 1],
  ])('reads the mask %s as /%i', (mask, prefix) => {
    expect(maskPrefix(mask)).toBe(prefix);
    expect(prefixMask(prefix)).toBe(mask);
  });

  it.each(['255.0.255.0', '255.255.255.1', '0.255.255.255', '0.0.0.0', '255.255.256.0', 'x', ''])(
    'refuses the mask "%s"',
    (mask) => expect(maskPrefix(mask)).toBeUndefined(),
  );

  it.each([
    ['192.168.7.23', '255.255.252.0', '192.168.4.0/22', '192.168.4.0', '192.168.7.255'],
    ['10.1.2.5', '255.255.255.254', '10.1.2.4/31', '10.1.2.4', '10.1.2.5'],
    ['10.0.0.9', '255.255.255.255', '10.0.0.9/32', '10.0.0.9', '10.0.0.9'],
  ])('puts %s/%s on %s', (ip, mask, cidr, network, broadcast) => {
    const net = networkOf(ip, mask)!;
    expect(networkText(net)).toBe(cidr);
    expect(formatIpv4(net.network)).toBe(network);
    expect(formatIpv4(net.broadcast)).toBe(broadcast);
    expect(inNetwork(net, ip)).toBe(true);
    expect(inNetwork(net, '172.16.0.1')).toBe(false);
  });

  it('has no network of a bad address or mask', () => {
    expect(networkOf('10.0.0.300', '255.255.255.0')).toBeUndefined();
    expect(networkOf('10.0.0.3', '255.0.255.0')).toBeUndefined();
  });

  it('has no network or broadcast address to avoid in a /31 and a /32', () => {
    const p2p = networkOf('10.1.2.4', '255.255.255.254')!;
    expect(isNetworkOrBroadcast(p2p, parseIpv4('10.1.2.4')!)).toBe(false);
    expect(isNetworkOrBroadcast(p2p, parseIpv4('10.1.2.5')!)).toBe(false);
    const lan = networkOf('10.1.2.4', '255.255.255.0')!;
    expect(isNetworkOrBroadcast(lan, parseIpv4('10.1.2.0')!)).toBe(true);
    expect(isNetworkOrBroadcast(lan, parseIpv4('10.1.2.255')!)).toBe(true);
    expect(isNetworkOrBroadcast(lan, parseIpv4('10.1.2.4')!)).toBe(false);
  });

  it('contiguous masks round-trip through their prefix (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), (prefix) => {
        expect(maskPrefix(prefixMask(prefix))).toBe(prefix);
      }),
    );
  });

  it('accepts exactly the masks the contract accepts (property)', () => {
    const anyMask = fc.integer({ min: 0, max: 0xffffffff }).map(formatIpv4);
    const nearContiguous = fc
      .tuple(fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 31 }))
      .map(([prefix, bit]) => formatIpv4((parseIpv4(prefixMask(prefix))! ^ (1 << bit)) >>> 0));
    const contiguous = fc.integer({ min: 0, max: 32 }).map(prefixMask);
    fc.assert(
      fc.property(fc.oneof(anyMask, nearContiguous, contiguous), (mask) => {
        expect(maskPrefix(mask) !== undefined).toBe(isContiguousMask(mask));
      }),
      { numRuns: 500 },
    );
  });

  it('the network holds its own addresses and nothing past its ends (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 1, max: 32 }),
        (ip, prefix) => {
          const net = networkOf(formatIpv4(ip), prefixMask(prefix))!;
          expect(net.broadcast - net.network + 1).toBe(2 ** (32 - prefix));
          expect(inNetwork(net, formatIpv4(ip))).toBe(true);
          expect(inNetwork(net, formatIpv4(net.network))).toBe(true);
          expect(inNetwork(net, formatIpv4(net.broadcast))).toBe(true);
          if (net.network > 0) expect(inNetwork(net, formatIpv4(net.network - 1))).toBe(false);
          if (net.broadcast < 0xffffffff)
            expect(inNetwork(net, formatIpv4(net.broadcast + 1))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
