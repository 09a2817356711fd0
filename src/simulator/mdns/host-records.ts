/**
 * The host a simulated controller announces over mDNS: a name of its own, `<serial>.local`, with
 * the address it listens on and no other (docs/decisions.md, "Simulator part 2", mDNS). A
 * resolver that follows the SRV target then reaches this controller, not the machine.
 */
import { networkInterfaces } from 'node:os';
import { isIPv4, isIPv6 } from 'node:net';
import type { Service } from 'bonjour-service';

/** A resource record as bonjour-service's registry announces it. */
export type ServiceRecord = ReturnType<Service['records']>[number];

/** Address records live as long as bonjour-service's own (RFC 6762 10: 120 s for host records). */
const HOST_TTL_S = 120;

/** `<serial>.local`, the serial made a DNS label (letters, digits and hyphens, 63 at most). */
export function controllerHostName(serial: string): string {
  const label = serial
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63);
  return `${label || 'controller'}.local`;
}

/** Every address of this machine, for a listener on a wildcard address. */
function machineAddresses(family: 'IPv4' | 'IPv6'): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === family)
    .map((a) => a.address);
}

/** The addresses a listener on `listenHost` answers at: itself, or all for a wildcard. */
export function listenAddresses(listenHost: string): string[] {
  const host = listenHost.replace(/%.*$/, '');
  if (host === '0.0.0.0') return machineAddresses('IPv4');
  if (host === '::') return [...machineAddresses('IPv4'), ...machineAddresses('IPv6')];
  return isIPv4(host) || isIPv6(host) ? [host] : [];
}

/** One A (or AAAA) record of `hostName` per address the listener answers at. */
export function addressRecords(hostName: string, listenHost: string): ServiceRecord[] {
  return listenAddresses(listenHost).map((address) => ({
    name: hostName,
    type: isIPv4(address) ? 'A' : 'AAAA',
    ttl: HOST_TTL_S,
    data: address,
  }));
}
