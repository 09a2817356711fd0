/**
 * The laptop's own networks, the default ranges of a sweep: every IPv4 interface
 * with its name (so a VM or VPN adapter is recognisable), its network, and why a default sweep
 * leaves it out (loopback, link-local, too large). Interfaces without an IPv4 address are listed
 * as inactive (link down, or IPv6 only), because "the cable is out" is the first thing to rule
 * out when nothing is found.
 */
import { readFile, readdir } from 'node:fs/promises';
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import { join } from 'node:path';
import type {
  InactiveInterface,
  InterfaceSkipReason,
  NetworkInterface,
} from '../../shared/ipc/discovery.schema';
// From the pure module, not discovery.schema.ts's re-export: that one builds the IPC schemas
// (zod), which `turnkey discover` does not need before its first controller.
import { LARGE_RANGE_PREFIX, MIN_PREFIX_LENGTH } from '../../shared/ipc/sweep-range';
import { cidrOf, contains, formatCidr, hostCount, parseCidr } from './cidr-range';

/** What the OS says about its interfaces; tests pass their own. */
export interface InterfaceSource {
  addresses: NodeJS.Dict<NetworkInterfaceInfo[]>;
  /** Every interface the OS knows with its link state, where the OS tells (Linux sysfs). */
  links?: Array<{ name: string; up: boolean }>;
}

export interface LaptopInterfaces {
  interfaces: NetworkInterface[];
  inactive: InactiveInterface[];
}

const LOOPBACK = parseCidr('127.0.0.0/8');
const LINK_LOCAL = parseCidr('169.254.0.0/16');
const SYS_NET = '/sys/class/net';
/** The interfaces of this process's network namespace (sysfs may show another one's). */
const PROC_NET_DEV = '/proc/self/net/dev';

/** Interface names in this network namespace, from /proc (Linux). */
async function namespaceLinks(): Promise<string[]> {
  const text = await readFile(PROC_NET_DEV, 'utf8');
  return text
    .split('\n')
    .slice(2)
    .map((line) => line.split(':')[0]?.trim() ?? '')
    .filter((name) => name.length > 0);
}

/**
 * Link states (Linux): the names of this namespace from /proc, the state from sysfs when sysfs
 * shows the same namespace. os.networkInterfaces lists only interfaces that are up with an
 * address, so a down interface is only visible here.
 */
async function readLinks(): Promise<InterfaceSource['links']> {
  if (process.platform !== 'linux') return undefined;
  try {
    const names = await namespaceLinks();
    const sysNames = new Set(await readdir(SYS_NET).catch(() => []));
    const sameView = names.length === sysNames.size && names.every((n) => sysNames.has(n));
    return await Promise.all(
      names.map(async (name) => {
        if (!sameView) return { name, up: true };
        const state = await readFile(join(SYS_NET, name, 'operstate'), 'utf8').catch(() => '');
        // lo and some virtual links say "unknown" while working.
        return { name, up: ['up', 'unknown'].includes(state.trim()) };
      }),
    );
  } catch {
    return undefined;
  }
}

export async function readInterfaceSource(): Promise<InterfaceSource> {
  const links = await readLinks();
  return { addresses: networkInterfaces(), ...(links ? { links } : {}) };
}

function skipReason(
  address: string,
  prefix: number,
  internal: boolean,
  allowLargeRanges: boolean,
): InterfaceSkipReason | undefined {
  if (internal || (LOOPBACK && contains(LOOPBACK, address))) return 'loopback';
  if (LINK_LOCAL && contains(LINK_LOCAL, address)) return 'link_local';
  const limit = allowLargeRanges ? MIN_PREFIX_LENGTH : LARGE_RANGE_PREFIX;
  return prefix < limit ? 'too_large' : undefined;
}

/** Describes the interfaces of `source`; with `allowLargeRanges` networks up to a /16 count. */
export function describeInterfaces(
  source: InterfaceSource,
  options: { allowLargeRanges?: boolean } = {},
): LaptopInterfaces {
  const interfaces: NetworkInterface[] = [];
  const withIpv4 = new Set<string>();
  for (const [name, entries] of Object.entries(source.addresses)) {
    for (const entry of entries ?? []) {
      if (entry.family !== 'IPv4') continue;
      const range = cidrOf(entry.address, entry.netmask);
      if (!range) continue;
      withIpv4.add(name);
      const skipped = skipReason(
        entry.address,
        range.prefix,
        entry.internal,
        options.allowLargeRanges ?? false,
      );
      interfaces.push({
        name,
        address: entry.address,
        network: formatCidr(range),
        internal: entry.internal,
        hosts: hostCount(range),
        ...(skipped ? { skipped } : {}),
      });
    }
  }
  const names = new Set(Object.keys(source.addresses));
  const inactive: InactiveInterface[] = [];
  for (const link of source.links ?? []) {
    if (withIpv4.has(link.name)) continue;
    inactive.push({ name: link.name, reason: link.up ? 'no_ipv4' : 'down' });
  }
  for (const name of names) {
    if (!withIpv4.has(name) && !inactive.some((i) => i.name === name)) {
      inactive.push({ name, reason: 'no_ipv4' });
    }
  }
  return { interfaces, inactive };
}

/** The laptop's interfaces now. */
export async function listInterfaces(
  options: { allowLargeRanges?: boolean } = {},
): Promise<LaptopInterfaces> {
  return describeInterfaces(await readInterfaceSource(), options);
}
