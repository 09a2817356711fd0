/**
 * A VPN member's records compared with its master's (docs/decisions.md, "VPN cluster:
 * verification"): what counts as missing, different or only the member's, the fields named in a
 * difference with each side's value, and the cap on differences shown, shared across kinds.
 */
import { describe, expect, it } from 'vitest';
import type { VpnDifference } from '../../../src/shared/ipc/vpn.schema';
import { comparable, KindComparison } from '../../../src/core/vpn/record-comparison';

const side = (records: Record<string, Record<string, unknown>>) =>
  new Map(Object.entries(records).map(([key, fields]) => [key, comparable(fields)]));

describe('a record made comparable', () => {
  it('keeps each defined field as canonical JSON and leaves undefined ones out', () => {
    const record = comparable({ b: { y: 1, x: 2 }, a: 'text', gone: undefined, none: null });
    expect([...record.entries()]).toEqual([
      ['b', '{"x":2,"y":1}'],
      ['a', '"text"'],
      ['none', 'null'],
    ]);
  });
});

describe('one kind compared', () => {
  it('counts both sides, the records compared, missing, different and only the member’s', () => {
    const differences: VpnDifference[] = [];
    const master = side({
      day: { intervals: [1, 2] },
      night: { intervals: [3] },
      gone: { intervals: [] },
    });
    const member = side({
      day: { intervals: [1, 2] },
      night: { intervals: [4] },
      extra: { intervals: [] },
      another: { intervals: [] },
    });
    const result = new KindComparison('schedules', differences).compare(master, member);
    expect(result).toEqual({
      master: 3,
      member: 4,
      missing: 1,
      different: 1,
      memberOnly: 2,
      compared: 2,
    });
    expect(differences).toEqual([
      { kind: 'schedules', key: 'night', field: 'intervals', master: '[3]', member: '[4]' },
      { kind: 'schedules', key: 'gone' },
    ]);
  });

  it('names a field one side lacks with only the other side’s value', () => {
    const differences: VpnDifference[] = [];
    const result = new KindComparison('staff', differences).compare(
      side({ p: { surname: 'Ivanov', phone: '1' } }),
      side({ p: { surname: 'Ivanov', email: 'e' } }),
    );
    expect(result.different).toBe(1);
    expect(result.compared).toBe(1);
    // The side without the field has no value at all, not an undefined one.
    expect(differences).toStrictEqual([
      { kind: 'staff', key: 'p', field: 'phone', master: '"1"' },
      { kind: 'staff', key: 'p', field: 'email', member: '"e"' },
    ]);
  });

  it('counts a record with several differing fields once', () => {
    const differences: VpnDifference[] = [];
    const result = new KindComparison('identifiers', differences).compare(
      side({ c: { type: 'card', active: true } }),
      side({ c: { type: 'pin', active: false } }),
    );
    expect(result.different).toBe(1);
    expect(differences).toHaveLength(2);
  });

  it('finds nothing when both sides are equal', () => {
    const differences: VpnDifference[] = [];
    const records = { a: { type: 'card' }, b: { type: 'pin' } };
    const result = new KindComparison('identifiers', differences).compare(
      side(records),
      side(records),
    );
    expect(result).toEqual({
      master: 2,
      member: 2,
      missing: 0,
      different: 0,
      memberOnly: 0,
      compared: 2,
    });
    expect(differences).toEqual([]);
  });
});

describe('the differences shown', () => {
  it('stop at fifty across kinds while the counts go on', () => {
    const differences: VpnDifference[] = [];
    const many = (n: number, prefix: string) =>
      side(Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, { v: i }])));
    const first = new KindComparison('schedules', differences).compare(many(30, 's'), side({}));
    expect(first.missing).toBe(30);
    expect(differences).toHaveLength(30);
    const second = new KindComparison('staff', differences).compare(many(30, 'p'), side({}));
    expect(second.missing).toBe(30);
    expect(differences).toHaveLength(50);
    expect(differences[49]).toEqual({ kind: 'staff', key: 'p19' });
  });
});
