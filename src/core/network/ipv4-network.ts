/**
 * The IPv4 network a static setting puts a controller on (spec 2.2 network settings: ip, mask,
 * gateway): the mask as a prefix, the network and broadcast addresses, and membership. Built on
 * the discovery's CIDR helpers so both features read addresses the same way.
 */
import {
  cidrOf,
  formatCidr,
  formatIpv4,
  hostBounds,
  maskOf,
  parseIpv4,
  prefixOfMask,
  type CidrRange,
} from '../discovery/cidr-range';

export { formatIpv4, parseIpv4 };

/** A network with its addresses as unsigned 32-bit numbers. */
export interface Ipv4Network {
  range: CidrRange;
  /** The network address (host bits clear). */
  network: number;
  /** The broadcast address (host bits set). */
  broadcast: number;
  prefix: number;
}

/**
 * The prefix of a dotted-quad netmask, or undefined when it is not an address or its ones are not
 * contiguous. 0.0.0.0 is refused too: the contract's network settings schema
 * (`isContiguousMask`) does not accept it, and no controller lives on a network of everything.
 */
export function maskPrefix(mask: string): number | undefined {
  const value = parseIpv4(mask.trim());
  if (value === undefined) return undefined;
  const prefix = prefixOfMask(value);
  return prefix === undefined || prefix === 0 ? undefined : prefix;
}

/** The dotted-quad netmask of a prefix length (24 -> 255.255.255.0). */
export function prefixMask(prefix: number): string {
  return formatIpv4(maskOf(prefix));
}

/** The network of `ip` under `mask`, or undefined when either is not valid. */
export function networkOf(ip: string, mask: string): Ipv4Network | undefined {
  if (maskPrefix(mask) === undefined) return undefined;
  const range = cidrOf(ip.trim(), mask.trim());
  return range ? fromRange(range) : undefined;
}

/** The network of a CIDR range (an interface's `network`, for instance). */
export function fromRange(range: CidrRange): Ipv4Network {
  const size = 2 ** (32 - range.prefix);
  return {
    range: { network: range.network, prefix: range.prefix },
    network: range.network,
    broadcast: range.network + size - 1,
    prefix: range.prefix,
  };
}

/** True when `address` (dotted quad) lies inside the network. */
export function inNetwork(network: Ipv4Network, address: string): boolean {
  const value = parseIpv4(address);
  return value !== undefined && valueInNetwork(network, value);
}

/** True when the number lies inside the network. */
export function valueInNetwork(network: Ipv4Network, value: number): boolean {
  return value >= network.network && value <= network.broadcast;
}

/**
 * True when the address is the network's own or its broadcast address, which no host may take.
 * A /31 (RFC 3021: two hosts on a point-to-point link) and a /32 (one host) have neither.
 */
export function isNetworkOrBroadcast(network: Ipv4Network, value: number): boolean {
  const { first, last } = hostBounds(network.range);
  return valueInNetwork(network, value) && (value < first || value > last);
}

export function networkText(network: Ipv4Network): string {
  return formatCidr(network.range);
}
