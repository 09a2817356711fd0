import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStaticSetting } from '../../../src/core/network/address-checks';
import { formatIpv4, prefixMask } from '../../../src/core/network/ipv4-network';
import {
  NETWORK_PROBLEM_CODES,
  NETWORK_PROBLEM_MESSAGES,
  problemsByField,
  type NetworkProblem,
} from '../../../src/core/network/network-problems';

const found = (problems: NetworkProblem[]) => problems.map((p) => `${p.field}:${p.code}`);

describe('checking one static setting before it is sent', () => {
  it.each([
    ['192.168.1.50', '255.255.255.0', '192.168.1.1'],
    ['10.1.2.4', '255.255.255.254', '10.1.2.5'],
    ['10.20.6.255', '255.255.248.0', '10.20.0.1'],
    ['127.0.0.21', '255.255.255.0', '127.0.0.1'],
  ])('passes %s/%s via %s', (ip, mask, gateway) => {
    expect(checkStaticSetting({ ip, mask, gateway })).toEqual([]);
  });

  it.each([
    ['192.168.1.300', '255.255.255.0', '192.168.1.1', ['ip:not_ipv4']],
    ['192.168.1.50', '255.255.0.255', '192.168.1.1', ['mask:mask_not_contiguous']],
    ['192.168.1.50', '0.0.0.0', '192.168.1.1', ['mask:mask_not_contiguous']],
    ['192.168.1.50', '255.255.255', '192.168.1.1', ['mask:not_ipv4']],
    ['192.168.1.50', '255.255.255.0', 'router', ['gateway:not_ipv4']],
    ['192.168.1.0', '255.255.255.0', '192.168.1.1', ['ip:network_address']],
    ['192.168.1.255', '255.255.255.0', '192.168.1.1', ['ip:broadcast_address']],
    ['192.168.1.50', '255.255.255.0', '192.168.2.1', ['gateway:gateway_outside_network']],
    ['192.168.1.50', '255.255.255.0', '192.168.1.50', ['gateway:gateway_is_address']],
    ['192.168.1.50', '255.255.255.0', '192.168.1.255', ['gateway:broadcast_address']],
    ['192.168.1.50', '255.255.255.0', '192.168.1.0', ['gateway:network_address']],
    ['10.0.0.9', '255.255.255.255', '10.0.0.9', ['gateway:gateway_is_address']],
    [
      '224.0.0.5',
      '255.255.255.0',
      '224.0.0.1',
      ['ip:reserved_address', 'gateway:reserved_address'],
    ],
    ['0.0.0.7', '255.255.255.0', '0.0.0.1', ['ip:reserved_address', 'gateway:reserved_address']],
    ['255.255.255.255', 'bad', '10.0.0.1', ['mask:not_ipv4', 'ip:reserved_address']],
    ['x', 'y', 'z', ['ip:not_ipv4', 'mask:not_ipv4', 'gateway:not_ipv4']],
  ])('finds in %s/%s via %s: %j', (ip, mask, gateway, expected) => {
    expect(found(checkStaticSetting({ ip, mask, gateway }))).toEqual(expected);
  });

  // The edges of the addresses a device may hold: 1.0.0.0 to 223.255.255.255 (address-checks.ts).
  it.each([
    ['224.0.0.0', '255.0.0.0', '224.0.0.1', ['ip:reserved_address', 'gateway:reserved_address']],
    ['0.255.255.255', '255.0.0.0', '0.0.0.1', ['ip:reserved_address', 'gateway:reserved_address']],
  ])('refuses %s/%s via %s as no device address: %j', (ip, mask, gateway, expected) => {
    expect(found(checkStaticSetting({ ip, mask, gateway }))).toEqual(expected);
  });

  it.each([
    ['223.255.255.254', '255.255.255.0', '223.255.255.1'],
    ['1.0.0.1', '255.0.0.0', '1.0.0.2'],
  ])('accepts the last and first unicast networks: %s/%s via %s', (ip, mask, gateway) => {
    expect(checkStaticSetting({ ip, mask, gateway })).toEqual([]);
  });

  it('says in both languages what is wrong, naming the values', () => {
    const [problem] = checkStaticSetting({
      ip: '192.168.1.50',
      mask: '255.255.255.0',
      gateway: '10.0.0.1',
    });
    expect(problem!.details).toEqual({ gateway: '10.0.0.1', network: '192.168.1.0/24' });
    expect(problem!.message.en).toContain('10.0.0.1');
    expect(problem!.message.en).toContain('192.168.1.0/24');
    expect(problem!.message.ru).toContain('Шлюз 10.0.0.1');
  });

  it('gives a form one problem per field', () => {
    const problems = checkStaticSetting({ ip: 'x', mask: '255.0.255.0', gateway: 'z' });
    expect(Object.keys(problemsByField(problems)).sort()).toEqual(['gateway', 'ip', 'mask']);
  });

  it('every code has an English and a Russian message', () => {
    const sample = {
      value: 'v',
      mask: 'm',
      address: 'a',
      network: 'n',
      gateway: 'g',
      start: 's',
      needed: 2,
      free: 1,
      controllers: ['c1', 'c2'],
      controller: 'c1',
    };
    for (const code of NETWORK_PROBLEM_CODES) {
      const text = (
        NETWORK_PROBLEM_MESSAGES[code] as (d: typeof sample) => { en: string; ru: string }
      )(sample);
      expect(text.en.length, code).toBeGreaterThan(10);
      expect(text.ru, code).toMatch(/[а-яё]/i);
      expect(text.ru, code).not.toBe(text.en);
    }
  });

  it('every problem found has a message in both languages and a field of its own (property)', () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const address = fc.oneof(
      fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.')),
      fc.constantFrom('1.2.3', '300.1.1.1', '', 'a.b.c.d'),
    );
    const mask = fc.oneof(
      fc.integer({ min: 0, max: 32 }).map(prefixMask),
      fc.integer({ min: 0, max: 0xffffffff }).map(formatIpv4),
    );
    fc.assert(
      fc.property(address, mask, address, (ip, m, gateway) => {
        for (const problem of checkStaticSetting({ ip, mask: m, gateway })) {
          expect(['ip', 'mask', 'gateway']).toContain(problem.field);
          expect(problem.message.en).not.toBe('');
          expect(problem.message.ru).toMatch(/[а-яё]/i);
        }
      }),
      { numRuns: 500 },
    );
  });
});
