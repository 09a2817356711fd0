/**
 * The state of one site controller, as every screen, the CLI and the handover report show it
 * (docs/decisions.md, "The state of a site controller"). It is derived in one place
 * (shared/state/controller-state.ts) from what was last read or verified, so no two views of a
 * controller can disagree.
 */
import { z } from 'zod';
import { ROLES } from '../api/schemas/people-lists';
import { controllerAddress, fingerprint256, trustState } from './controller.schema';

/** The areas whose last verified state a controller shows, named by what a wizard changes. */
export const VERIFIED_AREAS = [
  'password',
  'network',
  'time',
  'accessPoints',
  'vpn',
  'migration',
  'transfer',
  'backup',
] as const;
export const verifiedArea = z.enum(VERIFIED_AREAS);
export type VerifiedArea = z.infer<typeof verifiedArea>;

/** The last verified (read back) or failed change of one area. */
export const areaCheck = z.strictObject({
  at: z.string(),
  outcome: z.enum(['verified', 'failed']),
});
export type AreaCheck = z.infer<typeof areaCheck>;

export const controllerState = z.strictObject({
  /** The certificate it presents now against the pin (D14). */
  identity: z.strictObject({
    state: trustState,
    /** The certificate seen instead of the pin, when it changed. */
    presented: fingerprint256.optional(),
    /** When the changed certificate was first seen. */
    since: z.string().optional(),
  }),
  /** Whether it answered the last time this computer tried (a TLS handshake or a call). */
  reach: z.strictObject({
    state: z.enum(['answers', 'silent', 'unknown']),
    /** When it last answered, or since when it has been silent. */
    since: z.string().optional(),
    /** Where discovery saw its certificate answer instead of its address. */
    movedTo: controllerAddress.optional(),
  }),
  /** This shell's session with it: `ended` when its certificate changed, `refused` at login. */
  session: z.strictObject({
    state: z.enum(['logged_in', 'ended', 'refused', 'none']),
    login: z.string().max(128).optional(),
    role: z.enum(ROLES).optional(),
  }),
  /**
   * Whether the factory account still lets anyone in: `in_use` after any login with it
   * succeeded, `changed` after a verified change (or a login proving otherwise), `not_checked`
   * until then, `cannot_change` where the firmware has no section for its accounts.
   */
  factoryPassword: z.strictObject({
    state: z.enum(['in_use', 'changed', 'not_checked', 'cannot_change']),
    at: z.string().optional(),
    /** Where it cannot be changed here: whether the factory account was seen to let anyone in. */
    works: z.boolean().optional(),
  }),
  /** The last verified or failed change of each area, newest known. */
  areas: z.partialRecord(verifiedArea, areaCheck),
  /** Why wizards and batch actions refuse it now, if they do. */
  refusal: z.enum(['certificate_changed']).optional(),
});
export type ControllerState = z.infer<typeof controllerState>;
