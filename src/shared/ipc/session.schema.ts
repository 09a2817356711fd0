/**
 * `session:login`: log in to a trusted controller (spec 4.1 `POST /login`, D1, D3). The password
 * crosses the bridge once, from the login dialog to main, and never comes back: main keeps the
 * token and, when asked to remember, writes the credentials to the OS keychain (architecture,
 * conventions 3).
 */
import { z } from 'zod';
import { AREAS, type AreaId } from '../api/areas';
import { ROLES, STAFF_FIELD_SETS } from '../api/schemas/people-lists';
import { apiVersion, controllerId } from './controller.schema';
import { defineChannel, defineEvent } from './channel';
import { errorData } from '../errors/error-data';

const AREA_IDS = Object.keys(AREAS) as [AreaId, ...AreaId[]];

/**
 * What the controller offers, detected once per session by core (D11, D12, spec 9): the
 * description version it serves (its firmware era), the state of each area, and the staff field
 * set it speaks. `available` answers; `forbidden` exists but this role may not read it (D2);
 * `missing` is not served by this era; `unknown` the probe failed; `inferred` judged by version.
 */
export const capabilities = z.strictObject({
  apiVersion,
  areas: z.partialRecord(
    z.enum(AREA_IDS),
    z.enum(['available', 'forbidden', 'missing', 'unknown', 'inferred']),
  ),
  staffFieldSet: z.enum(STAFF_FIELD_SETS),
});
export type Capabilities = z.infer<typeof capabilities>;

/** Who is logged in, and until when (D3: `exp`; absent when the controller's `exp` was unusable). */
export const sessionUser = z.strictObject({
  user: z.strictObject({ login: z.string(), role: z.enum(ROLES) }),
  expiresAt: z.iso.datetime().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionLogin = defineChannel('session:login', () => ({
  input: z
    .strictObject({
      controllerId,
      login: z.string().min(1).max(128),
      /** Left out with `useSaved`: main reads the keychain's, and it never reaches the page. */
      password: z.string().min(1).max(1024).optional(),
      /** Log in with the password the OS keychain keeps for this controller and login. */
      useSaved: z.boolean().default(false),
      /** Keep the credentials in the OS keychain for the next login. */
      remember: z.boolean(),
    })
    .refine((input) => input.useSaved || input.password !== undefined, {
      error: 'a password, or useSaved',
      path: ['password'],
    }),
  output: z.strictObject({
    controllerId,
    ...sessionUser.shape,
    capabilities,
    /** True when the password is now in the OS keychain (asked for, and a keychain kept it). */
    remembered: z.boolean(),
    /** Why remembering was asked for but did not happen (no keychain, or it refused). */
    keychainProblem: errorData.optional(),
  }),
}));

/** `session:logout`: forgets the token and the credentials in memory (not the keychain's). */
export const sessionLogout = defineChannel('session:logout', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({ controllerId, loggedOut: z.boolean() }),
}));

/**
 * Whether the OS keychain keeps a password for this controller, and for which login: the login
 * dialog then offers to log in with it (the password itself stays in main).
 */
export const sessionSaved = defineChannel('session:saved', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({ login: z.string().optional(), saved: z.boolean() }),
}));

/**
 * Forgets what Turnkey keeps of a controller: its saved password (`password`), or the controller
 * itself (`controller`: its certificate pin and its saved password).
 */
export const sessionForget = defineChannel('session:forget', () => ({
  input: z.strictObject({ controllerId, what: z.enum(['password', 'controller']) }),
  output: z.strictObject({
    controllerId,
    /** True when the keychain held a saved password, now removed. */
    keychain: z.boolean(),
    pin: z.boolean(),
  }),
}));

/**
 * `session:relogin`: after a restart, and when a site is opened, the shell logs in again in the
 * background to each controller of the site whose password the OS keychain keeps (never to one
 * whose certificate changed, D14; never to one the keychain holds nothing for), and tells the
 * pages how far it is: "Logging in again: 3 of 5" (docs/decisions.md, "Back where you were after
 * a restart"). A refused saved password shows in that controller's own session state.
 */
export const sessionRelogin = defineEvent('session:relogin', () =>
  z.strictObject({
    siteId: z.string().min(1),
    /** The controllers it logs in to: those with a saved password and a trusted certificate. */
    total: z.int().min(0),
    /** Tried so far (each counted once, whatever the answer). */
    done: z.int().min(0),
    loggedIn: z.int().min(0),
    /** The controller refused the saved password. */
    refused: z.int().min(0),
    /** Not reached, or refused for another reason (its certificate, an error). */
    failed: z.int().min(0),
    /** The last event of this pass: the page lets its progress go. */
    finished: z.boolean(),
  }),
);
export type ReloginProgress = z.infer<typeof sessionRelogin.payload>;
