import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blocksOf, hostCount } from '../../../src/core/discovery/cidr-range';
import { discoveryInput } from '../../../src/shared/ipc/discovery.schema';
import {
  formatSweepRange,
  isLargeRange,
  parseSweepRange,
} from '../../../src/shared/ipc/sweep-range';

const canonical = (text: string) => {
  const parsed = parseSweepRange(text);
  return typeof parsed === 'string' ? parsed : formatSweepRange(parsed);
};

describe('the ranges a search accepts', () => {
  it('reads an address, a network and both forms of an a-b range', () => {
    expect(canonical('10.0.0.5')).toBe('10.0.0.5');
    expect(canonical(' 192.168.1.7/24 ')).toBe('192.168.1.0/24');
    expect(canonical('10.0.0.20-10.0.0.40')).toBe('10.0.0.20-10.0.0.40');
    expect(canonical('10.0.0.20 - 40')).toBe('10.0.0.20-10.0.0.40');
    expect(canonical('10.0.0.250-10.0.1.3')).toBe('10.0.0.250-10.0.1.3');
  });

  it('says why it refuses a text', () => {
    expect(canonical('10.0.0')).toBe('format');
    expect(canonical('10.0.0.256')).toBe('format');
    expect(canonical('010.0.0.1')).toBe('format');
    expect(canonical('10.0.0.0/33')).toBe('format');
    expect(canonical('10.0.0.9-10.0.0.1')).toBe('reversed');
    expect(canonical('10.0.0.0/15')).toBe('too_large');
    expect(canonical('10.0.0.0-10.1.0.0')).toBe('too_large');
    expect(canonical('10.0.0.0-10.0.255.255')).toBe('10.0.0.0-10.0.255.255');
  });

  it('needs the confirmation above a /20 whatever the form', () => {
    expect(isLargeRange('10.0.0.0/20')).toBe(false);
    expect(isLargeRange('10.0.0.0/19')).toBe(true);
    expect(isLargeRange('10.0.0.0-10.0.15.255')).toBe(false);
    expect(isLargeRange('10.0.0.0-10.0.16.0')).toBe(true);
  });

  it('is the contract: the search input takes each form and refuses the rest', () => {
    expect(discoveryInput.safeParse({ ranges: ['10.0.0.5', '10.0.0.20-40'] }).success).toBe(true);
    const refused = discoveryInput.safeParse({ ranges: ['10.0.0.9-1'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['ranges', 0]);
  });

  it('cuts any a-b range into whole blocks that hold exactly its addresses (property)', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 32 - 1), fc.nat(70_000), (first, length) => {
        const last = Math.min(2 ** 32 - 1, first + length);
        const blocks = blocksOf(first, last);
        let next = first;
        for (const block of blocks) {
          expect(block.network).toBe(next);
          expect(block.network % 2 ** (32 - block.prefix)).toBe(0);
          next += hostCount(block);
        }
        expect(next).toBe(last + 1);
        expect(blocks.length).toBeLessThanOrEqual(64);
      }),
    );
  });
});
