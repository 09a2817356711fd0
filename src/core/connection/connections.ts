/**
 * Every controller connection of one shell, by certificate fingerprint (D14): one per
 * controller, whatever screen, wizard or job asks for it, so a session made in the login dialog is
 * the session a wizard uses, and a move seen by one is seen by all (docs/decisions.md,
 * "Commissioning engine: connections"). A verified move is announced to the shell's one
 * follower, which writes every other record of where the controller is (address-follower.ts).
 * The pool itself is connection-pool.ts.
 */
import { ConnectionPool, type ConnectionsOptions } from './connection-pool';
import { ControllerConnection } from './controller-connection';

export type { ConnectionListener, ConnectionsOptions, MoveFollower } from './connection-pool';

export class Connections extends ConnectionPool {
  constructor(options: ConnectionsOptions = {}) {
    super(options, (id, address, made) => new ControllerConnection(id, address, made));
  }
}
