/**
 * "Reach it from this computer" in the app (docs/decisions.md, "Reaching a controller on another
 * network"): the same plan, confirmation, temporary address and removal as `turnkey reach`.
 *
 *   page -> `reach:plan`   { host | serial, port?, interface? } -> reachable already, or the plan
 *   page -> `reach:add`    the confirmed plan's address       -> added, verified, journalled
 *   page -> `reach:list`   {}                                 -> this computer's temporary addresses
 *   page -> `reach:remove` { which: 'all' | one address }     -> what was removed
 *
 * A refusal of the administrator prompt, a missing tool or the tool's own failure is error data
 * (`reach_refused`, `reach_tool_missing`, `reach_failed`) whose details carry `manual`: the
 * command to type by hand.
 */
import { z } from 'zod';
import { ipv4 } from '../api/formats';
import { localizedText } from '../words/localized-text';
import { defineChannel, noInput } from './channel';

const interfaceName = z.string().min(1).max(256);
const port = z.int().min(1).max(65535);
const prefix = z.int().min(8).max(30);

/** A heard controller: its address (as discovery heard it) or its serial, where it was heard. */
export const reachRequest = z
  .strictObject({
    host: ipv4.optional(),
    port: port.optional(),
    serial: z.string().min(1).max(128).optional(),
    interface: interfaceName.optional(),
    /** The controller network's prefix length (default /24: an advert carries no mask). */
    prefix: prefix.optional(),
  })
  .refine((request) => request.host !== undefined || request.serial !== undefined, {
    error: 'name the controller by its address or its serial',
  });
export type ReachRequest = z.input<typeof reachRequest>;

/** The checks that found the address free (free-address.ts). */
export const reachCheck = z.enum(['neighbour_table', 'tcp', 'arp']);

/** The temporary address the engineer confirms: where, for which controller. */
export const reachTarget = z.strictObject({
  /** The controller it is added for: where it answers, and how the journal names it. */
  host: ipv4,
  port,
  label: z.string().min(1).max(256),
  interface: interfaceName,
  address: ipv4,
  prefix,
});
export type ReachTarget = z.infer<typeof reachTarget>;

export const reachPlan = z.strictObject({
  ...reachTarget.shape,
  serial: z.string().max(128).optional(),
  model: z.string().max(128).optional(),
  /** How the controller was heard on `interface`. */
  heardBy: z.enum(['mdns', 'neighbour_table', 'given']),
  mask: z.string(),
  /** The network the address reaches, e.g. 10.99.0.0/24. */
  network: z.string(),
  checks: z.array(reachCheck),
  /** What the address changes on this computer, and when it goes. */
  affects: localizedText,
  /** Whether the system asks for an administrator's password (Turnkey does not run as one). */
  elevation: z.enum(['prompt', 'none']),
  /** What to type as an administrator to add and remove it by hand. */
  manual: z.strictObject({ add: z.string(), remove: z.string() }),
});
export type ReachPlan = z.infer<typeof reachPlan>;

export const reachPlanAnswer = z.discriminatedUnion('reachable', [
  /** A network of this computer holds it already: nothing to add. */
  z.strictObject({ reachable: z.literal(true), host: ipv4, interface: interfaceName }),
  z.strictObject({ reachable: z.literal(false), plan: reachPlan }),
]);
export type ReachPlanAnswer = z.infer<typeof reachPlanAnswer>;

/** One temporary address of this computer, as its record keeps it (core/reach/address-record.ts). */
export const temporaryAddress = z.strictObject({
  interface: interfaceName,
  address: ipv4,
  prefix: z.int().min(1).max(32),
  /** ISO 8601 instant. */
  addedAt: z.string(),
  /** Added by this run of Turnkey: removed when it closes. */
  thisRun: z.boolean(),
  controller: z.string().max(256).optional(),
  siteId: z.string().max(128).optional(),
});
export type TemporaryAddressView = z.infer<typeof temporaryAddress>;

export const reachAdded = z.strictObject({
  address: temporaryAddress,
  /** The controller accepted a connection on its port once the address was there. */
  verified: z.boolean(),
  /** Written on the open site's journal (no site open: not journalled). */
  journalled: z.boolean(),
  /** What happened, in one sentence. */
  summary: localizedText,
});
export type ReachAdded = z.infer<typeof reachAdded>;

export const reachRemoval = z.strictObject({
  address: temporaryAddress,
  /** Removed now, or already gone (only struck off the record). */
  outcome: z.enum(['removed', 'gone']),
});
export type ReachRemoval = z.infer<typeof reachRemoval>;

export const reachPlanChannel = defineChannel('reach:plan', () => ({
  input: reachRequest,
  output: reachPlanAnswer,
}));

export const reachAddChannel = defineChannel('reach:add', () => ({
  input: z.strictObject({ plan: reachTarget }),
  output: reachAdded,
}));

export const reachListChannel = defineChannel('reach:list', () => ({
  input: noInput,
  output: z.strictObject({ addresses: z.array(temporaryAddress) }),
}));

export const reachRemoveChannel = defineChannel('reach:remove', () => ({
  input: z.strictObject({
    which: z.union([z.literal('all'), z.strictObject({ interface: interfaceName, address: ipv4 })]),
  }),
  output: z.strictObject({ removed: z.array(reachRemoval) }),
}));

export const REACH_CHANNELS = [
  reachPlanChannel,
  reachAddChannel,
  reachListChannel,
  reachRemoveChannel,
] as const;
