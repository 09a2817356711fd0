/**
 * What the transfer benchmark and its measured child process (transfer-child.ts) tell each
 * other over the IPC channel: where the controllers are, each phase boundary as it passes, and
 * the figures at the end.
 */
import type { TransferReport } from '../../src/shared/ipc/transfer.schema';

/** The phases in the order they run; `setup` (site, logins) is not part of the transfer. */
export const TRANSFER_PHASES = ['setup', 'snapshot', 'dryRun', 'write', 'verify'] as const;
export type TransferPhase = (typeof TRANSFER_PHASES)[number];

export interface ControllerAt {
  host: string;
  port: number;
  fingerprint: string;
  serial: string;
}

export interface ChildInput {
  source: ControllerAt;
  target: ControllerAt;
  admin: { login: string; password: string };
}

export interface PhaseFigures {
  ms: number;
  /** CPU time of the measured process (user and system, all its threads). */
  cpuMs: number;
  /** Its peak resident memory so far (VmHWM). */
  hwmKiB: number;
}

export interface ChildResult {
  phases: Record<TransferPhase, PhaseFigures>;
  /** Resident memory once the site was open and both controllers logged in. */
  baselineKiB: number;
  /** Peak resident memory of the whole run (VmHWM). */
  peakKiB: number;
  state: string;
  error: string | null;
  report: TransferReport;
  /** Apart from the transfer: the source's counts read alone, the snapshot opened alone. */
  countMs: number;
  openMs: number;
}

export type ChildMessage =
  { kind: 'mark'; phase: TransferPhase } | { kind: 'result'; result: ChildResult };
