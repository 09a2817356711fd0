import { describe, expect, it } from 'vitest';
import { parseCidr, type CidrRange } from '../../../src/core/discovery/cidr-range';
import type { NeighbourState } from '../../../src/core/discovery/neighbour-table';
import { sweepOrder } from '../../../src/core/discovery/sweep-order';

const range = parseCidr('10.0.0.0/29') as CidrRange;

describe('the sweep order', () => {
  it('is address order without a neighbour table', () => {
    expect([...sweepOrder(range)]).toEqual([1, 2, 3, 4, 5, 6].map((i) => `10.0.0.${i}`));
  });

  it('puts hosts known present first and hosts that did not answer ARP last, each once', () => {
    const table = new Map<string, NeighbourState>([
      ['10.0.0.6', 'resolved'],
      ['10.0.0.2', 'resolved'],
      ['10.0.0.3', 'unresolved'],
      ['10.0.0.9', 'resolved'], // another network
      ['10.0.0.0', 'resolved'], // the network address is no host
    ]);
    expect([...sweepOrder(range, table)]).toEqual(
      ['2', '6', '1', '4', '5', '3'].map((i) => `10.0.0.${i}`),
    );
  });
});
