/**
 * One controller, as every wizard and screen reaches it (architecture: "a connection is one
 * controller"): its pin, the address it answers at now (which moves: the network wizard, DHCP),
 * its session and the credentials that session was made with. Wizards never build clients of
 * their own, so a controller that moves is the same controller everywhere: its connection moves,
 * and its session logs in again at the new address by itself.
 */
import { ClientError } from '../client/client-error';
import { sameAddress, type ControllerAddress } from '../client/controller-address';
import { ControllerClient } from '../client/controller-client';
import type { Credentials, SessionUser } from '../client/session';
import { FACTORY_ACCOUNT, isFactoryAccount } from '../password/factory-credentials';
import {
  awaitCertificateAt,
  checkIdentityAt,
  type AwaitReachableOptions,
} from './certificate-checks';
import type { ConnectionOptions } from './connection-options';

// A connection's options and events come with it (core/state/site-watch.ts takes them from
// here); they live apart so the pool names them without loading the client.
export type { AwaitReachableOptions } from './certificate-checks';
export type {
  ConnectionClientOptions,
  ConnectionEvent,
  ConnectionOptions,
} from './connection-options';

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
    await checkIdentityAt(this.#address, this.fingerprint256, this.options.observe, signal);
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
  awaitReachable(address: ControllerAddress, options: AwaitReachableOptions = {}): Promise<void> {
    return awaitCertificateAt(address, this.fingerprint256, options);
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
