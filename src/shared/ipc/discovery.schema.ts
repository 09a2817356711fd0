/**
 * Discovery: the laptop's interfaces, and the search for controllers as a long task
 * (task.schema.ts) with live progress, cancel, and a result that says what was found and, when
 * something is missing, why it may not have been found. Three methods (an HTTPS sweep, mDNS per
 * D15, a controller's own search per spec 4.12), merged by certificate fingerprint (D14).
 */
import { z } from 'zod';
import { cidr, ipv4 } from '../api/formats';
import { defineChannel, noInput } from './channel';
import {
  certificateInfo,
  controllerAddress,
  controllerId,
  controllerSummary,
  fingerprint256,
  trustState,
} from './controller.schema';
import { defineTask } from './task.schema';

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

export const discoveryInterfaces = defineChannel('discovery:interfaces', {
  input: noInput,
  output: z.strictObject({
    interfaces: z.array(networkInterface),
    inactive: z.array(inactiveInterface),
  }),
});

/** How a controller was found: an HTTPS sweep, mDNS (D15) or a controller's own search (4.12). */
export const discoveryMethod = z.enum(['sweep', 'mdns', 'controller_search']);
export type DiscoveryMethod = z.infer<typeof discoveryMethod>;

/** What the user should look at before trusting or logging in. */
export const discoveryWarning = z.discriminatedUnion('kind', [
  /** A trusted controller (same certificate) answered at another address than the pinned one. */
  z.strictObject({ kind: z.literal('moved'), previousAddress: controllerAddress }),
  /**
   * An address pinned to another certificate now presents this one, and the pinned controller
   * answered nowhere in this search: a reset or replaced controller, or an impostor (D14).
   */
  z.strictObject({ kind: z.literal('certificate_changed'), pinned: fingerprint256 }),
  /** Two certificates answered at one address during the search (factory-default duplicates). */
  z.strictObject({
    kind: z.literal('duplicate_address'),
    address: controllerAddress,
    other: fingerprint256,
  }),
]);
export type DiscoveryWarning = z.infer<typeof discoveryWarning>;

/** One controller, keyed by its certificate fingerprint (D14); `id` is the fingerprint. */
export const discoveredController = z.strictObject({
  ...controllerSummary.shape,
  /** Every address it answered at; `address` is the one to use (seen by this computer). */
  addresses: z.array(controllerAddress).min(1),
  methods: z.array(discoveryMethod).min(1),
  warnings: z.array(discoveryWarning),
  /** Read by this computer's own probe: every entry here is reachable from it. */
  certificate: certificateInfo,
});
export type DiscoveredController = z.infer<typeof discoveredController>;

/**
 * A controller another controller's search reported (spec 4.12) that this computer could not
 * reach itself (another subnet or VLAN): listed, but it cannot be trusted or logged into from here.
 */
export const reportedController = z.strictObject({
  /** When the searching controller reports it; merged with the other methods by it. */
  fingerprint256: fingerprint256.optional(),
  address: controllerAddress,
  serial: z.string().max(128).optional(),
  model: z.string().max(128).optional(),
  firmware: z.string().max(32).optional(),
  /** The controller whose search reported it. */
  via: controllerAddress,
  /** Known only with a fingerprint. */
  trust: trustState.optional(),
  warnings: z.array(discoveryWarning),
});
export type ReportedController = z.infer<typeof reportedController>;

/** Something that answered on a probed port but is not a controller API (D15 probe). */
export const otherDevice = z.strictObject({
  address: controllerAddress,
  /** `other_https`: TLS and HTTP, not the controller API; `not_https`: TCP only, no TLS. */
  kind: z.enum(['other_https', 'not_https']),
  /** What it answered, e.g. "HTTP 200 text/html". */
  reason: z.string(),
  fingerprint256: fingerprint256.optional(),
  subject: z.string().optional(),
  methods: z.array(discoveryMethod).min(1),
});
export type OtherDevice = z.infer<typeof otherDevice>;

/** What the sweep of one range saw, host by host (each host counted once, best answer first). */
export const rangeReport = z.strictObject({
  range: cidr,
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
  z.strictObject({ kind: z.literal('range_not_local'), range: cidr }),
  /** Addresses that neither answered nor refused within the time limit (a firewall, a VLAN). */
  z.strictObject({ kind: z.literal('silent_hosts'), range: cidr, count: z.int().min(1) }),
  /** Hosts that are up but refused every probed port: a controller there uses another port. */
  z.strictObject({
    kind: z.literal('refused_hosts'),
    range: cidr,
    count: z.int().min(1),
    ports: z.array(z.int().min(1).max(65535)),
  }),
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

/** Largest range one sweep accepts: a /16 is already 65,534 addresses. */
export const MIN_PREFIX_LENGTH = 16;
/** Ranges wider than this (more than 4,094 addresses) need `allowLargeRanges`. */
export const LARGE_RANGE_PREFIX = 20;

/** One network a sweep accepts: IPv4 CIDR, no wider than MIN_PREFIX_LENGTH. */
export const sweepRange = cidr.refine((value) => Number(value.split('/')[1]) >= MIN_PREFIX_LENGTH, {
  error: `must be a /${MIN_PREFIX_LENGTH} or smaller network`,
});

/** True when sweeping `range` needs the explicit large-range confirmation. */
export function isLargeRange(range: string): boolean {
  return Number(range.split('/')[1]) < LARGE_RANGE_PREFIX;
}

/** TCP ports to probe; controllers answer on 443, some on 8443. */
export const sweepPorts = z.array(z.int().min(1).max(65535)).min(1).max(8);
export const DEFAULT_SWEEP_PORTS = [443, 8443] as const;

export const discoveryInput = z
  .strictObject({
    /** Networks to sweep besides the laptop's own (unless `localNetworks` is false). */
    ranges: z.array(sweepRange).max(16),
    /** Sweep the networks of the laptop's interfaces too. */
    localNetworks: z.boolean().default(true),
    /** Must be true to sweep a range wider than a /LARGE_RANGE_PREFIX. */
    allowLargeRanges: z.boolean().default(false),
    ports: sweepPorts.optional(),
    mdns: z.boolean().default(true),
    /** Searches run by controllers the user is logged into (spec 4.12). */
    controllerSearch: z
      .array(z.strictObject({ controllerId, network: cidr }))
      .max(16)
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.allowLargeRanges) return;
    input.ranges.forEach((range, index) => {
      if (isLargeRange(range)) {
        ctx.addIssue({
          code: 'custom',
          path: ['ranges', index],
          message: `${range} is wider than a /${LARGE_RANGE_PREFIX}: confirm with allowLargeRanges`,
        });
      }
    });
  });
export type DiscoveryInput = z.input<typeof discoveryInput>;

export const discoveryProgress = z.strictObject({
  phase: z.enum(['sweep', 'mdns', 'controller_search', 'confirm']),
  /** Addresses probed so far, of `total` in this sweep. */
  probed: z.int().min(0),
  total: z.int().min(0),
  /** Controllers found so far, by every method. */
  found: z.int().min(0),
  elapsedMs: z.int().min(0),
});
export type DiscoveryProgress = z.infer<typeof discoveryProgress>;

export const discoveryResult = z.strictObject({
  controllers: z.array(discoveredController),
  reported: z.array(reportedController),
  otherDevices: z.array(otherDevice),
  findings: z.array(discoveryFinding),
  diagnosis: discoveryDiagnosis,
});
export type DiscoveryResult = z.infer<typeof discoveryResult>;

export const discoveryTask = defineTask('discovery', {
  input: discoveryInput,
  progress: discoveryProgress,
  result: discoveryResult,
});
