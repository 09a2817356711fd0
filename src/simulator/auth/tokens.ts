/**
 * Bearer tokens (spec 5, decisions D1 and D3): opaque random strings held in memory, each valid
 * until `exp`, Unix seconds. A restart forgets them (the client logs in again, D3: no refresh).
 */
import { randomBytes } from 'node:crypto';

/** Who a token speaks for and until when. */
export interface Session {
  token: string;
  login: string;
  /** Unix time in seconds at which the token stops working (D3). */
  exp: number;
}

export type TokenCheck =
  { ok: true; session: Session } | { ok: false; reason: 'unknown' | 'expired' };

/** Issues and checks the tokens of one simulator. */
export class TokenStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly nowMs: () => number,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  /** A new token for `login`, valid for the configured lifetime. */
  issue(login: string): Session {
    this.sweep();
    const session = {
      token: randomBytes(32).toString('base64url'),
      login,
      exp: this.nowSeconds() + this.ttlSeconds,
    };
    this.sessions.set(session.token, session);
    return session;
  }

  /** D1: an unknown token and an expired one are both refused; the reason goes into the message. */
  check(token: string): TokenCheck {
    const session = this.sessions.get(token);
    if (!session) return { ok: false, reason: 'unknown' };
    if (this.nowSeconds() >= session.exp) {
      this.sessions.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, session };
  }

  /** Ends every session of `login` (the user was deleted). */
  revokeUser(login: string): void {
    for (const [token, session] of this.sessions)
      if (session.login === login) this.sessions.delete(token);
  }

  /** Ends every session (the control channel's "expire all tokens"); answers how many there were. */
  expireAll(): number {
    const count = this.sessions.size;
    this.sessions.clear();
    return count;
  }

  private sweep(): void {
    const now = this.nowSeconds();
    for (const [token, session] of this.sessions)
      if (now >= session.exp) this.sessions.delete(token);
  }
}
