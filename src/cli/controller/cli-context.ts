/**
 * What the controller commands share: the services wired once per run (the same store and
 * keychain as the app), the address argument and the password source (TURNKEY_PASSWORD or a
 * prompt without echo).
 */
import { parseAddress, type ControllerAddress } from '../../core/client/controller-address';
import type { ControllerServices } from '../../core/controller-services';
import type { CredentialVault } from '../../core/vault/credential-vault';
import { CliError } from '../output/cli-error';
import { askPassword, canPrompt } from '../output/prompt';
import { UsageError } from '../output/report-error';
import { KEYCHAIN_SERVICE_VARIABLE, PASSWORD_VARIABLE } from './environment-variables';

export function addressArgument(text: string): ControllerAddress {
  try {
    return parseAddress(text);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The store, trust and keychain of this computer. Imported when a command asks for them, not
 * with this module: they bring the client and the keychain, which `--help` does not need.
 */
export async function cliServices(): Promise<ControllerServices> {
  const { createControllerServices } = await import('../../core/controller-services');
  const keychainService = process.env[KEYCHAIN_SERVICE_VARIABLE];
  return createControllerServices(keychainService ? { keychainService } : {});
}

/** The keychain of cliServices alone, for a command that needs no client (`turnkey site show`). */
export async function cliVault(): Promise<CredentialVault> {
  const { KEYCHAIN_SERVICE, openVault } = await import('../../core/vault/keychain-vault');
  return openVault(process.env[KEYCHAIN_SERVICE_VARIABLE] || KEYCHAIN_SERVICE);
}

/**
 * A password or passphrase from the environment variable `name`. Empty counts as unset: a
 * script's `TURNKEY_PASSWORD=` (or one left empty by a template) must not log in with an empty
 * password instead of the keychain's (docs/decisions.md, "Hard edges of the command line").
 */
export function secretFromEnvironment(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Fails unless a password for `login` can be had: TURNKEY_PASSWORD, or a terminal to ask on. */
export function requirePasswordSource(login: string): void {
  // An empty `--user=` would reach the controller and come back as its schema's words.
  if (login.trim() === '') throw new UsageError('--user needs a login name, e.g. --user admin.');
  if (secretFromEnvironment(PASSWORD_VARIABLE) === undefined && !canPrompt()) {
    throw new CliError('password_needs_terminal', { login, variable: PASSWORD_VARIABLE });
  }
}

/** The password from TURNKEY_PASSWORD, or asked for on the terminal. */
export function passwordFor(login: string): Promise<string> {
  requirePasswordSource(login);
  const fromEnv = secretFromEnvironment(PASSWORD_VARIABLE);
  if (fromEnv !== undefined) return Promise.resolve(fromEnv);
  return askPassword(`Password for ${login}: `);
}
