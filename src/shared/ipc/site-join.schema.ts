/**
 * `site:join`: one found controller brought onto the site in one step from the search (the
 * engineer compared every certificate once, then typed one login for all): its certificate
 * pinned when it is still the one compared (D14), a login (the typed password, or the keychain's
 * when asked and it keeps one), and the controller put on the open site, a site being made
 * with today's name when none is open (docs/decisions.md, "Trust and log in from the search").
 * A refused login does not undo the rest: it comes back as this controller's session problem.
 */
import { z } from 'zod';
import { defineChannel } from './channel';
import { controllerId, fingerprint256 } from './controller.schema';
import { errorData } from '../errors/error-data';
import { capabilities, sessionUser } from './session.schema';
import { siteSummary } from './site.schema';

export const joinLogin = z
  .strictObject({
    login: z.string().min(1).max(128),
    /** The password typed once for the whole batch; never comes back. */
    password: z.string().min(1).max(1024).optional(),
    /** Log in with the keychain's password for this login when it keeps one. */
    preferSaved: z.boolean().default(false),
    /** Keep a typed password in the OS keychain for the next login. */
    remember: z.boolean(),
  })
  .refine((login) => login.preferSaved || login.password !== undefined, {
    error: 'a password, or preferSaved',
    path: ['password'],
  });
export type JoinLogin = z.infer<typeof joinLogin>;

export const joinSession = z.discriminatedUnion('ok', [
  z.strictObject({
    ok: z.literal(true),
    ...sessionUser.shape,
    capabilities,
    /** The keychain's password was used. */
    saved: z.boolean(),
    remembered: z.boolean(),
  }),
  z.strictObject({ ok: z.literal(false), error: errorData }),
]);
export type JoinSession = z.infer<typeof joinSession>;

export const siteJoin = defineChannel('site:join', () => ({
  input: z.strictObject({
    controllerId,
    /** The fingerprint the engineer compared with the device's label. */
    fingerprint256,
    login: joinLogin,
  }),
  output: z.strictObject({
    controllerId,
    site: siteSummary,
    /** No site was open: this one was made for it. */
    siteMade: z.boolean(),
    /** Its certificate was pinned by this step, or had been before. */
    trusted: z.enum(['now', 'before']),
    /** It was not on the site before. */
    added: z.boolean(),
    session: joinSession,
  }),
}));
