/**
 * IPv4 networks in CIDR notation (spec 2.2 controller search request; the sweep's ranges): parse,
 * count and walk the host addresses. Addresses are handled as unsigned 32-bit numbers.
 */
import { ipv4Text, ipv4Value } from '../../shared/ipc/sweep-range';

export interface CidrRange {
  /** The network address, host bits cleared (`192.168.1.0`). */
  network: number;
  prefix: number;
  /**
   * Every address of the block is a host to probe, its first and last included: a piece of a
   * typed `a-b` range or of a network with this computer's own address cut out (blocksOf).
   */
  whole?: boolean;
}

/** The address as a number, or undefined when `text` is not a dotted quad. */
export function parseIpv4(text: string): number | undefined {
  return ipv4Value(text.trim());
}

export const formatIpv4 = ipv4Text;

/** The netmask of a prefix length as a number (24 -> 0xffffff00). */
export function maskOf(prefix: number): number {
  return prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
}

/** Parses `a.b.c.d/n` (host bits may be set: `192.168.1.7/24` is 192.168.1.0/24). */
export function parseCidr(text: string): CidrRange | undefined {
  const [address, prefixText, ...rest] = text.trim().split('/');
  if (address === undefined || prefixText === undefined || rest.length > 0) return undefined;
  if (!/^\d{1,2}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  const value = parseIpv4(address);
  if (value === undefined || prefix > 32) return undefined;
  return { network: (value & maskOf(prefix)) >>> 0, prefix };
}

/** Like parseCidr, but throws a message a user can act on. */
export function cidrOrThrow(text: string): CidrRange {
  const range = parseCidr(text);
  if (!range) throw new Error(`"${text}" is not an IPv4 network in CIDR notation (a.b.c.d/n)`);
  return range;
}

export function formatCidr(range: CidrRange): string {
  return `${formatIpv4(range.network)}/${range.prefix}`;
}

/** The network `address` is on under `netmask` (os.networkInterfaces gives both). */
export function cidrOf(address: string, netmask: string): CidrRange | undefined {
  const value = parseIpv4(address);
  const mask = parseIpv4(netmask);
  if (value === undefined || mask === undefined) return undefined;
  const prefix = prefixOfMask(mask);
  if (prefix === undefined) return undefined;
  return { network: (value & maskOf(prefix)) >>> 0, prefix };
}

/** The prefix length of a contiguous netmask, or undefined when it has holes. */
export function prefixOfMask(mask: number): number | undefined {
  const inverted = ~mask >>> 0;
  // A contiguous mask inverted is 2^k - 1.
  if ((inverted & (inverted + 1)) !== 0) return undefined;
  return 32 - Math.log2(inverted + 1);
}

/**
 * The first and last host address: without the network and broadcast addresses, except in a /31
 * (two hosts, RFC 3021) and a /32 (one).
 */
export function hostBounds(range: CidrRange): { first: number; last: number } {
  const size = 2 ** (32 - range.prefix);
  if (range.whole || range.prefix >= 31)
    return { first: range.network, last: range.network + size - 1 };
  return { first: range.network + 1, last: range.network + size - 2 };
}

/** How many host addresses a sweep of the range probes. */
export function hostCount(range: CidrRange): number {
  const { first, last } = hostBounds(range);
  return last - first + 1;
}

/** The host addresses of the range, in order. */
export function* hostsOf(range: CidrRange): Generator<string> {
  const { first, last } = hostBounds(range);
  for (let value = first; value <= last; value++) yield formatIpv4(value);
}

export function contains(range: CidrRange, address: string): boolean {
  const value = parseIpv4(address);
  return value !== undefined && (value & maskOf(range.prefix)) >>> 0 === range.network;
}

/** True when the two ranges share an address. */
export function overlaps(a: CidrRange, b: CidrRange): boolean {
  const wider = a.prefix <= b.prefix ? a : b;
  const narrower = wider === a ? b : a;
  return (narrower.network & maskOf(wider.prefix)) >>> 0 === wider.network;
}

/**
 * The inclusive span `first..last` as the fewest CIDR blocks, each marked `whole` (every address
 * a host), so the sweep walks exactly the span.
 */
export function blocksOf(first: number, last: number): CidrRange[] {
  const blocks: CidrRange[] = [];
  let start = first;
  while (start <= last) {
    // The widest aligned block starting here that does not pass `last`.
    let size = start === 0 ? 2 ** 32 : 2 ** Math.min(32, countTrailingZeros(start));
    while (start + size - 1 > last) size /= 2;
    blocks.push({ network: start, prefix: 32 - Math.log2(size), whole: true });
    start += size;
  }
  return blocks;
}

function countTrailingZeros(value: number): number {
  let zeros = 0;
  while (zeros < 32 && Math.floor(value / 2 ** zeros) % 2 === 0) zeros++;
  return zeros;
}

/** The span without the given addresses, as the spans left between them. */
export function spansWithout(
  first: number,
  last: number,
  excluded: readonly number[],
): Array<{ first: number; last: number }> {
  const spans: Array<{ first: number; last: number }> = [];
  let start = first;
  for (const cut of [...new Set(excluded)].sort((a, b) => a - b)) {
    if (cut < start || cut > last) continue;
    if (cut > start) spans.push({ first: start, last: cut - 1 });
    start = cut + 1;
  }
  if (start <= last) spans.push({ first: start, last });
  return spans;
}
