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
  inNetwork,
  isNetworkOrBroadcast,
  networkOf,
  parseIpv4,
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

  it('a suggested address is a free host of the target, never a controller’s or the gateway (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0x0a000000, max: 0x0affffff }),
        fc.integer({ min: 24, max: 30 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 255 }),
        (base, prefix, controllerOffsets, usedOffsets, gatewayOffset) => {
          const net = networkOf(formatIpv4(base), prefixMask(prefix))!;
          const at = (offset: number) =>
            formatIpv4(net.network + (offset % (net.broadcast - net.network + 1)));
          const controllerAddresses = controllerOffsets.map(at);
          const inUse = usedOffsets.map(at);
          const gateway = at(gatewayOffset);
          const result = laptopReach({
            laptop: laptop([site]),
            target: net,
            controllerAddresses,
            currentAddresses: ['192.168.1.77'],
            gateway,
            inUse,
          });
          expect(result.reachable).toBe(false);
          if (!result.suggestion) {
            expect(result.warnings.map((w) => w.code)).toEqual(['no_free_address']);
            return;
          }
          const { address } = result.suggestion;
          expect(inNetwork(net, address)).toBe(true);
          expect(isNetworkOrBroadcast(net, parseIpv4(address)!)).toBe(false);
          expect([...controllerAddresses, ...inUse, gateway]).not.toContain(address);
          expect(result.warnings.every((w) => w.message.en && /[а-яё]/i.test(w.message.ru))).toBe(
            true,
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
