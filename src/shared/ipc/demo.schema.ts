/**
 * `demo:start`: when a sweep finds nothing, the app offers a demo site so a new user sees a
 * working site at once. Main starts a fleet of controller simulators on loopback (their data in
 * the app data folder's `demo/`, reused at the next start) and answers with the range and ports
 * to sweep; the page then runs an ordinary discovery of them. Starting it again while it runs
 * answers the same.
 *
 * Also the contract between the demo fleet (simulator) and its starters (the app's demo service,
 * `turnkey simulate --fleet`) for when the fleet's addresses are taken: `fleetInUse` says by
 * whom, so neither shows a bare `EADDRINUSE` (docs/decisions.md, "App wiring").
 */
import { z } from 'zod';
import { cidr } from '../api/formats';
import { appFailureData } from '../errors/app-failures';
import { defineChannel } from './channel';
import { sweepPorts } from './discovery.schema';
import type { ErrorData } from '../errors/error-data';

export const demoStart = defineChannel('demo:start', () => ({
  input: z.strictObject({
    /** How many simulated controllers; the demo service picks its default when absent. */
    size: z.int().min(1).max(64).optional(),
  }),
  output: z.strictObject({
    /** Loopback networks holding the fleet's addresses, to hand to `discovery:start`. */
    ranges: z.array(cidr).min(1).max(16),
    /** The ports its controllers listen on, to hand to `discovery:start` too. */
    ports: sweepPorts,
    controllers: z.int().min(1),
  }),
}));

const fleetAddress = z.strictObject({ host: z.string().min(1), port: z.int().min(0).max(65535) });

/** One controller of a demo fleet, as its announcement file names it. */
export const fleetMember = z.strictObject({
  serial: z.string().min(1),
  host: z.string().min(1),
  port: z.int().min(1).max(65535),
  fingerprint256: z.string().min(1),
});

/** A demo fleet already running, as its control channel and its announcement file tell it. */
export const runningFleet = z.strictObject({
  /** The process that runs it. */
  pid: z.int().min(1),
  /** Its control channel (loopback HTTP). */
  controlUrl: z.string().min(1),
  controllers: z.array(fleetMember.extend({ up: z.boolean() })).min(1),
});
export type RunningFleet = z.infer<typeof runningFleet>;

/**
 * What a demo fleet reports when it cannot start because its addresses (or its data folder) are
 * taken: the addresses it wanted, and the demo fleet holding them when its control channel
 * answers (absent: some other program holds them). Not strict: it is read from an Error.
 */
export const fleetInUse = z.object({
  code: z.literal('fleet_in_use'),
  addresses: z.array(fleetAddress).min(1),
  running: runningFleet.optional(),
});
export type FleetInUse = z.infer<typeof fleetInUse>;

/** The app error telling who holds the fleet's addresses, in both languages. */
export function fleetInUseFailure(inUse: Omit<FleetInUse, 'code'>): ErrorData {
  const held = inUse.running?.controllers ?? inUse.addresses;
  return appFailureData('demo_addresses_in_use', {
    hosts: held.map((a) => a.host),
    ports: held.map((a) => a.port),
    ...(inUse.running ? { pid: inUse.running.pid, controlUrl: inUse.running.controlUrl } : {}),
  });
}
