/**
 * The fallback when no OS keychain is available: passwords in this process's memory only, gone
 * when it exits. Its status carries the reason, so the app can tell the user.
 */
import { appError } from '../../shared/errors';
import type { Fingerprint } from '../trust/fingerprint';
import { accountName, type CredentialVault, type VaultStatus } from './credential-vault';

export class SessionVault implements CredentialVault {
  readonly status: VaultStatus;
  private readonly passwords = new Map<string, string>();

  constructor(reason: string) {
    this.status = {
      persistent: false,
      backend: 'session-only',
      problem: appError('keychain_unavailable', { reason }),
    };
  }

  save(identity: Fingerprint, login: string, password: string): Promise<void> {
    this.passwords.set(accountName(identity, login), password);
    return Promise.resolve();
  }

  read(identity: Fingerprint, login: string): Promise<string | undefined> {
    return Promise.resolve(this.passwords.get(accountName(identity, login)));
  }

  remove(identity: Fingerprint, login: string): Promise<boolean> {
    return Promise.resolve(this.passwords.delete(accountName(identity, login)));
  }

  savedAccounts(): Promise<ReadonlySet<string>> {
    return Promise.resolve(new Set(this.passwords.keys()));
  }
}
