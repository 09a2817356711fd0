/**
 * Passwords in the OS keychain through @napi-rs/keyring (docs/decisions.md: an N-API module that
 * ships its binaries inside npm packages and loads in Node and Electron without a rebuild).
 * macOS Keychain, Windows Credential Manager, and on Linux the Secret Service only: the library's
 * silent fallback to the kernel keyring is turned off, so "saved" always means the user's keyring.
 */
import { AsyncEntry, findCredentialsAsync } from '@napi-rs/keyring';
import { ClientError } from '../client/client-error';
import type { Fingerprint } from '../trust/fingerprint';
import { accountName, type CredentialVault, type VaultStatus } from './credential-vault';
import { SavedAccounts } from './saved-accounts';
import { SessionVault } from './session-vault';

export const KEYCHAIN_SERVICE = 'Turnkey';

const ENTRY_OPTIONS = { linux: { store: 'secret-service' as const } };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export class KeychainVault implements CredentialVault {
  readonly status: VaultStatus = { persistent: true, backend: 'os-keychain' };
  /**
   * One search of the service's items answers for every account: 500 look-ups took 5.5 s of a
   * Secret Service, the search 0.53 s (docs/benchmarks.md, "Keychain").
   */
  readonly #saved = new SavedAccounts(() =>
    keychainCall(async () => (await findCredentialsAsync(this.service)).map((c) => c.account)),
  );

  constructor(readonly service: string = KEYCHAIN_SERVICE) {}

  async save(identity: Fingerprint, login: string, password: string): Promise<void> {
    await this.use((entry) => entry.setPassword(password), identity, login);
    this.#saved.note(accountName(identity, login), true);
  }

  async read(identity: Fingerprint, login: string): Promise<string | undefined> {
    const password = await this.use((entry) => entry.getPassword(), identity, login);
    this.#saved.note(accountName(identity, login), password != null);
    return password ?? undefined;
  }

  async remove(identity: Fingerprint, login: string): Promise<boolean> {
    const removed = await this.use((entry) => entry.deleteCredential(), identity, login);
    this.#saved.note(accountName(identity, login), false);
    return removed;
  }

  savedAccounts(): Promise<ReadonlySet<string>> {
    return this.#saved.get();
  }

  private use<T>(
    action: (entry: AsyncEntry) => Promise<T>,
    identity: Fingerprint,
    login: string,
  ): Promise<T> {
    return keychainCall(() =>
      action(new AsyncEntry(this.service, accountName(identity, login), ENTRY_OPTIONS)),
    );
  }
}

/** A call of the keychain; its failure is `keychain_unavailable` with the keychain's reason. */
async function keychainCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new ClientError('keychain_unavailable', { reason: reasonOf(error) }, { cause: error });
  }
}

/**
 * The keychain when it answers (one harmless read), otherwise a session-only vault that says why.
 * Never a file: with no keychain, nothing is remembered after the process ends.
 */
export async function openVault(service: string = KEYCHAIN_SERVICE): Promise<CredentialVault> {
  try {
    const probe = new AsyncEntry(service, 'turnkey-keychain-probe', ENTRY_OPTIONS);
    await probe.getPassword();
    return new KeychainVault(service);
  } catch (error) {
    return new SessionVault(reasonOf(error));
  }
}
