/**
 * What a controller connection (controller-connection.ts) is given by the shell's pool
 * (connection-pool.ts), and what it tells of its controller. Types alone, so the pool holds
 * connections without loading the controller client (docs/decisions.md, "The CLI is bundled").
 */
import type { ControllerAddress } from '../client/controller-address';
import type { ControllerClientOptions } from '../client/controller-client-options';
import type { Credentials } from '../client/session';

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
