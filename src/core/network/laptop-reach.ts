/**
 * Whether this computer still reaches the controllers once they are on their new network. The
 * controller answers `POST /network` and moves within about a second (D16); if this computer
 * has no address on the new network, the check that reads the settings back, and every later
 * step, finds nothing there. So before sending, say so, name the interface that most likely
 * carries the site and offer a free address to add on it (Junos's commit confirmed, architecture
 * "The commissioning engine": the way back is said before the change is taken).
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { LaptopInterfaces } from '../discovery/interfaces';
import { parseCidr } from '../discovery/cidr-range';
import { isReservedAddress } from './address-checks';
import {
  formatIpv4,
  fromRange,
  isNetworkOrBroadcast,
  networkText,
  parseIpv4,
  prefixMask,
  valueInNetwork,
  type Ipv4Network,
} from './ipv4-network';
import { addressValues } from './range-assignment';
import { NETWORK_WORDS } from './network.words';

export interface ReachRequest {
  laptop: LaptopInterfaces;
  /** The network the controllers move to. */
  target: Ipv4Network;
  /** The controllers' new addresses. */
  controllerAddresses: readonly string[];
  /** The controllers' addresses now, through which this computer reaches them. */
  currentAddresses: readonly string[];
  gateway?: string;
  /** Addresses taken on the target network (hosts that answered a probe, other controllers). */
  inUse?: Iterable<string>;
}

export interface LaptopWarningDetailsByCode {
  /** No address on the target network; `address` is free to add on `interface`. */
  add_address: { network: string; interface: string; address: string; mask: string };
  /** No address on the target network, and none free there to add. */
  no_free_address: { network: string; interface: string };
  /** No interface that is up to carry the site. */
  no_site_interface: { network: string };
  /** This computer already has an address a controller is about to take. */
  laptop_address_taken: { address: string; interface: string };
}

export type LaptopWarningCode = keyof LaptopWarningDetailsByCode;

export interface LaptopWarning<C extends LaptopWarningCode = LaptopWarningCode> {
  code: C;
  message: LocalizedText;
  details: LaptopWarningDetailsByCode[C];
}

type Builders = {
  [C in LaptopWarningCode]: (d: LaptopWarningDetailsByCode[C]) => LocalizedText;
};

export const LAPTOP_WARNING_MESSAGES: Builders = {
  add_address: (d) =>
    NETWORK_WORDS.addAddressFirst(
      NETWORK_WORDS.noAddressAfterMove(d.network),
      d.address,
      d.mask,
      d.interface,
    ),
  no_free_address: (d) =>
    NETWORK_WORDS.noFreeAddressLeft(NETWORK_WORDS.noAddressAfterMove(d.network), d.interface),
  no_site_interface: (d) =>
    NETWORK_WORDS.noSiteInterface(NETWORK_WORDS.noAddressAfterMove(d.network)),
  laptop_address_taken: (d) => NETWORK_WORDS.laptopAddressTaken(d.address, d.interface),
};

export function laptopWarning<C extends LaptopWarningCode>(
  code: C,
  details: LaptopWarningDetailsByCode[C],
): LaptopWarning<C> {
  const build = LAPTOP_WARNING_MESSAGES[code] as (
    d: LaptopWarningDetailsByCode[C],
  ) => LocalizedText;
  return { code, message: build(details), details };
}

export interface LaptopReach {
  /** True when an interface of this computer has an address on the target network. */
  reachable: boolean;
  /** The interface that reaches the target network, or the one to add an address on. */
  interface?: string;
  /** The address to add on `interface` (with `mask`), when it is not reachable. */
  suggestion?: { interface: string; address: string; mask: string; prefix: number };
  warnings: LaptopWarning[];
}

interface Candidate {
  name: string;
  rank: number;
}

/**
 * The interfaces that may carry the site, best first: one whose network holds a controller's
 * address now (it is how this computer reaches them), then one with any address, then one that
 * is up without an IPv4 address. Loopback and down links cannot carry it.
 */
function siteCandidates(laptop: LaptopInterfaces, current: readonly number[]): Candidate[] {
  const best = new Map<string, number>();
  const offer = (name: string, rank: number) =>
    best.set(name, Math.min(best.get(name) ?? rank, rank));
  for (const entry of laptop.interfaces) {
    if (entry.internal || entry.skipped === 'loopback') continue;
    const range = parseCidr(entry.network);
    const network = range ? fromRange(range) : undefined;
    offer(entry.name, network && current.some((v) => valueInNetwork(network, v)) ? 0 : 1);
  }
  for (const entry of laptop.inactive) if (entry.reason === 'no_ipv4') offer(entry.name, 2);
  return [...best].map(([name, rank]) => ({ name, rank })).sort((a, b) => a.rank - b.rank);
}

/**
 * A free host address on the target for this computer, from the top of the network down: the
 * range assignment fills from its first address up, so the top is the farthest from the
 * controllers.
 */
function freeAddress(target: Ipv4Network, taken: Set<number>): number | undefined {
  for (let value = target.broadcast; value >= target.network; value--) {
    if (taken.has(value) || isNetworkOrBroadcast(target, value) || isReservedAddress(value))
      continue;
    return value;
  }
  return undefined;
}

/** Whether this computer reaches the controllers on the target network, and what to do if not. */
export function laptopReach(request: ReachRequest): LaptopReach {
  const { laptop, target } = request;
  const controllers = [...addressValues(request.controllerAddresses)];
  const warnings: LaptopWarning[] = [];
  for (const entry of laptop.interfaces) {
    const own = parseIpv4(entry.address);
    if (own !== undefined && controllers.includes(own)) {
      warnings.push(
        laptopWarning('laptop_address_taken', { address: entry.address, interface: entry.name }),
      );
    }
  }
  // On-link both ways: this computer's address on the target, the controllers on its network.
  const reaching = laptop.interfaces.find((entry) => {
    const own = parseIpv4(entry.address);
    const range = parseCidr(entry.network);
    if (own === undefined || !range || !valueInNetwork(target, own)) return false;
    const network = fromRange(range);
    return controllers.every((value) => valueInNetwork(network, value));
  });
  if (reaching) return { reachable: true, interface: reaching.name, warnings };

  const network = networkText(target);
  const site = siteCandidates(laptop, [...addressValues(request.currentAddresses)])[0];
  if (!site) {
    warnings.push(laptopWarning('no_site_interface', { network }));
    return { reachable: false, warnings };
  }
  const taken = addressValues([
    ...request.controllerAddresses,
    ...request.currentAddresses,
    ...(request.gateway === undefined ? [] : [request.gateway]),
    ...(request.inUse ?? []),
  ]);
  const free = freeAddress(target, taken);
  if (free === undefined) {
    warnings.push(laptopWarning('no_free_address', { network, interface: site.name }));
    return { reachable: false, interface: site.name, warnings };
  }
  const suggestion = {
    interface: site.name,
    address: formatIpv4(free),
    mask: prefixMask(target.prefix),
    prefix: target.prefix,
  };
  warnings.push(
    laptopWarning('add_address', {
      network,
      interface: site.name,
      address: suggestion.address,
      mask: suggestion.mask,
    }),
  );
  return { reachable: false, interface: site.name, suggestion, warnings };
}
