import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressesIn,
  cidrHosts,
  ipToNumber,
  isNetworkOrBroadcast,
  numberToIp,
  parseAddressRange,
  parseCidr,
} from '../../../src/simulator/network/ipv4';

const ip = fc
  .tuple(...Array.from({ length: 4 }, () => fc.integer({ min: 0, max: 255 })))
  .map((octets) => octets.join('.'));

describe('IPv4 helpers of the network settings, DHCP pool and search', () => {
  it('turns addresses into numbers and back', () => {
    fc.assert(fc.property(ip, (address) => numberToIp(ipToNumber(address)) === address));
    expect(ipToNumber('255.255.255.255')).toBe(2 ** 32 - 1);
  });

  it('lists the hosts of a network without its network and broadcast addresses', () => {
    expect(cidrHosts('192.168.1.77', 24)).toEqual({ from: '192.168.1.1', to: '192.168.1.254' });
    expect(cidrHosts('10.0.4.9', 22)).toEqual({ from: '10.0.4.1', to: '10.0.7.254' });
    expect(cidrHosts('10.0.0.5', 31)).toEqual({ from: '10.0.0.4', to: '10.0.0.5' });
    expect(cidrHosts('10.0.0.5', 32)).toEqual({ from: '10.0.0.5', to: '10.0.0.5' });
    fc.assert(
      fc.property(ip, fc.integer({ min: 20, max: 30 }), (address, prefix) => {
        const hosts = [...addressesIn(cidrHosts(address, prefix))];
        const mask = numberToIp((2 ** 32 - 2 ** (32 - prefix)) >>> 0);
        return (
          hosts.length === 2 ** (32 - prefix) - 2 &&
          hosts.every((h) => !isNetworkOrBroadcast(h, mask)) &&
          (isNetworkOrBroadcast(address, mask) || hosts.includes(address))
        );
      }),
      { numRuns: 50 },
    );
  });

  it('parses CIDR networks and FROM-TO pools, refusing the rest', () => {
    expect(parseCidr('127.5.6.0/24')).toEqual({ address: '127.5.6.0', prefix: 24 });
    for (const bad of ['127.5.6.0', '127.5.6.0/33', '300.1.1.1/8', 'a/8']) {
      expect(parseCidr(bad), bad).toBeUndefined();
    }
    expect(parseAddressRange('127.0.0.100-127.0.0.150')).toEqual({
      from: '127.0.0.100',
      to: '127.0.0.150',
    });
    expect([...addressesIn(parseAddressRange('10.0.0.254 - 10.0.1.1'))]).toEqual([
      '10.0.0.254',
      '10.0.0.255',
      '10.0.1.0',
      '10.0.1.1',
    ]);
    for (const bad of [
      '127.0.0.9-127.0.0.1',
      '127.0.0.1',
      '1.2.3.4-x',
      '10.0.0.0-10.2.0.0',
      'a-b-c',
    ]) {
      expect(() => parseAddressRange(bad), bad).toThrow();
    }
  });

  it('knows the network and broadcast addresses of a subnet', () => {
    expect(isNetworkOrBroadcast('192.168.1.0', '255.255.255.0')).toBe(true);
    expect(isNetworkOrBroadcast('192.168.1.255', '255.255.255.0')).toBe(true);
    expect(isNetworkOrBroadcast('192.168.1.1', '255.255.255.0')).toBe(false);
    expect(isNetworkOrBroadcast('192.168.1.0', '255.255.255.254')).toBe(false);
  });
});
