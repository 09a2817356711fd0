/**
 * Bodies of the control channel's commands. `serial` picks one simulator
 * of the process; without it a command applies to all of them.
 */
import { z } from 'zod';
import { MAX_LATENCY_MS } from '../faults/faults';

const serial = z.string().min(1).optional();
const rate = z.number().min(0).max(1).optional();

export const faultsCommand = z.strictObject({
  serial,
  latencyMs: z.number().int().min(0).max(MAX_LATENCY_MS).optional(),
  errorRate: rate,
  resetRate: rate,
});

export const targetCommand = z.strictObject({ serial });

/** A reboot keeps the controller down for `seconds` (at most an hour), then brings it back. */
export const rebootCommand = z.strictObject({ serial, seconds: z.number().min(0).max(3600) });

export const driveCommand = z.strictObject({ serial, connected: z.boolean() });

/** Moves the controller's clock by `skewSeconds` (negative: back), up to ten years either way. */
export const clockCommand = z.strictObject({
  serial,
  skewSeconds: z.number().int().min(-315_360_000).max(315_360_000),
});
