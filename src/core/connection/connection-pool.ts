/**
 * What Connections (connections.ts) does, with the making of one connection given to it: so a
 * command that makes none (`turnkey site show` only shakes hands, core/state/site-watch.ts) holds
 * the same connections without loading the controller client, which a connection brings
 * (docs/decisions.md, "The CLI is bundled"). Everything else uses Connections.
 */
import type { ControllerAddress } from '../client/controller-address';
import type { Credentials } from '../client/session';
import { normalizeFingerprint } from '../trust/fingerprint';
import type {
  ConnectionClientOptions,
  ConnectionEvent,
  ConnectionOptions,
} from './connection-options';
import type { ControllerConnection } from './controller-connection';

/** Told what any connection learnt of its controller (core/state/controller-states.ts). */
export type ConnectionListener = (fingerprint256: string, event: ConnectionEvent) => void;

/**
 * Follows the moves the connections announce (a controller verified at a new address): the
 * shell's records of where it is (address-follower.ts). The move is over once it resolves.
 */
export type MoveFollower = (fingerprint256: string, address: ControllerAddress) => Promise<void>;

export interface ConnectionsOptions {
  client?: ConnectionClientOptions;
  /** The keychain's credentials for a controller (its remembered login and password), if any. */
  savedCredentials?: (fingerprint256: string) => Promise<Credentials | undefined>;
}

/** Makes the connection of one controller (Connections: a ControllerConnection). */
export type ConnectionMaker = (
  fingerprint256: string,
  address: ControllerAddress,
  options: ConnectionOptions,
) => ControllerConnection;

export class ConnectionPool {
  readonly #byId = new Map<string, ControllerConnection>();
  readonly #listeners = new Set<ConnectionListener>();
  #follower: MoveFollower | undefined;

  constructor(
    private readonly options: ConnectionsOptions,
    private readonly make: ConnectionMaker,
  ) {}

  /**
   * The controller's connection, made on first use. An address that differs points it there
   * without announcing a move: the address asked for may be an older one (a record not yet
   * followed), and only a verified move (`ControllerConnection.moved`) is one.
   */
  open(fingerprint256: string, address: ControllerAddress): ControllerConnection {
    const id = normalizeFingerprint(fingerprint256) ?? fingerprint256;
    const known = this.#byId.get(id);
    if (known) {
      known.moveTo(address);
      return known;
    }
    const saved = this.options.savedCredentials;
    const connection = this.make(id, address, {
      ...(this.options.client ? { client: this.options.client } : {}),
      ...(saved ? { savedCredentials: () => saved(id) } : {}),
      observe: (event) => {
        for (const listener of this.#listeners) listener(id, event);
      },
      announce: (moved) => this.#follower?.(id, moved) ?? Promise.resolve(),
    });
    this.#byId.set(id, connection);
    return connection;
  }

  /** Listens to what every connection learns of its controller; answers the way to stop. */
  observe(listener: ConnectionListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * The one follower of this shell's announced moves (wired once, by the shell): a second is
   * refused, so no record of an address is kept in step by another path. Answers the way to stop.
   */
  followMoves(follower: MoveFollower): () => void {
    if (this.#follower) throw new Error('the moves of these connections are followed already');
    this.#follower = follower;
    return () => {
      if (this.#follower === follower) this.#follower = undefined;
    };
  }

  get(fingerprint256: string): ControllerConnection | undefined {
    return this.#byId.get(normalizeFingerprint(fingerprint256) ?? fingerprint256);
  }

  /** Closes one connection (forget the controller); it is made again when next asked for. */
  close(fingerprint256: string): void {
    const id = normalizeFingerprint(fingerprint256) ?? fingerprint256;
    this.#byId.get(id)?.close();
    this.#byId.delete(id);
  }

  /** Logs out of everything (the window or the host is closing). */
  closeAll(): void {
    for (const connection of this.#byId.values()) connection.close();
    this.#byId.clear();
  }
}
