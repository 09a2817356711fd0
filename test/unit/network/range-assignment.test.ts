import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStaticSetting } from '../../../src/core/network/address-checks';
import {
  formatIpv4,
  inNetwork,
  networkOf,
  parseIpv4,
  prefixMask,
} from '../../../src/core/network/ipv4-network';
import { assignRange, checkManualAddresses } from '../../../src/core/network/range-assignment';

const codes = (result: ReturnType<typeof assignRange>) =>
  result.ok ? [] : result.problems.map((p) => `${p.field}:${p.code}`);

describe('addresses for many controllers from a first one', () => {
  it('gives consecutive addresses, passing over the gateway and what is in use', () => {
    const result = assignRange({
      start: '192.168.1.10',
      mask: '255.255.255.0',
      gateway: '192.168.1.11',
      count: 4,
      inUse: ['192.168.1.13', '192.168.1.200', 'not an address'],
    });
    expect(result).toEqual({
      ok: true,
      network: '192.168.1.0/24',
      addresses: ['192.168.1.10', '192.168.1.12', '192.168.1.14', '192.168.1.15'],
    });
  });

  it('passes over the network address when asked to start there', () => {
    const result = assignRange({ start: '10.0.0.0', mask: '255.255.255.0', count: 2, inUse: [] });
    expect(result.ok && result.addresses).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('uses both addresses of a /31', () => {
    const result = assignRange({ start: '10.0.0.4', mask: '255.255.255.254', count: 2, inUse: [] });
    expect(result.ok && result.addresses).toEqual(['10.0.0.4', '10.0.0.5']);
  });

  it('says when the network runs out, never using the broadcast address', () => {
    const result = assignRange({
      start: '192.168.1.250',
      mask: '255.255.255.0',
      gateway: '192.168.1.254',
      count: 5,
      inUse: ['192.168.1.251'],
    });
    expect(codes(result)).toEqual(['range_start:range_exhausted']);
    const [problem] = result.ok ? [] : result.problems;
    // .250, .252, .253 are free; .251 in use, .254 the gateway, .255 the broadcast.
    expect(problem!.details).toEqual({
      start: '192.168.1.250',
      network: '192.168.1.0/24',
      needed: 5,
      free: 3,
    });
    expect(problem!.message.en).toContain('3 free addresses');
    expect(problem!.message.ru).toContain('свободных адресов: 3');
  });

  it('gives nothing when no controller needs an address', () => {
    expect(assignRange({ start: '10.0.0.1', mask: '255.0.0.0', count: 0, inUse: [] })).toEqual({
      ok: true,
      network: '10.0.0.0/8',
      addresses: [],
    });
  });

  it.each([
    ['10.0.0', '255.255.255.0', ['range_start:not_ipv4']],
    ['10.0.0.1', '255.0.255.0', ['mask:mask_not_contiguous']],
    ['10.0.0.1', 'wide', ['mask:not_ipv4']],
    ['239.1.1.1', '255.255.255.0', ['range_start:reserved_address']],
  ])('refuses to start at %s under %s', (start, mask, expected) => {
    expect(codes(assignRange({ start, mask, count: 1, inUse: [] }))).toEqual(expected);
  });

  it('refuses a count that is not a whole number', () => {
    expect(() =>
      assignRange({ start: '10.0.0.1', mask: '255.0.0.0', count: 1.5, inUse: [] }),
    ).toThrow(RangeError);
  });

  it('every address given is a host of the network, unique, free and not the gateway (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0x01000000, max: 0xdfffffff }),
        fc.integer({ min: 20, max: 31 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 20 }),
        fc.integer({ min: 0, max: 60 }),
        (startValue, prefix, count, usedOffsets, gatewayOffset) => {
          const start = formatIpv4(startValue);
          const mask = prefixMask(prefix);
          const network = networkOf(start, mask)!;
          const near = (offset: number) => formatIpv4(Math.min(startValue + offset, 0xdfffffff));
          const inUse = usedOffsets.map(near);
          const gateway = near(gatewayOffset);
          const result = assignRange({ start, mask, gateway, count, inUse });
          if (!result.ok) {
            expect(result.problems.map((p) => p.code)).toEqual(['range_exhausted']);
            return;
          }
          expect(result.addresses).toHaveLength(count);
          expect(new Set(result.addresses).size).toBe(count);
          for (const address of result.addresses) {
            const value = parseIpv4(address)!;
            expect(inNetwork(network, address)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(startValue);
            expect(inUse).not.toContain(address);
            expect(address).not.toBe(gateway);
            if (prefix < 31) {
              expect(value).not.toBe(network.network);
              expect(value).not.toBe(network.broadcast);
            }
            const asSetting = { ip: address, mask, gateway };
            const problems = checkStaticSetting(asSetting).filter((p) => p.field === 'ip');
            expect(problems).toEqual([]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs out only when there truly are too few free addresses (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 24, max: 30 }),
        fc.integer({ min: 1, max: 80 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 30 }),
        (last, prefix, count, used) => {
          const start = `10.9.8.${last}`;
          const mask = prefixMask(prefix);
          const network = networkOf(start, mask)!;
          const inUse = used.map((o) => `10.9.8.${o}`);
          let free = 0;
          for (let v = parseIpv4(start)!; v < network.broadcast; v++) {
            if (v !== network.network && !inUse.includes(formatIpv4(v))) free++;
          }
          const result = assignRange({ start, mask, count, inUse });
          expect(result.ok).toBe(free >= count);
          if (!result.ok)
            expect(result.problems[0]!.details).toMatchObject({ free, needed: count });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('addresses typed by hand', () => {
  it('finds two controllers given the same address', () => {
    const problems = checkManualAddresses([
      { controller: 'Gate 1', ip: '10.0.0.20' },
      { controller: 'Gate 2', ip: '10.0.0.21' },
      { controller: 'Gate 3', ip: '10.0.0.20' },
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      field: 'ip',
      code: 'address_duplicate',
      details: { address: '10.0.0.20', controllers: ['Gate 1', 'Gate 3'] },
    });
    expect(problems[0]!.message.en).toContain('Gate 1, Gate 3');
    expect(problems[0]!.message.ru).toContain('нескольким контроллерам');
  });

  it('finds an address already in use, but not a controller keeping its own', () => {
    const problems = checkManualAddresses(
      [
        { controller: 'Gate 1', ip: '10.0.0.20', current: '10.0.0.20' },
        { controller: 'Gate 2', ip: '10.0.0.30', current: '10.0.0.21' },
      ],
      ['10.0.0.20', '10.0.0.30'],
    );
    expect(problems.map((p) => [p.code, p.details])).toEqual([
      ['address_in_use', { address: '10.0.0.30', controller: 'Gate 2' }],
    ]);
    expect(problems[0]!.message.en).toBe('Gate 2: 10.0.0.30 is already in use on the network.');
  });

  it('finds no clash among distinct free addresses, and leaves bad text to the setting check', () => {
    expect(
      checkManualAddresses([
        { controller: 'A', ip: '10.0.0.1' },
        { controller: 'B', ip: '10.0.0.2' },
        { controller: 'C', ip: 'nope' },
        { controller: 'D', ip: 'nope' },
      ]),
    ).toEqual([]);
  });

  it('reports a duplicate exactly when two entries share an address (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 10 }), (lasts) => {
        const entries = lasts.map((last, i) => ({ controller: `C${i}`, ip: `10.0.0.${last}` }));
        const duplicated = new Set(lasts.filter((last, i) => lasts.indexOf(last) !== i));
        const problems = checkManualAddresses(entries);
        expect(
          problems.map((p) => ('address' in p.details ? p.details.address : p.code)).sort(),
        ).toEqual([...duplicated].map((last) => `10.0.0.${last}`).sort());
      }),
    );
  });
});
