/**
 * `app:info`: what the page shows about the app itself (version, where it runs) and whether the
 * OS keychain can keep passwords, so the login dialog can offer "remember" only when it can.
 */
import { z } from 'zod';
import { defineChannel, noInput } from './channel';
import { errorData } from '../errors/error-data';

/**
 * The OS keychain: `available`, or `unavailable` with the problem to show the user (no D-Bus
 * secret service, locked); then passwords are kept for this session only, never in a file.
 */
export const keychainStatus = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('available') }),
  z.strictObject({ state: z.literal('unavailable'), problem: errorData }),
]);
export type KeychainStatus = z.infer<typeof keychainStatus>;

/** Electron's window, or the browser host serving the same page on 127.0.0.1. */
export const shellKind = z.enum(['electron', 'browser']);
export type ShellKind = z.infer<typeof shellKind>;

export const appInfo = defineChannel('app:info', () => ({
  input: noInput,
  output: z.strictObject({
    version: z.string(),
    /** Node's `process.platform` of the machine running the shell. */
    platform: z.string(),
    shell: shellKind,
    keychain: keychainStatus,
  }),
}));
