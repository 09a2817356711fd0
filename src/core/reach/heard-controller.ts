/**
 * Where a controller was heard: which of this computer's interfaces carries it, at which address
 * and port. mDNS asks on each interface in turn (Linux hands a multicast answer to every socket
 * bound to port 5353, so only one question at a time tells the interface it came in on); then
 * the neighbour table, which names the device of an address that answered ARP; then, for an
 * address the engineer gave (a master's search reported it), the one interface that could carry
 * it. A serial is found by mDNS only (docs/decisions.md, "Reaching a controller on another
 * network").
 */
import { readFile } from 'node:fs/promises';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { browseMdns, type MdnsAdvert } from '../discovery/mdns-browse';
import type { LaptopInterfaces } from '../discovery/interfaces';

export interface HearRequest {
  host?: string;
  port?: number;
  serial?: string;
  /** The interface the engineer named. */
  interface?: string;
}

export interface HeardController {
  host: string;
  port: number;
  serial?: string;
  model?: string;
  interface: string;
  heardBy: 'mdns' | 'neighbour_table' | 'given';
}

export interface HearingDeps {
  interfaces: () => Promise<LaptopInterfaces>;
  /** mDNS adverts heard when asking from `localAddress`, until `found` says enough. */
  browse: (localAddress: string, found: (advert: MdnsAdvert) => boolean) => Promise<MdnsAdvert[]>;
  /** Address to device of the neighbour table's answered entries. */
  neighbourDevices: () => Promise<ReadonlyMap<string, string>>;
}

const WINDOW_MS = 3000;

export const systemHearing = (interfaces: HearingDeps['interfaces']): HearingDeps => ({
  interfaces,
  browse: async (localAddress, found) => {
    const stop = new AbortController();
    const result = await browseMdns({
      interfaces: [localAddress],
      windowMs: WINDOW_MS,
      signal: stop.signal,
      onAdvert: (advert) => found(advert) && stop.abort(),
    });
    return result.adverts;
  },
  neighbourDevices: readNeighbourDevices,
});

/** /proc/net/arp's answered entries (flag ATF_COM) with their device; empty elsewhere. */
export async function readNeighbourDevices(): Promise<ReadonlyMap<string, string>> {
  const text = await readFile('/proc/net/arp', 'utf8').catch(() => '');
  return parseNeighbourDevices(text);
}

export function parseNeighbourDevices(text: string): Map<string, string> {
  const devices = new Map<string, string>();
  for (const line of text.split('\n').slice(1)) {
    const [address, , flags, , , device] = line.trim().split(/\s+/);
    if (!address || !device || (Number.parseInt(flags ?? '0', 16) & 0x2) === 0) continue;
    devices.set(address, device);
  }
  return devices;
}

/** The interfaces that may carry a controller: up, not loopback; only the named one if named. */
function carriers(laptop: LaptopInterfaces, named: string | undefined) {
  const withAddress = laptop.interfaces.filter((i) => !i.internal && i.skipped !== 'loopback');
  const names = new Set([
    ...withAddress.map((i) => i.name),
    ...laptop.inactive.filter((i) => i.reason === 'no_ipv4').map((i) => i.name),
  ]);
  const pick = (name: string) => named === undefined || name === named;
  return {
    names: [...names].filter(pick),
    asking: withAddress.filter((i) => pick(i.name)),
  };
}

function matches(request: HearRequest, advert: MdnsAdvert): boolean {
  if (request.serial !== undefined) return advert.serial === request.serial;
  if (request.port !== undefined && advert.port !== request.port) return false;
  return request.host !== undefined && advert.hosts.includes(request.host);
}

/** Where the controller was heard; error data when it was not, or not where. */
export async function hearController(
  request: HearRequest,
  deps: HearingDeps,
): Promise<HeardController> {
  const laptop = await deps.interfaces();
  const { names, asking } = carriers(laptop, request.interface);
  const wanted = request.serial ?? request.host ?? '';
  for (const entry of asking) {
    const adverts = await deps.browse(entry.address, (advert) => matches(request, advert));
    const advert = adverts.find((a) => matches(request, a));
    if (!advert) continue;
    const host = request.host ?? advert.hosts[0];
    if (host === undefined) continue;
    return {
      host,
      port: advert.port,
      ...(advert.serial ? { serial: advert.serial } : {}),
      ...(advert.model ? { model: advert.model } : {}),
      interface: entry.name,
      heardBy: 'mdns',
    };
  }
  if (request.host === undefined) {
    throw new AppFailure(appFailureData('reach_not_heard', { controller: wanted }));
  }
  const port = request.port ?? 443;
  const device = (await deps.neighbourDevices()).get(request.host);
  if (device !== undefined && names.includes(device)) {
    return { host: request.host, port, interface: device, heardBy: 'neighbour_table' };
  }
  if (names.length === 1 && names[0] !== undefined) {
    return { host: request.host, port, interface: names[0], heardBy: 'given' };
  }
  if (names.length === 0) {
    throw new AppFailure(appFailureData('reach_not_heard', { controller: wanted }));
  }
  throw new AppFailure(
    appFailureData('reach_interface_unknown', { controller: wanted, interfaces: names }),
  );
}
