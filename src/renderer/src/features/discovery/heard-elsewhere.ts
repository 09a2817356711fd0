/**
 * Controllers a search heard at an address none of this computer's networks holds (an mDNS
 * advert its own probe could not confirm, a controller another one's search reported): the ones
 * "Reach it from this computer" is offered for (docs/decisions.md, "Reaching a controller on
 * another network"). Pure, so the rule is tested without a page.
 */
import type { DiscoveryFinding, ReportedController } from '../../../../shared/ipc/discovery.schema';
import type { ControllerAddress } from '../../../../shared/ipc/controller.schema';
import { ipv4Value } from '../../../../shared/ipc/sweep-range';

export interface HeardElsewhere {
  /** How the screen names it: the advert's instance name, or the reported serial. */
  name: string;
  address: ControllerAddress;
  heardBy: 'mdns' | 'controller_search';
}

/** Whether `network` (a.b.c.d/n) holds the IPv4 address `host`. */
export function networkHolds(network: string, host: string): boolean {
  const [base, bits] = network.split('/');
  const prefix = Number(bits);
  const start = ipv4Value(base ?? '');
  const value = ipv4Value(host);
  if (start === undefined || value === undefined || !Number.isInteger(prefix)) return false;
  if (prefix < 0 || prefix > 32) return false;
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (start & mask) >>> 0 === (value & mask) >>> 0;
}

/** Heard, and at an address on none of `networks`: one line per address. */
export function heardElsewhere(
  findings: readonly DiscoveryFinding[],
  reported: readonly ReportedController[],
  networks: readonly string[],
): HeardElsewhere[] {
  const offLink = (host: string) =>
    ipv4Value(host) !== undefined && !networks.some((n) => networkHolds(n, host));
  const heard: HeardElsewhere[] = [];
  const seen = new Set<string>();
  const add = (entry: HeardElsewhere) => {
    const key = `${entry.address.host}:${entry.address.port}`;
    if (seen.has(key) || !offLink(entry.address.host)) return;
    seen.add(key);
    heard.push(entry);
  };
  for (const finding of findings) {
    if (finding.kind !== 'mdns_unconfirmed') continue;
    add({ name: finding.name, address: finding.address, heardBy: 'mdns' });
  }
  for (const r of reported) {
    add({
      name: r.serial ?? r.address.host,
      address: r.address,
      heardBy: 'controller_search',
    });
  }
  return heard;
}
