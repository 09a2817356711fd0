/**
 * `session:login`: log in to a trusted controller (spec 4.1 `POST /login`, D1, D3). The password
 * crosses the bridge once, from the login dialog to main, and never comes back: main keeps the
 * token and, when asked to remember, writes the credentials to the OS keychain (architecture,
 * conventions 3).
 */
import { z } from 'zod';
import { ROLES } from '../api/schemas/people.schema';
import { apiVersion, controllerId } from './controller.schema';
import { defineChannel } from './channel';

export const sessionLogin = defineChannel('session:login', {
  input: z.strictObject({
    controllerId,
    login: z.string().min(1).max(128),
    password: z.string().min(1).max(1024),
    /** Keep the credentials in the OS keychain for the next login. */
    remember: z.boolean(),
  }),
  output: z.strictObject({
    controllerId,
    user: z.strictObject({ login: z.string(), role: z.enum(ROLES) }),
    /** ISO 8601 instant the token expires (D3: `exp`). */
    expiresAt: z.iso.datetime(),
    /** The description version the controller serves: its firmware era and capabilities (D11). */
    firmware: apiVersion,
    /** False when remembering was asked for but the keychain could not keep it. */
    remembered: z.boolean(),
  }),
});
