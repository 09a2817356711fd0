/**
 * The checks of one static setting {ip, mask, gateway} (spec 2.2 network settings) before
 * `POST /network` is sent. They go beyond the contract's schema (a contiguous mask, the gateway in
 * the subnet) to what would leave the controller unreachable once it has moved (D16): an address
 * no host may take, and a gateway that is the controller itself.
 */
import {
  formatIpv4,
  isNetworkOrBroadcast,
  maskPrefix,
  networkOf,
  networkText,
  parseIpv4,
  valueInNetwork,
  type Ipv4Network,
} from './ipv4-network';
import { networkProblem, type NetworkField, type NetworkProblem } from './network-problems';

/** A static address as the contract carries it (spec 2.2, `dhcp: false`). */
export interface StaticSetting {
  ip: string;
  mask: string;
  gateway: string;
}

/**
 * 0.0.0.0/8 ("this network", RFC 1122) and 224.0.0.0/3 (multicast 224/4, reserved 240/4 with the
 * limited broadcast 255.255.255.255): addresses no device can be given.
 */
export function isReservedAddress(value: number): boolean {
  return value < 0x01000000 || value >= 0xe0000000;
}

/** The problems of `value` as a host address on `network`, at `field`. */
export function hostAddressProblems(
  field: NetworkField,
  value: number,
  network: Ipv4Network,
): NetworkProblem[] {
  const address = formatIpv4(value);
  if (isReservedAddress(value)) return [networkProblem(field, 'reserved_address', { address })];
  if (!isNetworkOrBroadcast(network, value)) return [];
  const code = value === network.network ? 'network_address' : 'broadcast_address';
  return [networkProblem(field, code, { address, network: networkText(network) })];
}

function parsed(field: NetworkField, text: string, problems: NetworkProblem[]): number | undefined {
  const value = parseIpv4(text);
  if (value === undefined) problems.push(networkProblem(field, 'not_ipv4', { value: text }));
  return value;
}

/** Every problem of the setting, each at its field; none when it can be sent. */
export function checkStaticSetting(setting: StaticSetting): NetworkProblem[] {
  const problems: NetworkProblem[] = [];
  const ip = parsed('ip', setting.ip, problems);
  const maskValue = parsed('mask', setting.mask, problems);
  if (maskValue !== undefined && maskPrefix(setting.mask) === undefined) {
    problems.push(networkProblem('mask', 'mask_not_contiguous', { mask: setting.mask }));
  }
  const gateway = parsed('gateway', setting.gateway, problems);
  const network = ip !== undefined ? networkOf(setting.ip, setting.mask) : undefined;
  if (!network) {
    // Without a network only what needs none can be said.
    if (ip !== undefined && isReservedAddress(ip)) {
      problems.push(networkProblem('ip', 'reserved_address', { address: formatIpv4(ip) }));
    }
    if (gateway !== undefined && isReservedAddress(gateway)) {
      problems.push(
        networkProblem('gateway', 'reserved_address', { address: formatIpv4(gateway) }),
      );
    }
    return problems;
  }
  problems.push(...hostAddressProblems('ip', ip!, network));
  if (gateway === undefined) return problems;
  if (gateway === ip) {
    problems.push(networkProblem('gateway', 'gateway_is_address', { address: formatIpv4(ip) }));
  } else if (!valueInNetwork(network, gateway)) {
    problems.push(
      networkProblem('gateway', 'gateway_outside_network', {
        gateway: formatIpv4(gateway),
        network: networkText(network),
      }),
    );
  } else {
    problems.push(...hostAddressProblems('gateway', gateway, network));
  }
  return problems;
}
