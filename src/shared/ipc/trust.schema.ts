/**
 * Trust on first use (D14). `trust:probe` reads the certificate a controller presents now, for
 * the trust dialog: the user compares its fingerprint with the controller's label. `trust:accept`
 * pins it; main pins it only if the controller still presents exactly that certificate, so the
 * page cannot pin a fingerprint it made up.
 */
import { z } from 'zod';
import {
  certificateInfo,
  controllerAddress,
  controllerId,
  fingerprint256,
  trustState,
} from './controller.schema';
import { defineChannel } from './channel';

export const trustProbe = defineChannel('trust:probe', () => ({
  input: z.strictObject({ address: controllerAddress }),
  output: z.strictObject({
    /** The id the shell knows this certificate by from now on (its fingerprint, D14). */
    controllerId,
    address: controllerAddress,
    certificate: certificateInfo,
    /** Against the known controllers: `changed` when this address is pinned to another one. */
    trust: trustState,
    /** The fingerprint pinned at this address until now, for a changed certificate. */
    pinned: fingerprint256.optional(),
  }),
}));

export const trustAccept = defineChannel('trust:accept', () => ({
  input: z.strictObject({
    controllerId,
    /** The fingerprint the user saw and compared. */
    fingerprint256,
    /**
     * Must be true to replace an existing pin (a changed certificate): replacing is a separate,
     * explicit choice, never a side effect of trusting.
     */
    replace: z.boolean().default(false),
  }),
  output: z.strictObject({
    controllerId,
    fingerprint256,
    /** ISO 8601 instant the pin was written. */
    trustedAt: z.iso.datetime(),
  }),
}));
