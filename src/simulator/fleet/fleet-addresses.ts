/**
 * Where the controllers of a demo fleet listen: consecutive loopback
 * addresses (127.0.0.11, 127.0.0.12, ...) on one port where the OS routes all of 127.0.0.0/8
 * (Linux), otherwise one address and consecutive ports (macOS has only 127.0.0.1 unless aliases
 * are added).
 */
import { createServer } from 'node:net';
import { isIPv4 } from 'node:net';

export const FLEET_HOST = '127.0.0.11';

/** The IPv4 address `steps` after `host`. */
export function addressAfter(host: string, steps: number): string {
  const value = host.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0) + steps;
  return [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');
}

/** Whether this machine lets a server listen on `host` (probed with a throwaway listener). */
export function canListenOn(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port: 0 }, () => probe.close(() => resolve(true)));
  });
}

export interface FleetAddress {
  host: string;
  port: number;
}

/**
 * `count` addresses starting at `first`: the next addresses of 127.0.0.0/8 on the same port when
 * the last of them can be listened on, else `fallbackHost` with consecutive ports (a port 0 stays
 * 0: each gets a free one).
 */
export async function fleetAddresses(
  count: number,
  first: FleetAddress,
  fallbackHost = '127.0.0.1',
): Promise<FleetAddress[]> {
  const loopback = isIPv4(first.host) && first.host.startsWith('127.');
  const last = loopback ? addressAfter(first.host, count - 1) : first.host;
  const spread = loopback && last.startsWith('127.') && (await canListenOn(last));
  if (spread)
    return Array.from({ length: count }, (_, i) => ({
      host: addressAfter(first.host, i),
      port: first.port,
    }));
  const host = loopback ? fallbackHost : first.host;
  return Array.from({ length: count }, (_, i) => ({
    host,
    port: first.port === 0 ? 0 : first.port + i,
  }));
}
