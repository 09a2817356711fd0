/**
 * Where passwords are kept between sessions: the OS keychain, per controller identity (D14) and
 * login. Read only on the main side and never sent to the renderer (architecture, conventions 3).
 * With no keychain backend the vault says so and keeps passwords in memory for this session only:
 * never in a file.
 */
import type { AppError } from '../../shared/errors';
import type { Fingerprint } from '../trust/fingerprint';

export interface VaultStatus {
  /** True when passwords outlive this process (an OS keychain holds them). */
  persistent: boolean;
  backend: 'os-keychain' | 'session-only';
  /** Why there is no keychain, as an error to show the user. */
  problem?: AppError<'keychain_unavailable'>;
}

export interface CredentialVault {
  readonly status: VaultStatus;
  save(identity: Fingerprint, login: string, password: string): Promise<void>;
  /** The password saved for this controller and login, or undefined. */
  read(identity: Fingerprint, login: string): Promise<string | undefined>;
  /** Removes it; true when there was one. */
  remove(identity: Fingerprint, login: string): Promise<boolean>;
  /**
   * The accounts (`accountName`) that hold a password: what a site's table shows as saved, for
   * every controller from one look at the keychain, not one look-up each
   * (docs/decisions/trust-and-keychain.md, "Controller client, trust and credentials").
   */
  savedAccounts(): Promise<ReadonlySet<string>>;
}

/** The keychain account of a controller identity and login. */
export function accountName(identity: Fingerprint, login: string): string {
  return `${login}@${identity}`;
}
