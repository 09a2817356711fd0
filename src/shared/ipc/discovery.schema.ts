/**
 * Discovery: the laptop's interfaces, and the search for controllers as a long task
 * (task.schema.ts) with live progress, cancel, and a result that says what was found and, when
 * something is missing, why it may not have been found. Three methods (an HTTPS sweep, mDNS per
 * D15, a controller's own search per spec 4.12), merged by certificate fingerprint (D14).
 */
import { z } from 'zod';
import { cidr } from '../api/formats';
import {
  LARGE_RANGE_PREFIX,
  MAX_RANGE_ADDRESSES,
  MIN_PREFIX_LENGTH,
  isLargeRange,
  parseSweepRange,
} from './sweep-range';
import { defineChannel, noInput } from './channel';
import {
  certificateInfo,
  controllerAddress,
  controllerId,
  controllerSummary,
  fingerprint256,
  trustState,
} from './controller.schema';
import {
  discoveryDiagnosis,
  discoveryFinding,
  inactiveInterface,
  networkInterface,
} from './discovery-diagnosis.schema';
import { defineTask } from './task.schema';

export * from './discovery-diagnosis.schema';

export const discoveryInterfaces = defineChannel('discovery:interfaces', () => ({
  input: noInput,
  output: z.strictObject({
    interfaces: z.array(networkInterface),
    inactive: z.array(inactiveInterface),
  }),
}));

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

export {
  DEFAULT_SWEEP_PORTS,
  LARGE_RANGE_PREFIX,
  MIN_PREFIX_LENGTH,
  isLargeRange,
  parseSweepRange,
} from './sweep-range';

const RANGE_PROBLEMS = {
  format: 'must be an IPv4 address, a network a.b.c.d/n or a range a.b.c.d-e.f.g.h',
  reversed: 'its last address comes before its first',
  too_large: `must hold at most a /${MIN_PREFIX_LENGTH} (${MAX_RANGE_ADDRESSES} addresses)`,
} as const;

/** One range a search accepts: an address, a CIDR network or an a-b range (sweep-range.ts). */
export const sweepRange = z.string().superRefine((value, ctx) => {
  const parsed = parseSweepRange(value);
  if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: RANGE_PROBLEMS[parsed] });
});

/** TCP ports to probe; controllers answer on 443, some on 8443. */
export const sweepPorts = z.array(z.int().min(1).max(65535)).min(1).max(8);

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
          message: `${range} holds more addresses than a /${LARGE_RANGE_PREFIX}: confirm with allowLargeRanges`,
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
  /**
   * Controllers found or changed (another address, method or warning) since the previous event,
   * so the page lists each one the moment this computer's probe confirms it. The result's list
   * is the final word.
   */
  controllers: z.array(discoveredController),
  elapsedMs: z.int().min(0),
});
export type DiscoveryProgress = z.infer<typeof discoveryProgress>;

export const discoveryResult = z.strictObject({
  /**
   * True when the search was cancelled: everything below is what it had found by then (the
   * diagnosis says `cancelled` too), and a range may not have been swept to its end.
   */
  partial: z.boolean(),
  controllers: z.array(discoveredController),
  reported: z.array(reportedController),
  otherDevices: z.array(otherDevice),
  findings: z.array(discoveryFinding),
  diagnosis: discoveryDiagnosis,
});
export type DiscoveryResult = z.infer<typeof discoveryResult>;

export const discoveryTask = defineTask('discovery', () => ({
  input: discoveryInput,
  progress: discoveryProgress,
  result: discoveryResult,
}));
