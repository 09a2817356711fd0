/**
 * A login session with one controller (spec 5, D1, D3). The token lives in this object only. It
 * is renewed shortly before `exp` (there is no refresh endpoint: log in again) and once after a
 * 401; however many calls wait for a token, one login is in flight at a time. `exp` is the
 * controller's clock: when it disagrees with ours (per the Date header) the skew is allowed for.
 */
import type { LoginResponse } from '../../shared/api';
import { ClientError } from './client-error';

export interface Credentials {
  login: string;
  password: string;
}

/** What a login exchange gives back: the answer and the controller's Date header, if any. */
export interface LoginOutcome {
  response: LoginResponse;
  serverDateMs?: number;
}

export type LoginFn = (credentials: Credentials, signal?: AbortSignal) => Promise<LoginOutcome>;

export interface SessionUser {
  login: string;
  role: string;
  /** When the token runs out, on our clock (ms), or undefined when `exp` could not be used. */
  expiresAt?: number;
}

/** Clock differences smaller than this are Date-header rounding, not skew. */
const SKEW_TOLERANCE_MS = 2000;
/** Renew this share of the lifetime before expiry, within [MIN, MAX] (MIN at most half of it). */
const RENEW_SHARE = 0.1;
const RENEW_MIN_MS = 1000;
const RENEW_MAX_MS = 60_000;

export class Session {
  private credentials: Credentials | undefined;
  private token: string | undefined;
  private renewAt = Number.POSITIVE_INFINITY;
  private current: SessionUser | undefined;
  private pending: Promise<string> | undefined;
  private generation = 0;
  /** Logins performed, for diagnostics and tests. */
  loginCount = 0;

  constructor(
    private readonly loginFn: LoginFn,
    private readonly now: () => number = Date.now,
  ) {}

  /** Logs in now with these credentials, keeping them in memory to log in again later (D3). */
  async login(credentials: Credentials, signal?: AbortSignal): Promise<SessionUser> {
    this.forget();
    this.credentials = credentials;
    try {
      await this.renew(signal);
    } catch (error) {
      this.forget();
      throw error;
    }
    if (!this.current) throw new ClientError('unauthorized', { login: credentials.login });
    return this.current;
  }

  /** The user logged in, or undefined. */
  get user(): SessionUser | undefined {
    return this.current;
  }

  get loggedIn(): boolean {
    return this.credentials !== undefined;
  }

  /**
   * A valid token, logging in again first when it is missing or about to expire. The login again
   * is shared by every call that needs it, so one caller giving up (its signal) stops its own
   * wait, never the login the others wait for.
   */
  async validToken(signal?: AbortSignal): Promise<string> {
    if (this.token !== undefined && this.now() < this.renewAt) return this.token;
    return waitFor(this.renew(), signal);
  }

  /** After a 401 for `token`: drop it unless another call has already replaced it. */
  invalidate(token: string): void {
    if (this.token === token) {
      this.token = undefined;
      this.renewAt = Number.POSITIVE_INFINITY;
    }
  }

  /** Forgets the token and the credentials; later calls need a new login. */
  logout(): void {
    this.forget();
  }

  private forget(): void {
    this.generation++;
    this.credentials = undefined;
    this.token = undefined;
    this.current = undefined;
    this.pending = undefined;
    this.renewAt = Number.POSITIVE_INFINITY;
  }

  private renew(signal?: AbortSignal): Promise<string> {
    if (this.pending) return this.pending;
    const credentials = this.credentials;
    if (!credentials) {
      return Promise.reject(new ClientError('unauthorized', { reason: 'not logged in' }));
    }
    const generation = this.generation;
    const started = this.now();
    const attempt = this.loginFn(credentials, signal).then((outcome) => {
      if (generation !== this.generation) {
        throw new ClientError('unauthorized', { reason: 'logged out' });
      }
      this.loginCount++;
      this.accept(outcome, started);
      return outcome.response.token;
    });
    this.pending = attempt;
    const clear = (): void => {
      if (this.pending === attempt) this.pending = undefined;
    };
    attempt.then(clear, clear);
    return attempt;
  }

  private accept(outcome: LoginOutcome, started: number): void {
    const { user, token } = outcome.response;
    const now = this.now();
    const serverNow = outcome.serverDateMs ?? now;
    const skew = Math.abs(serverNow - now) < SKEW_TOLERANCE_MS ? 0 : serverNow - now;
    const expiresAt = user.exp * 1000 - skew;
    const lifetime = expiresAt - started;
    this.token = token;
    if (lifetime > 0) {
      const floor = Math.min(RENEW_MIN_MS, lifetime / 2);
      const margin = Math.min(RENEW_MAX_MS, Math.max(floor, lifetime * RENEW_SHARE));
      this.renewAt = expiresAt - margin;
      this.current = { login: user.login, role: user.role, expiresAt };
    } else {
      // An exp already past on either clock tells nothing: rely on the 401 rule alone.
      this.renewAt = Number.POSITIVE_INFINITY;
      this.current = { login: user.login, role: user.role };
    }
  }
}

/** The shared promise, or `cancelled` for this caller alone when its signal aborts first. */
function waitFor<T>(shared: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return shared;
  if (signal.aborted) return Promise.reject(new ClientError('cancelled', {}));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new ClientError('cancelled', {}));
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
