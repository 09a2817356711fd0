/**
 * What one discovery run will do, checked before anything is sent: the ranges to sweep (the
 * laptop's own networks that are not skipped, plus the typed addresses, networks and a-b ranges),
 * each marked local or not and with the interface it lies on, this computer's own addresses left
 * out; the ports; the interfaces mDNS asks on. A range wider than a /20
 * needs the explicit confirmation, nothing wider than a /16 is swept.
 */
import {
  DEFAULT_SWEEP_PORTS,
  LARGE_RANGE_ADDRESSES,
  LARGE_RANGE_PREFIX,
  MIN_PREFIX_LENGTH,
  formatSweepRange,
  parseSweepRange,
  type ParsedSweepRange,
  type SweepRangeProblem,
} from '../../shared/ipc/sweep-range';
import { ClientError } from '../client/client-error';
import {
  blocksOf,
  contains,
  formatCidr,
  hostBounds,
  overlaps,
  parseCidr,
  parseIpv4,
  spansWithout,
  type CidrRange,
} from './cidr-range';
import type { LaptopInterfaces } from './interfaces';
import type { SweepRange } from './sweep-tally';

export interface PlanRequest {
  /** Typed ranges (CIDR). */
  ranges: readonly string[];
  localNetworks: boolean;
  allowLargeRanges: boolean;
  ports?: readonly number[];
  /** Networks controllers will search (only checked here). */
  searchNetworks: readonly string[];
}

export interface DiscoveryPlan {
  ranges: SweepRange[];
  ports: number[];
  /** Local IPv4 addresses mDNS asks on. */
  mdnsInterfaces: string[];
  /** A swept block's CIDR -> the range it was cut from, as written (tallyByRange). */
  labels: Map<string, string>;
}

const LOOPBACK = parseCidr('127.0.0.0/8') as CidrRange;

function invalid(field: string, rule: string, reason: string): ClientError<'validation'> {
  return new ClientError('validation', { field, rule, reason });
}

const PROBLEM_REASONS: Record<SweepRangeProblem, (text: string) => string> = {
  format: (text) => `${text} is not an IPv4 address, network a.b.c.d/n or range a.b.c.d-e.f.g.h`,
  reversed: (text) => `${text}: the last address comes before the first`,
  too_large: (text) => `${text}: at most a /${MIN_PREFIX_LENGTH} can be swept`,
};

/** The typed range, checked against the contract's rule and the large-range confirmation. */
function checkRange(text: string, field: string, allowLarge: boolean): ParsedSweepRange {
  const parsed = parseSweepRange(text);
  if (typeof parsed === 'string') {
    throw invalid(
      field,
      parsed === 'too_large' ? 'max_size' : 'format',
      PROBLEM_REASONS[parsed](text),
    );
  }
  if (parsed.size > LARGE_RANGE_ADDRESSES && !allowLarge) {
    throw invalid(
      field,
      'large_range',
      `${text} holds more than a /${LARGE_RANGE_PREFIX} (${parsed.size} addresses): confirm it to sweep it`,
    );
  }
  return parsed;
}

/**
 * The blocks that sweep `first..last` without this computer's own addresses: the laptop is not
 * a device on the network it searches, and its own closed port 443 would count as a refusal.
 */
function blocksWithout(
  first: number,
  last: number,
  own: readonly number[],
  label: string,
  labels: Map<string, string>,
): CidrRange[] {
  const blocks = spansWithout(first, last, own).flatMap((s) => blocksOf(s.first, s.last));
  for (const block of blocks) labels.set(formatCidr(block), label);
  return blocks;
}

/** A network (CIDR) as blocks to sweep: whole when nothing is cut out of it. */
function networkBlocks(
  range: CidrRange,
  own: readonly number[],
  labels: Map<string, string>,
): CidrRange[] {
  const { first, last } = hostBounds(range);
  if (!own.some((address) => address >= first && address <= last)) return [range];
  return blocksWithout(first, last, own, formatCidr(range), labels);
}

function typedBlocks(
  typed: ParsedSweepRange,
  own: readonly number[],
  labels: Map<string, string>,
): CidrRange[] {
  if (typed.form === 'cidr') {
    return networkBlocks({ network: typed.first, prefix: typed.prefix ?? 32 }, own, labels);
  }
  // One address typed on its own is searched even when it is this computer's.
  const cut = typed.form === 'address' ? [] : own;
  return blocksWithout(typed.first, typed.last, cut, formatSweepRange(typed), labels);
}

function checkPorts(ports: readonly number[] | undefined): number[] {
  const list = [...new Set(ports ?? DEFAULT_SWEEP_PORTS)];
  if (
    list.length === 0 ||
    list.length > 8 ||
    list.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)
  ) {
    throw invalid('ports', 'range', 'give 1 to 8 TCP ports, each 1 to 65535');
  }
  return list;
}

export function planDiscovery(request: PlanRequest, laptop: LaptopInterfaces): DiscoveryPlan {
  const ports = checkPorts(request.ports);
  for (const network of request.searchNetworks) {
    if (!parseCidr(network))
      throw invalid('network', 'format', `${network} is not an IPv4 network a.b.c.d/n`);
  }
  const own = laptop.interfaces
    .filter((i) => !i.internal)
    .flatMap((i) => parseIpv4(i.address) ?? []);
  const labels = new Map<string, string>();
  const ranges: SweepRange[] = [];
  if (request.localNetworks) {
    for (const i of laptop.interfaces) {
      if (i.skipped) continue;
      const range = parseCidr(i.network);
      if (!range) continue;
      for (const block of networkBlocks(range, own, labels)) {
        ranges.push({ range: block, interface: i.name, local: true });
      }
    }
  }
  for (const text of request.ranges) {
    const typed = checkRange(text, 'ranges', request.allowLargeRanges);
    for (const block of typedBlocks(typed, own, labels)) {
      const on = laptop.interfaces.find((i) => {
        const network = parseCidr(i.network);
        return network !== undefined && overlaps(network, block);
      });
      ranges.push({ range: block, ...(on ? { interface: on.name } : {}), local: on !== undefined });
    }
  }
  const external = laptop.interfaces.filter((i) => !i.internal).map((i) => i.address);
  const sweepsLoopback = ranges.some((r) =>
    contains(LOOPBACK, formatCidr(r.range).split('/')[0] as string),
  );
  const loopback = laptop.interfaces.find((i) => i.internal)?.address ?? '127.0.0.1';
  const mdnsInterfaces = [
    ...new Set([...external, ...(sweepsLoopback || external.length === 0 ? [loopback] : [])]),
  ];
  return { ranges, ports, mdnsInterfaces, labels };
}
