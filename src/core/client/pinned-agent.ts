/**
 * An HTTPS agent that talks only to the certificate pinned for a controller (D14). It opens each
 * TLS socket itself with verification off (controllers are self-signed), compares the peer's
 * SHA-256 fingerprint on `secureConnect`, and only then hands the socket to the request. On a
 * mismatch the socket is destroyed before the request has it, so not one byte of HTTP, and no
 * token or password, reaches an impostor. Node never calls `checkServerIdentity` when
 * `rejectUnauthorized` is false, so the check cannot live there (machine notes). Keep-alive works:
 * a pooled socket was checked when it was opened.
 *
 * One TLS secure context serves every connection of the agent, and a connection resumes the TLS
 * session of an earlier one at the same address (docs/decisions.md, "One TLS context and session
 * per pinned controller"). A resumed handshake shows no certificate, so the pin is checked there
 * by what was resumed: the agent keeps only sessions of handshakes whose certificate matched, and
 * only the server that holds that session's secret can complete its resumption; anyone else
 * forces a full handshake, whose certificate is checked as always.
 *
 * Node's Agent counts a socket against `maxSockets` only once `createConnection` hands it over,
 * and this agent hands it over after the check: the agent counts the connections being opened
 * itself, so that those and the open ones never pass `maxSockets` for one address, and a request
 * beyond it waits in Node's own queue for the next socket that frees (lib/_http_agent.js of Node:
 * `createSocket`, the 'free' listener).
 */
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import type { ClientRequest, ClientRequestArgs } from 'node:http';
import type { Duplex } from 'node:stream';
import { connect, type TLSSocket } from 'node:tls';
import { uncheckedTlsOptions } from '../trust/certificate-probe';
import { peerFingerprint } from '../trust/certificate-info';
import { normalizeFingerprint, type Fingerprint } from '../trust/fingerprint';
import { ClientError } from './client-error';
import { DEFAULT_HTTPS_PORT, formatAddress } from './controller-address';

export interface PinnedAgentOptions {
  /** The pinned SHA-256 fingerprint, in any common notation. */
  fingerprint256: Fingerprint;
  /** Give up on a TLS handshake after this long (default 10 s). */
  connectTimeoutMs?: number;
  /** Sockets kept open per host (default 6). */
  maxSockets?: number;
  /** Called with the peer's fingerprint after every handshake, matched or not (diagnostics). */
  onHandshake?: (actual: Fingerprint | undefined, matched: boolean) => void;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

type ConnectCallback = (err: Error | null, stream: Duplex) => void;

/** The methods of Node's Agent that are not in its typings (lib/_http_agent.js). */
interface AgentInternals {
  addRequest(req: ClientRequest, options: RequestOptions): void;
  createSocket(req: ClientRequest, options: RequestOptions, callback: ConnectCallback): void;
}
const nodeAgent = Agent.prototype as unknown as AgentInternals;

export class PinnedAgent extends Agent {
  readonly fingerprint256: Fingerprint;
  private readonly connectTimeoutMs: number;
  private readonly onHandshake: PinnedAgentOptions['onHandshake'];
  /** The last session of a matched handshake, per address, to resume. */
  private readonly sessions = new Map<string, Buffer>();
  /** Sockets opened and not yet checked, per agent key (`getName`). */
  private readonly connecting = new Map<string, Set<TLSSocket>>();

  constructor(options: PinnedAgentOptions) {
    const agentOptions: AgentOptions = {
      keepAlive: true,
      maxSockets: options.maxSockets ?? 6,
      // Resumed sessions skip the certificate: every socket does a full handshake and a check.
      maxCachedSessions: 0,
    };
    super(agentOptions);
    const fp = normalizeFingerprint(options.fingerprint256);
    if (!fp) throw new Error(`not a SHA-256 fingerprint: ${options.fingerprint256}`);
    this.fingerprint256 = fp;
    this.connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
    this.onHandshake = options.onHandshake;
  }

  /**
   * Node calls this when a request finds no free socket and fewer than `maxSockets` are open (or
   * an open one closed with requests waiting). Counting the connections still being checked too,
   * a request over the limit joins Node's queue instead, unless it is there already.
   */
  createSocket(req: ClientRequest, options: RequestOptions, callback: ConnectCallback): void {
    const name = this.getName({ ...options, ...this.options });
    if (this.room(name) > 0) {
      nodeAgent.createSocket.call(this, req, options, callback);
      return;
    }
    const queue = (this.queues[name] ??= []);
    if (!queue.includes(req)) queue.push(req);
  }

  /** Also ends the connections still being checked: their requests fail, none is left open. */
  override destroy(): void {
    for (const sockets of this.connecting.values()) for (const socket of sockets) socket.destroy();
    super.destroy();
  }

  override createConnection(options: ClientRequestArgs, callback?: ConnectCallback): undefined {
    const host = options.host ?? options.hostname ?? 'localhost';
    const port = Number(options.port ?? DEFAULT_HTTPS_PORT);
    const address = formatAddress({ host, port });
    const resumable = this.sessions.get(address);
    const socket = connect({
      // One context for all (uncheckedTlsOptions): one per connection costs CPU each.
      ...uncheckedTlsOptions({ host, port }),
      ...(resumable ? { session: resumable } : {}),
    });
    const name = keyOf(options) ?? this.getName(options);
    const connecting = this.connecting.get(name) ?? new Set<TLSSocket>();
    this.connecting.set(name, connecting.add(socket));
    let verified = false;
    // TLS 1.3 hands the session over after the handshake: kept only from a checked one.
    socket.on('session', (session: Buffer) => {
      if (verified) this.sessions.set(address, session);
    });
    let settled = false;
    const settle = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      connecting.delete(socket);
      if (connecting.size === 0) this.connecting.delete(name);
      // The error listener stays: until the request attaches its own on the next tick, an error
      // on the socket must not go unhandled. Once settled it does nothing.
      if (error) {
        socket.destroy();
        callback?.(error, socket);
        // Its place is free: the next waiting request opens one, once the failed one is ended.
        process.nextTick(() => this.serveWaiting(name, options));
      } else {
        callback?.(null, socket);
      }
    };
    const onError = (error: Error): void => settle(error);
    // Ended without an error (the agent destroyed): the request must not wait for the timer.
    socket.once('close', () => {
      const closed = new Error(`connection to ${address} closed before the TLS handshake`);
      settle(Object.assign(closed, { code: 'ECONNRESET' }));
    });
    const timer = setTimeout(() => {
      const timeout = Object.assign(new Error(`TLS handshake with ${address} timed out`), {
        code: 'ETIMEDOUT',
      });
      settle(timeout);
    }, this.connectTimeoutMs);
    socket.once('error', onError);
    socket.once('secureConnect', () => {
      const actual = this.presented(socket);
      const matched = actual === this.fingerprint256;
      this.onHandshake?.(actual, matched);
      if (matched) {
        verified = true;
        settle(null);
        return;
      }
      this.sessions.delete(address);
      settle(
        new ClientError('tls_pin_mismatch', {
          address,
          expected: this.fingerprint256,
          actual: actual ?? 'none',
        }),
      );
    });
    return undefined;
  }

  /** Connections that may still be opened to the address of agent key `name`. */
  private room(name: string): number {
    const open = (this.sockets[name]?.length ?? 0) + (this.freeSockets[name]?.length ?? 0);
    return this.maxSockets - open - (this.connecting.get(name)?.size ?? 0);
  }

  /** Node's queue of requests waiting for a socket, per agent key. */
  private get queues(): Record<string, ClientRequest[] | undefined> {
    return this.requests;
  }

  /**
   * Hands waiting requests back to Node while there is room. One cancelled while it waited opens
   * no connection: it is ended the way Node's queue ends it, so its 'error' and 'close' fire.
   */
  private serveWaiting(name: string, options: ClientRequestArgs): void {
    const queue = this.queues[name];
    while (queue && queue.length > 0 && this.room(name) > 0) {
      const req = queue.shift();
      if (queue.length === 0) delete this.queues[name];
      if (req?.destroyed) endCancelled(req);
      else if (req) nodeAgent.addRequest.call(this, req, options);
    }
  }

  /**
   * The certificate the peer proved it holds: read from a full handshake; for a resumed one, the
   * pinned one, since only sessions of matched handshakes are offered for resumption.
   */
  private presented(socket: TLSSocket): Fingerprint | undefined {
    return socket.isSessionReused() ? this.fingerprint256 : peerFingerprint(socket);
  }
}

/** The agent key Node's `createSocket` gave the connection's options. */
function keyOf(options: ClientRequestArgs): string | undefined {
  const key: unknown = (options as { _agentKey?: unknown })._agentKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * Ends a request cancelled while it waited for a socket. Node's 'free' listener hands such a
 * request a socket, and its `onSocket` sees it destroyed, takes no socket and emits 'error' and
 * 'close' (lib/_http_client.js, `onSocketNT`): given no socket, it does just that.
 */
function endCancelled(req: ClientRequest): void {
  (req as unknown as { onSocket(socket: Duplex | undefined): void }).onSocket(undefined);
}
