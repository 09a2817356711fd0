/**
 * Passwords already proven against a user's stored scrypt hash (password.ts), so that logging in
 * again with the same password does not derive the key again. A real controller spends that time
 * on its own CPU; a fleet of simulators shares one, where a few logins per controller and minute
 * cost more than everything else it serves. Nothing the API shows changes: a wrong password
 * still goes through scrypt and is refused, and an entry counts only while the user's stored hash
 * is the very one it was proven against, so a new password (or a deleted and re-created user)
 * never matches an old entry. The password itself is not kept: only an HMAC of it under a key
 * made at start, which lives in memory only and dies with the process.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

interface Proven {
  /** The stored hash the password was verified against. */
  hash: string;
  /** HMAC-SHA-256 of the password under `VerifiedLogins.key`. */
  mac: Buffer;
}

export class VerifiedLogins {
  private readonly key = randomBytes(32);
  private readonly proven = new Map<string, Proven>();

  private mac(password: string): Buffer {
    return createHmac('sha256', this.key).update(password, 'utf8').digest();
  }

  /** True when `password` was proven for `login` while its stored hash was `hash`. */
  knows(login: string, password: string, hash: string): boolean {
    const entry = this.proven.get(login);
    if (!entry || entry.hash !== hash) return false;
    return timingSafeEqual(entry.mac, this.mac(password));
  }

  /** Remembers that `password` matched `hash`, the stored hash of `login`. */
  remember(login: string, password: string, hash: string): void {
    this.proven.set(login, { hash, mac: this.mac(password) });
  }

  /** Forgets `login` (its password changed, or the user is gone). */
  forget(login: string): void {
    this.proven.delete(login);
  }

  /** How many logins are remembered (for tests). */
  get size(): number {
    return this.proven.size;
  }
}
