/**
 * The edges of checking a static setting (spec 2.2 network settings; D16): values typed with
 * spaces around them, a mask of everything, and a setting whose own address cannot be read,
 * where the gateway is still checked for what needs no network.
 */
import { describe, expect, it } from 'vitest';
import { checkStaticSetting } from '../../../src/core/network/address-checks';
import { maskPrefix, networkOf, networkText } from '../../../src/core/network/ipv4-network';

const found = (ip: string, mask: string, gateway: string) =>
  checkStaticSetting({ ip, mask, gateway }).map((p) => `${p.field}:${p.code}`);

describe('the network of a static setting', () => {
  it('reads values with spaces around them', () => {
    expect(maskPrefix(' 255.255.255.0 ')).toBe(24);
    expect(networkText(networkOf(' 192.168.7.23 ', ' 255.255.252.0\n')!)).toBe('192.168.4.0/22');
    expect(found(' 192.168.1.50 ', ' 255.255.255.0 ', ' 192.168.1.1 ')).toEqual([]);
  });

  it('has no network under the mask of everything, nor under one that does not parse', () => {
    expect(maskPrefix('0.0.0.0')).toBeUndefined();
    expect(networkOf('10.0.0.1', '0.0.0.0')).toBeUndefined();
    expect(networkOf('10.0.0.1', '255.255.255')).toBeUndefined();
    expect(networkOf('10.0.0.1', '255.255.0.255')).toBeUndefined();
  });
});

describe('a setting whose address cannot be read', () => {
  it('still refuses a reserved gateway', () => {
    expect(found('10.0.0.300', '255.255.255.0', '224.0.0.1')).toEqual([
      'ip:not_ipv4',
      'gateway:reserved_address',
    ]);
    const [, gateway] = checkStaticSetting({ ip: 'x', mask: '255.0.0.0', gateway: '0.0.0.1' });
    expect(gateway).toMatchObject({
      field: 'gateway',
      code: 'reserved_address',
      details: { address: '0.0.0.1' },
    });
  });

  it('says nothing more of a usable gateway', () => {
    expect(found('x', '255.255.255.0', '192.168.1.1')).toEqual(['ip:not_ipv4']);
  });
});
