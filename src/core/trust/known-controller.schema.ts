/**
 * The known-controllers file (D14): each trusted controller by its certificate fingerprint, with
 * the address it was last reached at. Only public facts: no password, no token.
 */
import { z } from 'zod';

export const knownController = z.object({
  fingerprint256: z.string().regex(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
  subject: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  /** Where it was last reached; absent once another certificate was trusted at that address. */
  address: z
    .object({ host: z.string().min(1), port: z.number().int().min(1).max(65535) })
    .optional(),
  /** D14: the serial number, where known, shown beside the identity. */
  serial: z.string().optional(),
  name: z.string().optional(),
  /** The login whose password the keychain holds for this controller (`--remember`). */
  login: z.string().optional(),
  trustedAt: z.string(),
  /**
   * Whether a login with the factory account succeeded (true) or a login or a verified change
   * proved it changed (false), and when: kept with the pin, so a login made before the
   * controller is on a site still marks it there (docs/decisions.md, "The state of a site
   * controller").
   */
  factoryPassword: z.boolean().optional(),
  factoryPasswordAt: z.string().optional(),
});
export type KnownController = z.infer<typeof knownController>;

export const knownControllersFile = z.object({
  version: z.literal(1),
  controllers: z.array(knownController),
});
export type KnownControllersFile = z.infer<typeof knownControllersFile>;
