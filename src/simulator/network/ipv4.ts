/**
 * IPv4 arithmetic for the network settings (spec 2.2), the DHCP pool of `--dhcp-pool` and the
 * ranges a controller search probes (spec 4.12): addresses as 32-bit numbers, ranges, CIDR hosts.
 */
import { isIPv4 } from 'node:net';

/** An inclusive range of IPv4 addresses, as `--dhcp-pool FROM-TO` gives it. */
export interface AddressRange {
  from: string;
  to: string;
}

/** The largest DHCP pool accepted: a /16 worth of addresses. */
export const MAX_POOL_SIZE = 65_536;

export function ipToNumber(ip: string): number {
  return ip.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
}

export function numberToIp(n: number): string {
  return [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');
}

/** The addresses of `range` in order. */
export function* addressesIn(range: AddressRange): Generator<string> {
  const last = ipToNumber(range.to);
  for (let n = ipToNumber(range.from); n <= last; n++) yield numberToIp(n);
}

export function inRange(ip: string, range: AddressRange): boolean {
  const n = ipToNumber(ip);
  return n >= ipToNumber(range.from) && n <= ipToNumber(range.to);
}

/** Parses `FROM-TO` (two IPv4 addresses, FROM not after TO, at most MAX_POOL_SIZE of them). */
export function parseAddressRange(value: string): AddressRange {
  const [from, to, extra] = value.split('-').map((part) => part.trim());
  if (from === undefined || to === undefined || extra !== undefined || !isIPv4(from) || !isIPv4(to))
    throw new Error(`must be FROM-TO, two IPv4 addresses, not ${JSON.stringify(value)}`);
  const size = ipToNumber(to) - ipToNumber(from) + 1;
  if (size < 1) throw new Error(`${from} comes after ${to}`);
  if (size > MAX_POOL_SIZE) throw new Error(`at most ${MAX_POOL_SIZE} addresses, not ${size}`);
  return { from, to };
}

/** `a.b.c.d/n` split into its address and prefix length; undefined when it is not one. */
export function parseCidr(value: string): { address: string; prefix: number } | undefined {
  const match = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2})$/.exec(value);
  if (!match?.[1] || match[2] === undefined || !isIPv4(match[1])) return undefined;
  const prefix = Number(match[2]);
  return prefix <= 32 ? { address: match[1], prefix } : undefined;
}

/**
 * The host addresses of a network: without the network and broadcast addresses, except in a /31
 * (two hosts, RFC 3021) and a /32 (one).
 */
export function cidrHosts(address: string, prefix: number): AddressRange {
  const size = 2 ** (32 - prefix);
  const network = ipToNumber(address) - (ipToNumber(address) % size);
  if (prefix >= 31) return { from: numberToIp(network), to: numberToIp(network + size - 1) };
  return { from: numberToIp(network + 1), to: numberToIp(network + size - 2) };
}

/** True for the network or broadcast address of `ip`'s subnet under a mask shorter than /31. */
export function isNetworkOrBroadcast(ip: string, mask: string): boolean {
  const m = ipToNumber(mask);
  const inverted = ~m >>> 0;
  if (inverted <= 1) return false;
  const host = (ipToNumber(ip) & inverted) >>> 0;
  return host === 0 || host === inverted;
}
