/**
 * The listening socket of one simulator, which can move to another address (D16). A move binds a second server with the same TLS material and handler on the new address
 * first (so the address is taken before the controller answers), then swaps and closes the old one,
 * letting requests in flight finish. Certificate, serial and data belong to the simulator, not to
 * the socket, so they survive every move.
 */
import type { Server } from 'node:https';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';

/** Why an address could not be listened on. */
export type ListenFailure = 'in_use' | 'not_local' | 'denied' | 'other';

export class ListenError extends Error {
  constructor(
    readonly host: string,
    readonly port: number,
    readonly reason: ListenFailure,
    cause: Error,
  ) {
    super(`cannot listen on ${host}:${port}: ${cause.message}`, { cause });
    this.name = 'ListenError';
  }
}

const REASONS: Record<string, ListenFailure> = {
  EADDRINUSE: 'in_use',
  EADDRNOTAVAIL: 'not_local',
  EACCES: 'denied',
};

/** Starts `server` listening on host:port; resolves with the real port (0 picks one). */
export function bindServer(server: Server, host: string, port: number): Promise<number> {
  if (!connections.has(server)) track(server);
  return new Promise((resolve, reject) => {
    const onError = (error: Error & { code?: string }) =>
      reject(new ListenError(host, port, REASONS[error.code ?? ''] ?? 'other', error));
    server.once('error', onError);
    server.listen({ host, port }, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The TCP connections of each server, so a close can end them whatever Node's own lists hold. */
const connections = new WeakMap<Server, Set<Socket>>();

function track(server: Server): void {
  const sockets = new Set<Socket>();
  connections.set(server, sockets);
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
}

/**
 * Stops accepting; idle keep-alive connections close now, busy ones after `graceMs`. Node's http
 * close sweeps its idle connections first, and a connection reset in the middle of a request (an
 * injected fault) can leave an entry without a socket that makes the sweep throw before the
 * listening socket is closed; then the net-level close is called directly, and the grace period
 * ends the connections this module tracked itself.
 */
export async function closeServer(server: Server, graceMs: number): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => {
    try {
      server.close(() => resolve());
    } catch {
      NetServer.prototype.close.call(server, () => resolve());
    }
  });
  const grace = setTimeout(() => {
    for (const socket of connections.get(server) ?? []) socket.destroy();
  }, graceMs);
  await closed;
  clearTimeout(grace);
}

interface Bound {
  server: Server;
  host: string;
}

export class Listener {
  private current: (Bound & { port: number }) | undefined;
  private reserved: Bound | undefined;

  constructor(
    private readonly makeServer: () => Server,
    private readonly graceMs: number,
  ) {}

  private get bound() {
    if (!this.current) throw new Error('not listening');
    return this.current;
  }

  get host(): string {
    return this.bound.host;
  }

  /** The real port (the one picked when 0 was asked for); every move keeps it. */
  get port(): number {
    return this.bound.port;
  }

  /** The address a move is about to take, if any. */
  get pendingHost(): string | undefined {
    return this.reserved?.host;
  }

  async open(host: string, port: number): Promise<void> {
    const server = this.makeServer();
    const real = await bindServer(server, host, port);
    this.current = { server, host, port: real };
  }

  /**
   * Binds a second server at `host` on the same port; both serve until `commit`. Rejects with a
   * ListenError when the address is taken or not an address of this machine. A previous
   * reservation is released first.
   */
  async reserve(host: string): Promise<void> {
    await this.release();
    const server = this.makeServer();
    await bindServer(server, host, this.port);
    this.reserved = { server, host };
  }

  /** Makes the reserved server the current one and closes the old one. */
  async commit(): Promise<void> {
    const next = this.reserved;
    const previous = this.current;
    if (!next || !previous) return;
    this.reserved = undefined;
    this.current = { ...next, port: previous.port };
    await closeServer(previous.server, this.graceMs);
  }

  /** Gives up a reservation (the current address stays). */
  async release(): Promise<void> {
    const reserved = this.reserved;
    this.reserved = undefined;
    if (reserved) await closeServer(reserved.server, this.graceMs);
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await Promise.all([
      this.release(),
      current ? closeServer(current.server, this.graceMs) : Promise.resolve(),
    ]);
  }
}
