/**
 * What the help of the commands that reach controllers says of logging in, and their repeated
 * options: registered with the command, so kept apart from controller-access.ts, which brings the
 * client, and which `--help` does not load (docs/decisions.md, "The CLI is bundled").
 */
import { PASSWORD_VARIABLE } from './environment-variables';

/** The login tried when neither `--user` nor the trust store names one. */
export const DEFAULT_LOGIN = 'admin';

/** The help's paragraph on logging in, for every command that reaches controllers this way. */
export const LOGIN_HELP =
  `Logging in uses the keychain's password, else --user (default: the login remembered for\n` +
  `the controller, else ${DEFAULT_LOGIN}) with ${PASSWORD_VARIABLE} or a prompt.`;

/** Commander's collector of a repeated option (`--controller A --controller B`). */
export const collect = (value: string, all: string[] = []): string[] => [...all, value];
