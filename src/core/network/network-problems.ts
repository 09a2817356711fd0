/**
 * What is wrong with new network settings, as data at a field (spec 2.2 network settings), with
 * English and Russian messages built from the details as shared/errors does. Found before anything
 * is sent: after `POST /network` the controller moves at once (D16), so a wrong setting is not
 * something to learn from its answer.
 */
import type { LocalizedText } from '../../shared/words/localized-text';

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

const forController = (controller: string | undefined, en: string, ru: string): LocalizedText =>
  controller ? { en: `${controller}: ${en}`, ru: `${controller}: ${ru}` } : { en, ru };

export const NETWORK_PROBLEM_MESSAGES: Builders = {
  not_ipv4: (d) => ({
    en: `"${d.value}" is not an IPv4 address (such as 192.168.1.50).`,
    ru: `«${d.value}» — не адрес IPv4 (например, 192.168.1.50).`,
  }),
  mask_not_contiguous: (d) => ({
    en: `${d.mask} is not a subnet mask: its ones must all come first (such as 255.255.255.0).`,
    ru: `${d.mask} — не маска подсети: единицы должны идти подряд с начала (например, 255.255.255.0).`,
  }),
  reserved_address: (d) => ({
    en: `${d.address} is reserved (this-network, multicast or broadcast) and cannot be a device's address.`,
    ru: `${d.address} зарезервирован (этой сети, групповой или широковещательный) и не может быть адресом устройства.`,
  }),
  network_address: (d) => ({
    en: `${d.address} is the address of the network ${d.network} itself; choose a host address.`,
    ru: `${d.address} — адрес самой сети ${d.network}; выберите адрес узла.`,
  }),
  broadcast_address: (d) => ({
    en: `${d.address} is the broadcast address of ${d.network}; choose a host address.`,
    ru: `${d.address} — широковещательный адрес сети ${d.network}; выберите адрес узла.`,
  }),
  gateway_outside_network: (d) => ({
    en: `The gateway ${d.gateway} is not in the network ${d.network}: the controller could not reach it.`,
    ru: `Шлюз ${d.gateway} не в сети ${d.network}: контроллер не сможет до него достучаться.`,
  }),
  gateway_is_address: (d) => ({
    en: `The gateway cannot be the controller's own address ${d.address}.`,
    ru: `Шлюз не может совпадать с адресом самого контроллера ${d.address}.`,
  }),
  range_exhausted: (d) => ({
    en:
      `From ${d.start} to the end of ${d.network} there are ${d.free} free addresses, ` +
      `${d.needed} needed. Start lower or use a wider mask.`,
    ru:
      `От ${d.start} до конца сети ${d.network} свободных адресов: ${d.free}, ` +
      `нужно: ${d.needed}. Начните с меньшего адреса или возьмите более широкую маску.`,
  }),
  address_duplicate: (d) => ({
    en: `${d.address} is given to more than one controller: ${d.controllers.join(', ')}.`,
    ru: `${d.address} назначен нескольким контроллерам: ${d.controllers.join(', ')}.`,
  }),
  address_in_use: (d) =>
    forController(
      d.controller,
      `${d.address} is already in use on the network.`,
      `${d.address} уже занят в сети.`,
    ),
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
