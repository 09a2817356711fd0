/**
 * The error a demo fleet fails with when its addresses are taken: plain
 * data of the `fleetInUse` contract (shared/ipc/demo.schema.ts) with the sentence of the app
 * error `demo_addresses_in_use` as its message, so `turnkey simulate --fleet` prints that sentence
 * and the app's demo service can use the fleet already running (docs/decisions.md, "App wiring").
 */
import {
  fleetInUseFailure,
  type FleetInUse,
  type RunningFleet,
} from '../../shared/ipc/demo.schema';
import type { FleetAddress } from './fleet-addresses';

export class FleetInUseError extends Error implements FleetInUse {
  readonly code = 'fleet_in_use' as const;
  readonly addresses: FleetAddress[];
  readonly running?: RunningFleet;

  constructor(addresses: readonly FleetAddress[], running?: RunningFleet) {
    const failure = fleetInUseFailure({
      addresses: [...addresses],
      ...(running ? { running } : {}),
    });
    super(failure.message.en);
    this.name = 'FleetInUseError';
    this.addresses = addresses.map(({ host, port }) => ({ host, port }));
    if (running) this.running = running;
  }
}
