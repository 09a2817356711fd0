import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LaptopInterfaces } from '../../../src/core/discovery/interfaces';
import {
  LAPTOP_WARNING_MESSAGES,
  laptopReach,
  type LaptopWarningCode,
} from '../../../src/core/network/laptop-reach';
import {
  formatIpv4,
  type Ipv4Network,
  networkOf,
  prefixMask,
} from '../../../src/core/network/ipv4-network';

function iface(name: string, address: string, network: string, internal = false) {
  return { name, address, network, internal, hosts: 254 };
}

const loopback = iface('lo', '127.0.0.1', '127.0.0.0/8', true);
const wifi = iface('wlan0', '172.20.4.17', '172.20.4.0/22');
const site = iface('eth0', '192.168.1.5', '192.168.1.0/24');

function laptop(
  interfaces: LaptopInterfaces['interfaces'],
  inactive: LaptopInterfaces['inactive'] = [],
) {
  return { interfaces, inactive };
}

const target = networkOf('10.50.0.0', '255.255.255.0')!;

/** How the warnings name a network: address and prefix. */
function networkText(net: Ipv4Network): string {
  return `${formatIpv4(net.network)}/${net.prefix}`;
}

describe('whether this computer reaches the controllers after they move', () => {
  it('reaches them when an interface has an address on the target network', () => {
    const result = laptopReach({
      laptop: laptop([loopback, wifi, site]),
      target: networkOf('192.168.1.0', '255.255.255.0')!,
      controllerAddresses: ['192.168.1.40', '192.168.1.41'],
      currentAddresses: ['192.168.1.200'],
    });
    expect(result).toEqual({ reachable: true, interface: 'eth0', warnings: [] });
  });

  it('reaches the demo site on loopback', () => {
    const result = laptopReach({
      laptop: laptop([loopback]),
      target: networkOf('127.0.0.0', '255.255.255.0')!,
      controllerAddresses: ['127.0.0.30'],
      currentAddresses: ['127.0.0.11'],
    });
    expect(result.reachable).toBe(true);
  });

  it('does not count an interface whose own network is narrower than the controllers need', () => {
    const narrow = iface('eth0', '10.50.0.5', '10.50.0.0/28');
    const result = laptopReach({
      laptop: laptop([narrow]),
      target,
      controllerAddresses: ['10.50.0.100'],
      currentAddresses: ['10.50.0.6'],
    });
    expect(result.reachable).toBe(false);
  });

  it('names the interface that reaches the controllers now and a free address on the target', () => {
    const result = laptopReach({
      laptop: laptop([loopback, wifi, site]),
      target,
      gateway: '10.50.0.254',
      controllerAddresses: ['10.50.0.10', '10.50.0.11'],
      currentAddresses: ['192.168.1.200', '192.168.1.201'],
      inUse: ['10.50.0.253'],
    });
    expect(result.reachable).toBe(false);
    expect(result.suggestion).toEqual({
      interface: 'eth0',
      address: '10.50.0.252',
      mask: '255.255.255.0',
      prefix: 24,
    });
    expect(result.warnings.map((w) => w.code)).toEqual(['add_address']);
    expect(result.warnings[0]!.message.en).toContain(
      'Add the address 10.50.0.252 (mask 255.255.255.0) to eth0',
    );
    expect(result.warnings[0]!.message.ru).toContain('10.50.0.252');
  });

  it('prefers a wired link without an address to none, and any addressed link to that', () => {
    const up = laptop(
      [loopback],
      [
        { name: 'eth1', reason: 'no_ipv4' },
        { name: 'eth2', reason: 'down' },
      ],
    );
    const request = { target, controllerAddresses: ['10.50.0.10'], currentAddresses: ['10.9.9.9'] };
    expect(laptopReach({ ...request, laptop: up }).suggestion?.interface).toBe('eth1');
    const both = laptop([loopback, wifi], [{ name: 'eth1', reason: 'no_ipv4' }]);
    expect(laptopReach({ ...request, laptop: both }).suggestion?.interface).toBe('wlan0');
  });

  it('says when no interface is up to carry the site', () => {
    const result = laptopReach({
      laptop: laptop([loopback], [{ name: 'eth0', reason: 'down' }]),
      target,
      controllerAddresses: ['10.50.0.10'],
      currentAddresses: ['127.0.0.11'],
    });
    expect(result).toMatchObject({ reachable: false, warnings: [{ code: 'no_site_interface' }] });
    expect(result.suggestion).toBeUndefined();
  });

  it('says when no address is left to add', () => {
    const tiny = networkOf('10.50.0.4', '255.255.255.254')!;
    const result = laptopReach({
      laptop: laptop([site]),
      target: tiny,
      controllerAddresses: ['10.50.0.4'],
      currentAddresses: ['192.168.1.9'],
      gateway: '10.50.0.5',
    });
    expect(result).toMatchObject({
      reachable: false,
      interface: 'eth0',
      warnings: [
        { code: 'no_free_address', details: { interface: 'eth0', network: '10.50.0.4/31' } },
      ],
    });
  });

  it('warns when a controller is to take this computer’s own address', () => {
    const result = laptopReach({
      laptop: laptop([site]),
      target: networkOf('192.168.1.0', '255.255.255.0')!,
      controllerAddresses: ['192.168.1.5'],
      currentAddresses: ['192.168.1.9'],
    });
    expect(result.warnings.map((w) => [w.code, w.details])).toEqual([
      ['laptop_address_taken', { address: '192.168.1.5', interface: 'eth0' }],
    ]);
  });

  it('every warning has an English and a Russian message', () => {
    const sample = { network: 'n', interface: 'i', address: 'a', mask: 'm' };
    for (const code of Object.keys(LAPTOP_WARNING_MESSAGES) as LaptopWarningCode[]) {
      const text = LAPTOP_WARNING_MESSAGES[code](sample);
      expect(text.en.length, code).toBeGreaterThan(10);
      expect(text.ru, code).toMatch(/[а-яё]/i);
    }
  });

  it('suggests the highest free host of the target, or says none is free when none is (property)', () => {
    // Each host of a 10.x network (no reserved addresses there) is given one role, so the test
    // knows which hosts are free; /30 and /29 networks are often wholly taken.
    const role = fc.constantFrom('free', 'controller', 'inUse', 'gateway', 'current');
    const network = fc
      .record({
        base: fc.integer({ min: 0x0a000000, max: 0x0affffff }),
        prefix: fc.integer({ min: 24, max: 30 }),
      })
      .map(({ base, prefix }) => networkOf(formatIpv4(base), prefixMask(prefix))!);
    const setup = network.chain((net) =>
      fc.record({
        net: fc.constant(net),
        roles: fc.array(role, {
          minLength: net.broadcast - net.network - 1,
          maxLength: net.broadcast - net.network - 1,
        }),
      }),
    );
    fc.assert(
      fc.property(setup, ({ net, roles }) => {
        const hostsOf = (wanted: string) =>
          roles.flatMap((r, i) => (r === wanted ? [formatIpv4(net.network + 1 + i)] : []));
        const [gateway, ...otherGateways] = hostsOf('gateway');
        const free = hostsOf('free');
        const result = laptopReach({
          laptop: laptop([site]),
          target: net,
          controllerAddresses: hostsOf('controller'),
          currentAddresses: ['192.168.1.77', ...hostsOf('current')],
          ...(gateway === undefined ? {} : { gateway }),
          inUse: [...hostsOf('inUse'), ...otherGateways],
        });
        expect(result.reachable).toBe(false);
        const highest = free.at(-1);
        if (highest === undefined) {
          expect(result.suggestion).toBeUndefined();
          expect(result.warnings.map((w) => [w.code, w.details])).toEqual([
            ['no_free_address', { network: networkText(net), interface: 'eth0' }],
          ]);
          return;
        }
        expect(result.suggestion).toEqual({
          interface: 'eth0',
          address: highest,
          mask: prefixMask(net.prefix),
          prefix: net.prefix,
        });
        expect(result.warnings.map((w) => w.code)).toEqual(['add_address']);
        expect(result.warnings.every((w) => w.message.en && /[а-яё]/i.test(w.message.ru))).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('says no address is free when every host of the target is taken', () => {
    const net = networkOf('10.50.0.0', '255.255.255.252')!;
    const result = laptopReach({
      laptop: laptop([site]),
      target: net,
      controllerAddresses: ['10.50.0.1'],
      currentAddresses: ['192.168.1.77'],
      gateway: '10.50.0.2',
    });
    expect(result).toMatchObject({ reachable: false, interface: 'eth0' });
    expect(result.suggestion).toBeUndefined();
    expect(result.warnings.map((w) => [w.code, w.details])).toEqual([
      ['no_free_address', { network: '10.50.0.0/30', interface: 'eth0' }],
    ]);
  });
});
