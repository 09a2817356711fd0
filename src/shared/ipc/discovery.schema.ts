/**
 * Discovery: the laptop's interfaces, and the sweep as a long task (task.schema.ts) with live
 * progress, cancel, and a result that says what was found and, when something is missing, why
 * it may not have been found. Methods and warnings follow D14 and D15 and spec 4.12 (controller
 * search).
 */
import { z } from 'zod';
import { cidr, ipv4 } from '../api/formats';
import { defineChannel, noInput } from './channel';
import {
  certificateInfo,
  controllerAddress,
  controllerSummary,
  fingerprint256,
} from './controller.schema';
import { defineTask } from './task.schema';

/** One IPv4 interface of the laptop (controllers and controller_search speak IPv4 CIDR). */
export const networkInterface = z.strictObject({
  name: z.string(),
  address: ipv4,
  /** The network the interface is on, e.g. 192.168.1.0/24: the default range to sweep. */
  network: cidr,
  internal: z.boolean(),
});
export type NetworkInterface = z.infer<typeof networkInterface>;

export const discoveryInterfaces = defineChannel('discovery:interfaces', {
  input: noInput,
  output: z.strictObject({ interfaces: z.array(networkInterface) }),
});

/** How a controller was found: an HTTPS sweep, mDNS (D15) or a controller's own search (4.12). */
export const discoveryMethod = z.enum(['sweep', 'mdns', 'controller_search']);
export type DiscoveryMethod = z.infer<typeof discoveryMethod>;

/** What the user should look at before trusting or logging in. */
export const discoveryWarning = z.discriminatedUnion('kind', [
  /** The same certificate was pinned at another address. */
  z.strictObject({ kind: z.literal('moved'), previousAddress: controllerAddress }),
  /** The address has a pin, but the controller now presents another certificate (D14). */
  z.strictObject({ kind: z.literal('certificate_changed'), pinned: fingerprint256 }),
  /** Two controllers answered at one address (an address conflict on site). */
  z.strictObject({ kind: z.literal('duplicate_address'), other: fingerprint256 }),
]);
export type DiscoveryWarning = z.infer<typeof discoveryWarning>;

export const discoveredController = z.strictObject({
  ...controllerSummary.shape,
  methods: z.array(discoveryMethod).min(1),
  warnings: z.array(discoveryWarning),
  certificate: certificateInfo,
});
export type DiscoveredController = z.infer<typeof discoveredController>;

/**
 * "Why not found": what the sweep noticed that could explain a missing controller, each with
 * what it concerns; the page explains each kind in the user's language.
 */
export const discoveryFinding = z.discriminatedUnion('kind', [
  /** The laptop has no IPv4 interface up besides loopback. */
  z.strictObject({ kind: z.literal('no_interfaces') }),
  /** A range is on none of the laptop's interfaces: it is reachable only through a router. */
  z.strictObject({ kind: z.literal('range_not_local'), range: cidr }),
  /** Addresses that neither answered nor refused within the time limit (a firewall, a VLAN). */
  z.strictObject({ kind: z.literal('silent_hosts'), range: cidr, count: z.int().min(1) }),
  /** No controller answered mDNS (D15): multicast may be filtered on this network. */
  z.strictObject({ kind: z.literal('mdns_silent') }),
  /** Something answers HTTPS there but is not a controller API (D15 probe of /api/v1). */
  z.strictObject({
    kind: z.literal('not_controller'),
    address: controllerAddress,
    reason: z.string(),
  }),
]);
export type DiscoveryFinding = z.infer<typeof discoveryFinding>;

/** Largest range one sweep accepts: a /16 is already 65,534 addresses. */
export const MIN_PREFIX_LENGTH = 16;

/** One network a sweep accepts: IPv4 CIDR, no wider than MIN_PREFIX_LENGTH. */
export const sweepRange = cidr.refine((value) => Number(value.split('/')[1]) >= MIN_PREFIX_LENGTH, {
  error: `must be a /${MIN_PREFIX_LENGTH} or smaller network`,
});

export const discoveryTask = defineTask('discovery', {
  input: z.strictObject({
    /** Networks to sweep; empty means the networks of the laptop's interfaces. */
    ranges: z.array(sweepRange).max(16),
  }),
  progress: z.strictObject({
    phase: z.enum(['sweep', 'mdns', 'controller_search', 'confirm']),
    /** Addresses probed so far, of `total` in this sweep. */
    probed: z.int().min(0),
    total: z.int().min(0),
    found: z.int().min(0),
  }),
  result: z.strictObject({
    controllers: z.array(discoveredController),
    findings: z.array(discoveryFinding),
  }),
});
