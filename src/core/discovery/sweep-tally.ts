/**
 * The ranges a sweep walks and what it counts per range: nested CIDR blocks kept once, each
 * host tallied once by its best answer, and the tallies of the blocks one typed range was cut
 * into added up under its text (discovery-plan.ts cuts them), for the "why not found" diagnosis.
 */
import { formatCidr, hostCount, overlaps, type CidrRange } from './cidr-range';
import type { ProbeKind } from './https-probe';

export interface SweepRange {
  range: CidrRange;
  /** The interface whose network it is. */
  interface?: string;
  /** On one of the laptop's networks. */
  local: boolean;
}

/** How the hosts of one range answered; each host counted once, by its best answer. */
export interface RangeTally {
  range: string;
  interface?: string;
  local: boolean;
  hosts: number;
  probed: number;
  controllers: number;
  otherDevices: number;
  refused: number;
  unreachable: number;
  silent: number;
  failed: number;
}

/** Best first: a host is counted under the first kind any of its ports gave. */
export const HOST_ORDER: readonly ProbeKind[] = [
  'controller',
  'other_https',
  'not_https',
  'refused',
  'unreachable',
  'failed',
  'silent',
];

export const TALLY_FIELD: Record<ProbeKind, keyof RangeTally> = {
  controller: 'controllers',
  other_https: 'otherDevices',
  not_https: 'otherDevices',
  refused: 'refused',
  unreachable: 'unreachable',
  failed: 'failed',
  silent: 'silent',
};

/**
 * CIDR blocks are either nested or apart: keep the widest of nested ones (it inherits an
 * interface name), so no host is probed twice.
 */
export function distinctRanges(ranges: readonly SweepRange[]): SweepRange[] {
  const kept: SweepRange[] = [];
  for (const candidate of [...ranges].sort((a, b) => a.range.prefix - b.range.prefix)) {
    const wider = kept.find((k) => overlaps(k.range, candidate.range));
    if (!wider) kept.push({ ...candidate });
    else if (!wider.interface && candidate.interface) {
      wider.interface = candidate.interface;
      wider.local ||= candidate.local;
    }
  }
  const order = (r: SweepRange) => ranges.findIndex((o) => o.range === r.range);
  return kept.sort((a, b) => order(a) - order(b));
}

/** How many hosts a sweep of the ranges probes (each once). */
export function sweepSize(ranges: readonly SweepRange[]): number {
  return distinctRanges(ranges).reduce((sum, r) => sum + hostCount(r.range), 0);
}

/** A range's tally before any host is probed. */
export function emptyTally(entry: SweepRange): RangeTally {
  return {
    range: formatCidr(entry.range),
    ...(entry.interface ? { interface: entry.interface } : {}),
    local: entry.local,
    hosts: hostCount(entry.range),
    probed: 0,
    controllers: 0,
    otherDevices: 0,
    refused: 0,
    unreachable: 0,
    silent: 0,
    failed: 0,
  };
}

/**
 * The sweep's tallies per range as the engineer wrote the ranges: the blocks one range was cut
 * into (an a-b range, a network around this computer's address) are added up under its text.
 */
export function tallyByRange(
  tallies: readonly RangeTally[],
  labels: ReadonlyMap<string, string>,
): RangeTally[] {
  const merged = new Map<string, RangeTally>();
  for (const tally of tallies) {
    const range = labels.get(tally.range) ?? tally.range;
    const into = merged.get(range);
    if (!into) {
      merged.set(range, { ...tally, range });
      continue;
    }
    for (const field of COUNTED) into[field] += tally[field];
    into.local ||= tally.local;
    if (!into.interface && tally.interface) into.interface = tally.interface;
  }
  return [...merged.values()];
}

const COUNTED = [
  'hosts',
  'probed',
  'controllers',
  'otherDevices',
  'refused',
  'unreachable',
  'silent',
  'failed',
] as const satisfies ReadonlyArray<keyof RangeTally>;
