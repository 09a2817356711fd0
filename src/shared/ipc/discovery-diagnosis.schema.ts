/**
 * What the laptop saw during discovery, apart from the controllers themselves: its interfaces and
 * why some are not swept, per-range and per-method reports, and the "why not found" findings the
 * screen explains in the user's language.
 */
import { z } from 'zod';
import { cidr, ipv4 } from '../api/formats';
import { parseSweepRange } from './sweep-range';

/** A range as the search was asked for it: an address, a network or an a-b range. */
const searchedRange = z
  .string()
  .refine((text) => typeof parseSweepRange(text) !== 'string', { error: 'not a search range' });
import { controllerAddress } from './controller.schema';

/** Why an interface's network is not swept unless the user types it. */
export const interfaceSkipReason = z.enum([
  /** 127.0.0.0/8: only this computer; type a range inside it to sweep it (the demo site). */
  'loopback',
  /** 169.254.0.0/16: no DHCP answered; controllers are not found there by address. */
  'link_local',
  /** Wider than a sweep takes without confirmation (see LARGE_RANGE_PREFIX). */
  'too_large',
]);
export type InterfaceSkipReason = z.infer<typeof interfaceSkipReason>;

/** One IPv4 interface of the laptop (controllers and controller_search speak IPv4 CIDR). */
export const networkInterface = z.strictObject({
  /** As the OS names it, so a VM or VPN adapter is recognisable (eth0, vboxnet0, utun3). */
  name: z.string(),
  address: ipv4,
  /** The network the interface is on, e.g. 192.168.1.0/24: the default range to sweep. */
  network: cidr,
  internal: z.boolean(),
  /** Addresses a sweep of `network` probes. */
  hosts: z.int().min(0),
  /** Present when a default sweep leaves this network out, and why. */
  skipped: interfaceSkipReason.optional(),
});
export type NetworkInterface = z.infer<typeof networkInterface>;

/** An interface that has no IPv4 address to sweep from. */
export const inactiveInterface = z.strictObject({
  name: z.string(),
  /** `down`: the link is down (cable, Wi-Fi off); `no_ipv4`: up, but IPv6 only or unconfigured. */
  reason: z.enum(['down', 'no_ipv4']),
});
export type InactiveInterface = z.infer<typeof inactiveInterface>;

/** What the sweep of one range saw, host by host (each host counted once, best answer first). */
export const rangeReport = z.strictObject({
  range: searchedRange,
  /** The interface on whose network the range lies, if any. */
  interface: z.string().optional(),
  /** On one of this computer's networks; otherwise only reachable through a router. */
  local: z.boolean(),
  hosts: z.int().min(0),
  /** Hosts whose every port has been probed (less than `hosts` when cancelled). */
  probed: z.int().min(0),
  controllers: z.int().min(0),
  /** Answered on a port, but not as a controller (otherDevices). */
  otherDevices: z.int().min(0),
  /** Up, but refused every port: nothing listens there. */
  refused: z.int().min(0),
  /** Said unreachable (ICMP, no route, no ARP answer in time). */
  unreachable: z.int().min(0),
  /** Neither answered nor refused within the time limit: absent, or a firewall drops. */
  silent: z.int().min(0),
  /** Local errors (out of sockets, ...). */
  failed: z.int().min(0),
});
export type RangeReport = z.infer<typeof rangeReport>;

export const mdnsReport = z.strictObject({
  /** `off`: not asked for; `failed`: could not listen (the error says why). */
  state: z.enum(['answered', 'silent', 'off', 'failed']),
  /** Adverts of `_https._tcp` with TXT api=/api/v1 (D15). */
  answers: z.int().min(0),
  confirmed: z.int().min(0),
  /** Adverts of `_https._tcp` for something else (printers, NAS): not probed. */
  ignored: z.int().min(0),
  firstAnswerMs: z.int().min(0).optional(),
  error: z.string().optional(),
});
export type MdnsReport = z.infer<typeof mdnsReport>;

export const searchReport = z.strictObject({
  via: controllerAddress,
  network: cidr,
  state: z.enum(['done', 'failed', 'timeout', 'cancelled']),
  reported: z.int().min(0),
  error: z.string().optional(),
});
export type SearchReport = z.infer<typeof searchReport>;

/** The detail behind the findings: per interface, range, method. */
export const discoveryDiagnosis = z.strictObject({
  interfaces: z.array(networkInterface),
  inactive: z.array(inactiveInterface),
  ports: z.array(z.int().min(1).max(65535)),
  ranges: z.array(rangeReport),
  mdns: mdnsReport,
  searches: z.array(searchReport),
  elapsedMs: z.int().min(0),
  /** Stopped early: the counts are what was seen until then. */
  cancelled: z.boolean(),
});
export type DiscoveryDiagnosis = z.infer<typeof discoveryDiagnosis>;

/**
 * "Why not found": what the search noticed that could explain a missing controller, each with
 * what it concerns; the page explains each kind in the user's language.
 */
export const discoveryFinding = z.discriminatedUnion('kind', [
  /** The laptop has no IPv4 interface up besides loopback. */
  z.strictObject({ kind: z.literal('no_interfaces') }),
  /** An interface's network was not swept (loopback, link-local, too large). */
  z.strictObject({
    kind: z.literal('interface_skipped'),
    name: z.string(),
    network: cidr,
    reason: interfaceSkipReason,
  }),
  /** An interface without an IPv4 address (link down, or IPv6 only). */
  z.strictObject({
    kind: z.literal('interface_inactive'),
    name: z.string(),
    reason: inactiveInterface.shape.reason,
  }),
  /** A range is on none of the laptop's interfaces: it is reachable only through a router. */
  z.strictObject({ kind: z.literal('range_not_local'), range: searchedRange }),
  /** Addresses that neither answered nor refused within the time limit (a firewall, a VLAN). */
  z.strictObject({ kind: z.literal('silent_hosts'), range: searchedRange, count: z.int().min(1) }),
  /** Hosts that are up but refused every probed port: a controller there uses another port. */
  z.strictObject({
    kind: z.literal('refused_hosts'),
    range: searchedRange,
    count: z.int().min(1),
    ports: z.array(z.int().min(1).max(65535)),
  }),
  /**
   * This computer's neighbour (ARP) table could not be read: every silent address on its own
   * networks cost the whole connect time limit, so the sweep was slower (said once per search).
   */
  z.strictObject({ kind: z.literal('neighbour_table_unreadable') }),
  /** No controller answered mDNS (D15): multicast may be filtered on this network. */
  z.strictObject({ kind: z.literal('mdns_silent') }),
  /** mDNS could not be used at all (port 5353 taken, no multicast route). */
  z.strictObject({ kind: z.literal('mdns_failed'), reason: z.string() }),
  /** A controller advertised itself, but the probe of its address failed (D15). */
  z.strictObject({
    kind: z.literal('mdns_unconfirmed'),
    name: z.string(),
    address: controllerAddress,
    reason: z.string(),
  }),
  /** Something answers HTTPS there but is not a controller API (D15 probe of /api/v1). */
  z.strictObject({
    kind: z.literal('not_controller'),
    address: controllerAddress,
    reason: z.string(),
  }),
  /** A controller's search (spec 4.12) failed or did not finish. */
  z.strictObject({
    kind: z.literal('search_failed'),
    via: controllerAddress,
    network: cidr,
    reason: z.string(),
  }),
]);
export type DiscoveryFinding = z.infer<typeof discoveryFinding>;
