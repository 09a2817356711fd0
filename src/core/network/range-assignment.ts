/**
 * New addresses for many controllers at once (spec 2.2 network settings, one `POST /network` per
 * controller): consecutive host addresses from a first one, on the network its mask gives,
 * passing over what no controller may take or is already taken; or, for addresses typed one by
 * one, the clashes between them. A clash found after the move would leave two devices answering at
 * one address, and the controller does not wait to be asked twice (D16).
 */
import { isReservedAddress } from './address-checks';
import {
  formatIpv4,
  isNetworkOrBroadcast,
  maskPrefix,
  networkOf,
  networkText,
  parseIpv4,
} from './ipv4-network';
import { networkProblem, type NetworkProblem } from './network-problems';

export interface RangeRequest {
  /** The first address to give (the field `range_start`); it and the mask name the network. */
  start: string;
  mask: string;
  /** Never given to a controller. */
  gateway?: string;
  /** How many controllers need an address. */
  count: number;
  /** Addresses already taken: hosts that answered a probe, other controllers' addresses. */
  inUse: Iterable<string>;
}

export type RangeAssignment =
  { ok: true; network: string; addresses: string[] } | { ok: false; problems: NetworkProblem[] };

/** The set of the addresses given as numbers; texts that are not addresses take nothing. */
export function addressValues(addresses: Iterable<string>): Set<number> {
  const values = new Set<number>();
  for (const address of addresses) {
    const value = parseIpv4(address);
    if (value !== undefined) values.add(value);
  }
  return values;
}

function startProblems(request: RangeRequest): NetworkProblem[] {
  const problems: NetworkProblem[] = [];
  const start = parseIpv4(request.start);
  if (start === undefined) {
    problems.push(networkProblem('range_start', 'not_ipv4', { value: request.start }));
  } else if (isReservedAddress(start)) {
    problems.push(
      networkProblem('range_start', 'reserved_address', { address: formatIpv4(start) }),
    );
  }
  if (parseIpv4(request.mask) === undefined) {
    problems.push(networkProblem('mask', 'not_ipv4', { value: request.mask }));
  } else if (maskPrefix(request.mask) === undefined) {
    problems.push(networkProblem('mask', 'mask_not_contiguous', { mask: request.mask }));
  }
  return problems;
}

/**
 * Gives `count` controllers consecutive addresses from `start` up to the end of its network,
 * passing over the network and broadcast addresses, the gateway and the addresses in use. It
 * never wraps round below `start`: the engineer chose where the controllers begin.
 */
export function assignRange(request: RangeRequest): RangeAssignment {
  if (!Number.isInteger(request.count) || request.count < 0) {
    throw new RangeError(`a count of controllers must be a whole number, not ${request.count}`);
  }
  const problems = startProblems(request);
  const network = networkOf(request.start, request.mask);
  if (problems.length > 0 || !network) return { ok: false, problems };
  const taken = addressValues(request.inUse);
  const gateway = request.gateway === undefined ? undefined : parseIpv4(request.gateway);
  if (gateway !== undefined) taken.add(gateway);
  const addresses: string[] = [];
  for (
    let value = parseIpv4(request.start)!;
    value <= network.broadcast && addresses.length < request.count;
    value++
  ) {
    if (taken.has(value) || isNetworkOrBroadcast(network, value) || isReservedAddress(value)) {
      continue;
    }
    addresses.push(formatIpv4(value));
  }
  if (addresses.length < request.count) {
    return {
      ok: false,
      problems: [
        networkProblem('range_start', 'range_exhausted', {
          start: request.start.trim(),
          network: networkText(network),
          needed: request.count,
          free: addresses.length,
        }),
      ],
    };
  }
  return { ok: true, network: networkText(network), addresses };
}

/** One controller's address typed by hand. */
export interface ManualAddress {
  /** How the controller is named to the engineer (its label or serial). */
  controller: string;
  ip: string;
  /** Its address now: keeping it is no clash with itself. */
  current?: string;
}

/**
 * The clashes in a list of typed addresses: the same address for two controllers, and an
 * address already in use by something other than the controller itself. Addresses that do not
 * parse, and each address's own problems on the common mask and gateway, are checkStaticSetting's.
 */
export function checkManualAddresses(
  entries: readonly ManualAddress[],
  inUse: Iterable<string> = [],
): NetworkProblem[] {
  const problems: NetworkProblem[] = [];
  const byAddress = new Map<number, string[]>();
  const taken = addressValues(inUse);
  for (const entry of entries) {
    const value = parseIpv4(entry.ip);
    if (value === undefined) continue;
    byAddress.set(value, [...(byAddress.get(value) ?? []), entry.controller]);
    const current = entry.current === undefined ? undefined : parseIpv4(entry.current);
    if (taken.has(value) && value !== current) {
      problems.push(
        networkProblem('ip', 'address_in_use', {
          address: formatIpv4(value),
          controller: entry.controller,
        }),
      );
    }
  }
  for (const [value, controllers] of byAddress) {
    if (controllers.length > 1) {
      problems.push(
        networkProblem('ip', 'address_duplicate', { address: formatIpv4(value), controllers }),
      );
    }
  }
  return problems;
}
