/**
 * A free address for this computer in a controller's network, checked before it is added
 * (docs/decisions.md, "Reaching a controller on another network"): from the top of the network
 * down (factory addresses and range assignments fill from the bottom), skipping the controllers
 * heard there and every address the neighbour table knows, then refused by anything that
 * accepts a TCP connection on the controllers' ports (address-probe.ts) or answers an ARP probe
 * (`arping -D`, where it is installed and allowed). Before the address exists this computer has
 * no route into that network, so the ARP probe is the check that sees a silent device there;
 * where it is unavailable the plan says so.
 */
import { execFile } from 'node:child_process';
import { answeringHosts } from '../network/address-probe';
import { isReservedAddress } from '../network/address-checks';
import {
  formatIpv4,
  isNetworkOrBroadcast,
  parseIpv4,
  type Ipv4Network,
} from '../network/ipv4-network';
import { neighbourTableReader, type NeighbourTable } from '../discovery/neighbour-table';

export type ArpAnswer = 'taken' | 'free' | 'unavailable';

export interface FreeAddressChecks {
  neighbours: () => Promise<NeighbourTable | undefined>;
  /** The hosts among `hosts` that accept a connection on `port`. */
  answering: (hosts: readonly string[], port: number) => Promise<Set<string>>;
  /** An ARP duplicate-address probe for `address` on `iface`. */
  arp: (iface: string, address: string) => Promise<ArpAnswer>;
}

/** Which checks found the address free: the plan names them. */
export type FreeCheck = 'neighbour_table' | 'tcp' | 'arp';

export interface FreeAddress {
  address: string;
  checks: FreeCheck[];
}

export const CONTROLLER_PORTS = [443, 8443] as const;
/** Addresses tried before the network is called full: a switch of controllers is no /16. */
const MAX_CANDIDATES = 24;
const BATCH = 8;

/** `arping -D`: exit 0 when nobody answered, 1 when someone did; anything else is no answer. */
export function arpingProbe(iface: string, address: string): Promise<ArpAnswer> {
  return new Promise((resolve) => {
    execFile(
      'arping',
      ['-D', '-q', '-c', '2', '-w', '3', '-I', iface, address],
      { timeout: 10_000 },
      (error) => {
        if (!error) return resolve('free');
        resolve(error.code === 1 ? 'taken' : 'unavailable');
      },
    );
  });
}

export const systemChecks: FreeAddressChecks = {
  neighbours: async () => (await neighbourTableReader()?.()) ?? undefined,
  answering: (hosts, port) => answeringHosts(hosts, port),
  arp: arpingProbe,
};

/** Host addresses of `network` from the top down, not in `taken`, at most `limit`. */
export function candidateAddresses(
  network: Ipv4Network,
  taken: Iterable<string>,
  limit = MAX_CANDIDATES,
): string[] {
  const excluded = new Set([...taken].map(parseIpv4).filter((v) => v !== undefined));
  const found: string[] = [];
  for (let value = network.broadcast; value >= network.network && found.length < limit; value--) {
    if (excluded.has(value) || isNetworkOrBroadcast(network, value) || isReservedAddress(value))
      continue;
    found.push(formatIpv4(value));
  }
  return found;
}

async function tcpFree(batch: readonly string[], checks: FreeAddressChecks): Promise<string[]> {
  const answered = await Promise.all(CONTROLLER_PORTS.map((port) => checks.answering(batch, port)));
  return batch.filter((host) => !answered.some((set) => set.has(host)));
}

/** The first candidate every available check finds free, or undefined when none is. */
export async function findFreeAddress(
  network: Ipv4Network,
  iface: string,
  taken: Iterable<string>,
  checks: FreeAddressChecks = systemChecks,
): Promise<FreeAddress | undefined> {
  const table = await checks.neighbours();
  const candidates = candidateAddresses(network, taken).filter((host) => !table?.has(host));
  let arpWorks = true;
  for (let at = 0; at < candidates.length; at += BATCH) {
    for (const host of await tcpFree(candidates.slice(at, at + BATCH), checks)) {
      const arp = arpWorks ? await checks.arp(iface, host) : 'unavailable';
      if (arp === 'taken') continue;
      arpWorks = arp === 'free';
      const used: FreeCheck[] = [...(table ? ['neighbour_table' as const] : []), 'tcp'];
      return { address: host, checks: arpWorks ? [...used, 'arp'] : used };
    }
  }
  return undefined;
}
