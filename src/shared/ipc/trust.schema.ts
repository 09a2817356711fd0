/**
 * `trust:accept`: trust on first use (D14). The user compares the fingerprint shown in the trust
 * dialog with the controller's label and accepts; main pins it only if the controller still
 * presents exactly that certificate, so the page cannot pin a fingerprint it made up.
 */
import { z } from 'zod';
import { controllerId, fingerprint256 } from './controller.schema';
import { defineChannel } from './channel';

export const trustAccept = defineChannel('trust:accept', {
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
});
