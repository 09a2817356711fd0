/**
 * What the control channel can do to one simulated controller, and what
 * it reports about it. `SimulatorControl` implements it for a `Simulator`.
 */
import type { FaultSettings } from '../faults/faults';

export interface TargetState {
  serial: string;
  /** Listening now (false while rebooting or stopped). */
  up: boolean;
  url: string | null;
  firmware: string;
  staffFields: string;
  faults: FaultSettings;
  drive: { connected: boolean };
  /** The controller's clock offset from the host clock, and its time zone; null while down. */
  clock: { offsetSeconds: number; timeZone: string } | null;
  migration: { status: string; isRunning: boolean } | null;
}

export interface ControlTarget {
  readonly serial: string;
  state(): TargetState;
  setFaults(patch: Partial<FaultSettings>): void;
  /** Ends every session; answers how many there were. Fails while down. */
  expireTokens(): number;
  /** Goes down now, comes back after `seconds` with its data; resolves when back. */
  reboot(seconds: number): Promise<void>;
  setDrive(connected: boolean): void;
  /** Moves the controller's clock by `seconds`; answers the new offset in seconds. Fails while down. */
  skewClock(seconds: number): Promise<number>;
}
