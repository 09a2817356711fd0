/**
 * What one discovery run will do, checked before anything is sent: the ranges to sweep (the
 * laptop's own networks that are not skipped, plus the typed ones), each marked local or not and
 * with the interface it lies on; the ports; the interfaces mDNS asks on. A range wider than a /20
 * needs the explicit confirmation, nothing wider than a /16 is swept.
 */
import {
  DEFAULT_SWEEP_PORTS,
  LARGE_RANGE_PREFIX,
  MIN_PREFIX_LENGTH,
} from '../../shared/ipc/discovery.schema';
import { ClientError } from '../client/client-error';
import { contains, formatCidr, overlaps, parseCidr, type CidrRange } from './cidr-range';
import type { LaptopInterfaces } from './interfaces';
import type { SweepRange } from './sweep';

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
}

const LOOPBACK = parseCidr('127.0.0.0/8') as CidrRange;

function invalid(field: string, rule: string, reason: string): ClientError<'validation'> {
  return new ClientError('validation', { field, rule, reason });
}

function checkRange(text: string, field: string, allowLarge: boolean): CidrRange {
  const range = parseCidr(text);
  if (!range) throw invalid(field, 'format', `${text} is not an IPv4 network a.b.c.d/n`);
  if (range.prefix < MIN_PREFIX_LENGTH) {
    throw invalid(field, 'max_size', `${text}: at most a /${MIN_PREFIX_LENGTH} can be swept`);
  }
  if (range.prefix < LARGE_RANGE_PREFIX && !allowLarge) {
    throw invalid(
      field,
      'large_range',
      `${text} is wider than a /${LARGE_RANGE_PREFIX} (${2 ** (32 - range.prefix)} addresses): confirm it to sweep it`,
    );
  }
  return range;
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
  const ranges: SweepRange[] = [];
  if (request.localNetworks) {
    for (const i of laptop.interfaces) {
      if (i.skipped) continue;
      const range = parseCidr(i.network);
      if (range) ranges.push({ range, interface: i.name, local: true });
    }
  }
  for (const text of request.ranges) {
    const range = checkRange(text, 'ranges', request.allowLargeRanges);
    const on = laptop.interfaces.find((i) => {
      const network = parseCidr(i.network);
      return network !== undefined && overlaps(network, range);
    });
    ranges.push({ range, ...(on ? { interface: on.name } : {}), local: on !== undefined });
  }
  const external = laptop.interfaces.filter((i) => !i.internal).map((i) => i.address);
  const sweepsLoopback = ranges.some((r) =>
    contains(LOOPBACK, formatCidr(r.range).split('/')[0] as string),
  );
  const loopback = laptop.interfaces.find((i) => i.internal)?.address ?? '127.0.0.1';
  const mdnsInterfaces = [
    ...new Set([...external, ...(sweepsLoopback || external.length === 0 ? [loopback] : [])]),
  ];
  return { ranges, ports, mdnsInterfaces };
}
