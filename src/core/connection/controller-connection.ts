/**
 * One controller, as every wizard and screen reaches it (architecture: "a connection is one
 * controller"): its pin, the address it answers at now (which moves: the network wizard, DHCP),
 * its session and the credentials that session was made with. Wizards never build clients of
 * their own, so a controller that moves is the same controller everywhere: its connection moves,
 * and its session logs in again at the new address by itself.
 */
import { ClientError } from '../client/client-error';
import { formatAddress, sameAddress, type ControllerAddress } from '../client/controller-address';
import { ControllerClient, type ControllerClientOptions } from '../client/controller-client';
import type { Credentials, SessionUser } from '../client/session';
import { FACTORY_ACCOUNT, isFactoryAccount } from '../password/factory-credentials';
import { probeCertificate } from '../trust/certificate-probe';

export type ConnectionClientOptions = Omit<ControllerClientOptions, 'address' | 'fingerprint256'>;

export interface ConnectionOptions {
  client?: ConnectionClientOptions;
  /** The keychain's credentials for this controller, if it keeps any. */
  savedCredentials?: () => Promise<Credentials | undefined>;
  /** Told what the controller showed of itself, for its state (core/state). */
  observe?: (event: ConnectionEvent) => void;
  /**
   * Told of a verified move (`moved`), so the shell's records follow it (connections.ts); the
   * move is announced once this resolves.
   */
  announce?: (address: ControllerAddress) => Promise<void>;
}

/**
 * What a connection learns of its controller while it works (docs/decisions.md, "The state of
 * a site controller"): every handshake (its certificate, matched or not), every login (with
 * whether the factory account made it; the password itself never leaves the connection), a
 * refused login, and a change to its accounts, after which the factory password is checked again.
 */
export type ConnectionEvent =
  | { kind: 'handshake'; address: ControllerAddress; actual: string | undefined; matched: boolean }
  | { kind: 'unreachable'; address: ControllerAddress }
  | { kind: 'login'; login: string; factory: boolean; factoryLogin: boolean }
  | { kind: 'refused'; login: string }
  | { kind: 'accountsChanged' };

export interface AwaitReachableOptions {
  signal?: AbortSignal;
  /** Gives up after this long (default 30 s). */
  timeoutMs?: number;
  /** Between attempts (default 250 ms). */
  intervalMs?: number;
  /** Told about each attempt's failure, for the job's step text. */
  onAttempt?: (error: unknown) => void;
}

export class ControllerConnection {
  #address: ControllerAddress;
  #client: ControllerClient;
  #credentials: Credentials | undefined;
  #lastUser: SessionUser | undefined;

  constructor(
    readonly fingerprint256: string,
    address: ControllerAddress,
    private readonly options: ConnectionOptions = {},
  ) {
    this.#address = address;
    this.#client = this.#newClient(address);
  }

  get id(): string {
    return this.fingerprint256;
  }

  get address(): ControllerAddress {
    return this.#address;
  }

  /** The client at the current address; it changes after a move, so do not keep it. */
  get client(): ControllerClient {
    return this.#client;
  }

  /** Who is logged in; it stays while the connection moves (the session follows it). */
  get user(): SessionUser | undefined {
    return this.#client.session.user ?? (this.#credentials ? this.#lastUser : undefined);
  }

  get loggedIn(): boolean {
    return this.#client.session.loggedIn || this.#credentials !== undefined;
  }

  /**
   * The client, logged in: again with the credentials of the last login when the connection has
   * moved, else with the keychain's (when the shell gave a way to read it).
   */
  async ready(signal?: AbortSignal): Promise<ControllerClient> {
    if (this.#client.session.loggedIn) return this.#client;
    const credentials = this.#credentials ?? (await this.options.savedCredentials?.());
    if (!credentials) {
      // Not logged in and nothing to log in with: say first what the controller is, so an
      // impostor is a certificate mismatch, not a missing password (D14).
      await this.checkIdentity(signal);
      throw new ClientError('unauthorized', { reason: 'not logged in' });
    }
    return this.#loginHere(credentials, signal);
  }

  /**
   * The client, logged in: as `ready` while it has credentials (its last login's, else the
   * keychain's, when they are still accepted), else with `fallback`'s (the shell's way of logging
   * in), on this very client. No handshake of its own is made first: the login's is checked
   * against the pin like every other (a site's reads reach each controller once, not twice).
   */
  async readyOr(
    fallback: () => Promise<Credentials>,
    signal?: AbortSignal,
  ): Promise<ControllerClient> {
    if (this.#client.session.loggedIn) return this.#client;
    const known = this.#credentials ?? (await this.options.savedCredentials?.());
    if (known) {
      try {
        return await this.#loginHere(known, signal);
      } catch (error) {
        if (!ClientError.is(error, 'unauthorized')) throw error;
      }
    }
    return this.#loginHere(await fallback(), signal);
  }

  /** Logs in on the current client (no session to keep: it has none). */
  async #loginHere(credentials: Credentials, signal?: AbortSignal): Promise<ControllerClient> {
    const client = this.#client;
    this.#lastUser = await this.#observedLogin(credentials, () =>
      client.login(credentials, signal),
    );
    this.#credentials = credentials;
    return client;
  }

  /**
   * Keeps credentials to log in with at the next `ready`, without reaching the controller now:
   * one only reachable once the wizard's job has added a temporary address (core/network).
   */
  remember(credentials: Credentials): void {
    this.#credentials = credentials;
  }

  /**
   * Logs in with these credentials. The session before it (if any) goes on until the new one
   * has succeeded, so a mistyped password does not end a working session.
   */
  async login(credentials: Credentials, signal?: AbortSignal): Promise<SessionUser> {
    const fresh = this.#newClient(this.#address);
    try {
      const user = await this.#observedLogin(credentials, () => fresh.login(credentials, signal));
      this.#replaceClient(fresh);
      this.#credentials = credentials;
      this.#lastUser = user;
      return user;
    } catch (error) {
      fresh.close();
      throw error;
    }
  }

  /**
   * The certificate at the current address, by a TLS handshake (nothing sent): resolves when it
   * is the pinned one, else `tls_pin_mismatch` with both fingerprints; unreachable as the probe
   * says.
   */
  async checkIdentity(signal?: AbortSignal): Promise<void> {
    const address = this.#address;
    let actual: string;
    try {
      ({ fingerprint256: actual } = await probeCertificate(address, {
        timeoutMs: 3000,
        ...(signal ? { signal } : {}),
      }));
    } catch (error) {
      if (ClientError.is(error, 'unreachable') || ClientError.is(error, 'timeout')) {
        this.options.observe?.({ kind: 'unreachable', address });
      }
      throw error;
    }
    const matched = actual === this.fingerprint256;
    this.options.observe?.({ kind: 'handshake', address, actual, matched });
    if (!matched) {
      throw new ClientError('tls_pin_mismatch', {
        address: formatAddress(address),
        expected: this.fingerprint256,
        actual,
      });
    }
  }

  async #observedLogin<T>(credentials: Credentials, login: () => Promise<T>): Promise<T> {
    try {
      const user = await login();
      this.options.observe?.({
        kind: 'login',
        login: credentials.login,
        factory: isFactoryAccount(credentials),
        factoryLogin: credentials.login === FACTORY_ACCOUNT.login,
      });
      return user;
    } catch (error) {
      if (ClientError.is(error, 'unauthorized')) {
        this.options.observe?.({ kind: 'refused', login: credentials.login });
      } else if (ClientError.is(error, 'unreachable') || ClientError.is(error, 'timeout')) {
        // As the identity check says it: a login is the first thing `readyOr` sends.
        this.options.observe?.({ kind: 'unreachable', address: this.#address });
      }
      throw error;
    }
  }

  /**
   * Whether this connection and `other` logged in with the same login and password (compared
   * here, never handed out); undefined when either has no credentials of this process.
   */
  sharesAccountWith(other: ControllerConnection): boolean | undefined {
    const a = this.#credentials;
    const b = other.#credentials;
    if (!a || !b) return undefined;
    return a.login === b.login && a.password === b.password;
  }

  logout(): void {
    this.#credentials = undefined;
    this.#lastUser = undefined;
    this.#client.logout();
  }

  /**
   * Points the connection at `address` without telling anyone: a tentative retarget (an address
   * tried before it is verified, or the address a screen opens the controller at). The session
   * follows it: `ready` logs in there with the same credentials. A move that is known is
   * `moved`'s.
   */
  moveTo(address: ControllerAddress): void {
    if (sameAddress(address, this.#address)) return;
    this.#address = address;
    // Logging in there waits for the first use (`ready`): the controller may still be moving.
    this.#replaceClient(this.#newClient(address));
  }

  /**
   * The controller was verified at `address` (followed there after it was re-addressed, found
   * again by its certificate, logged in to there): the connection moves and announces it, and
   * resolves once the shell's records follow (the open site, the trust store): the connection is
   * the one owner of where its controller is (docs/decisions.md, "Commissioning engine:
   * connections").
   */
  async moved(address: ControllerAddress): Promise<void> {
    this.moveTo(address);
    await this.options.announce?.(address);
  }

  /**
   * Waits until this very certificate answers at `address` (TLS handshake, nothing sent), then
   * resolves. Anything else answering there (another controller, a changed certificate) does not
   * count. Rejects with `timeout` after the time limit, `cancelled` when the signal aborts.
   */
  async awaitReachable(
    address: ControllerAddress,
    options: AwaitReachableOptions = {},
  ): Promise<void> {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const intervalMs = options.intervalMs ?? 250;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (options.signal?.aborted) throw new ClientError('cancelled', {});
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new ClientError('timeout', { address: formatAddress(address), timeoutMs });
      }
      try {
        const seen = await probeCertificate(address, {
          timeoutMs: Math.min(2000, left),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        if (seen.fingerprint256 === this.fingerprint256) return;
        options.onAttempt?.(
          new ClientError('tls_pin_mismatch', {
            address: formatAddress(address),
            expected: this.fingerprint256,
            actual: seen.fingerprint256,
          }),
        );
      } catch (error) {
        if (ClientError.is(error, 'cancelled')) throw error;
        options.onAttempt?.(error);
      }
      await sleep(Math.min(intervalMs, Math.max(0, deadline - Date.now())), options.signal);
    }
  }

  close(): void {
    this.#client.logout();
    this.#client.close();
  }

  #newClient(address: ControllerAddress): ControllerClient {
    const observe = this.options.observe;
    return new ControllerClient({
      ...this.options.client,
      address,
      fingerprint256: this.fingerprint256,
      ...(observe
        ? {
            onHandshake: (actual, matched) =>
              observe({ kind: 'handshake', address, actual, matched }),
            onWrite: (id) => {
              if (id.startsWith('authUsers.')) observe({ kind: 'accountsChanged' });
            },
          }
        : {}),
    });
  }

  #replaceClient(next: ControllerClient): void {
    const old = this.#client;
    this.#client = next;
    if (old !== next) {
      old.logout();
      old.close();
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
