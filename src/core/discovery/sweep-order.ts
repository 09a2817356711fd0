/**
 * The order a range is swept in, so that answers come early (docs/decisions.md, "Discovery"):
 * first the addresses the neighbour table knows as present (the laptop talked to them lately:
 * most likely the controllers someone is working on), then the unknown ones in address order,
 * and last those the kernel asked for lately without an answer. Every host of the range exactly
 * once; nothing held in memory beyond the table's own entries, so a /16 costs nothing.
 */
import { formatIpv4, hostBounds, parseIpv4, type CidrRange } from './cidr-range';
import type { NeighbourState, NeighbourTable } from './neighbour-table';

/** The table's hosts inside `range` in the given state, in address order. */
function hostsIn(range: CidrRange, table: NeighbourTable, state: NeighbourState): string[] {
  const { first, last } = hostBounds(range);
  const values: number[] = [];
  for (const [address, entry] of table) {
    if (entry !== state) continue;
    const value = parseIpv4(address);
    if (value !== undefined && value >= first && value <= last) values.push(value);
  }
  return values.sort((a, b) => a - b).map(formatIpv4);
}

/** The hosts of `range`, present ones first and recently unanswered ones last. */
export function* sweepOrder(range: CidrRange, table?: NeighbourTable): Generator<string> {
  const { first, last } = hostBounds(range);
  const present = table ? hostsIn(range, table, 'resolved') : [];
  const unanswered = table ? hostsIn(range, table, 'unresolved') : [];
  const later = new Set([...present, ...unanswered]);
  yield* present;
  for (let value = first; value <= last; value++) {
    const host = formatIpv4(value);
    if (!later.has(host)) yield host;
  }
  yield* unanswered;
}
