/**
 * What is wrong with new network settings, as data at a field (spec 2.2 network settings), with
 * English and Russian messages built from the details as shared/errors does. Found before anything
 * is sent: after `POST /network` the controller moves at once (D16), so a wrong setting is not
 * something to learn from its answer.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { NETWORK_WORDS } from './network.words';

/** The fields a problem sits at: the three settings, and the first address of a range. */
export type NetworkField = 'ip' | 'mask' | 'gateway' | 'range_start';

export const NETWORK_PROBLEM_CODES = [
  /** Not a dotted-quad IPv4 address. */
  'not_ipv4',
  /** The mask's ones are not all first (255.0.255.0), or it is 0.0.0.0. */
  'mask_not_contiguous',
  /** In 0.0.0.0/8 (this network), or 224.0.0.0/3 (multicast, reserved, broadcast): no host's. */
  'reserved_address',
  /** The network's own address (host bits clear). */
  'network_address',
  /** The network's broadcast address (host bits set). */
  'broadcast_address',
  /** The gateway is not on the controller's network: it could not be reached. */
  'gateway_outside_network',
  /** The gateway is the controller's own address. */
  'gateway_is_address',
  /** Fewer free addresses from the first one to the network's end than controllers. */
  'range_exhausted',
  /** Two or more controllers were given the same address. */
  'address_duplicate',
  /** Something already answers at the address, or another controller has it. */
  'address_in_use',
] as const;

export type NetworkProblemCode = (typeof NETWORK_PROBLEM_CODES)[number];

export interface NetworkProblemDetailsByCode {
  not_ipv4: { value: string };
  mask_not_contiguous: { mask: string };
  reserved_address: { address: string };
  network_address: { address: string; network: string };
  broadcast_address: { address: string; network: string };
  gateway_outside_network: { gateway: string; network: string };
  gateway_is_address: { address: string };
  range_exhausted: { start: string; network: string; needed: number; free: number };
  address_duplicate: { address: string; controllers: string[] };
  address_in_use: { address: string; controller?: string };
}

export interface NetworkProblem<C extends NetworkProblemCode = NetworkProblemCode> {
  field: NetworkField;
  code: C;
  message: LocalizedText;
  details: NetworkProblemDetailsByCode[C];
}

type Builders = {
  [C in NetworkProblemCode]: (d: NetworkProblemDetailsByCode[C]) => LocalizedText;
};

const forController = (controller: string | undefined, text: LocalizedText): LocalizedText =>
  controller ? NETWORK_WORDS.onController(controller, text) : text;

export const NETWORK_PROBLEM_MESSAGES: Builders = {
  not_ipv4: (d) => NETWORK_WORDS.notIpv4(d.value),
  mask_not_contiguous: (d) => NETWORK_WORDS.notContiguousMask(d.mask),
  reserved_address: (d) => NETWORK_WORDS.reservedAddress(d.address),
  network_address: (d) => NETWORK_WORDS.networkAddress(d.address, d.network),
  broadcast_address: (d) => NETWORK_WORDS.broadcastAddress(d.address, d.network),
  gateway_outside_network: (d) => NETWORK_WORDS.gatewayOutsideNetwork(d.gateway, d.network),
  gateway_is_address: (d) => NETWORK_WORDS.gatewayIsAddress(d.address),
  range_exhausted: (d) => NETWORK_WORDS.rangeExhausted(d.start, d.network, d.free, d.needed),
  address_duplicate: (d) => NETWORK_WORDS.addressDuplicate(d.address, d.controllers),
  address_in_use: (d) => forController(d.controller, NETWORK_WORDS.addressInUse(d.address)),
};

/** Builds a problem at a field with its messages in every language. */
export function networkProblem<C extends NetworkProblemCode>(
  field: NetworkField,
  code: C,
  details: NetworkProblemDetailsByCode[C],
): NetworkProblem<C> {
  const build = NETWORK_PROBLEM_MESSAGES[code] as (
    d: NetworkProblemDetailsByCode[C],
  ) => LocalizedText;
  return { field, code, message: build(details), details };
}

/** Field name -> its first problem, the shape a flow's form shows at its fields. */
export function problemsByField(
  problems: readonly NetworkProblem[],
): Record<string, LocalizedText> {
  const errors: Record<string, LocalizedText> = {};
  for (const problem of problems) errors[problem.field] ??= problem.message;
  return errors;
}
