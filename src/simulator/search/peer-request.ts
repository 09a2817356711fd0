/**
 * How one controller talks to another over HTTPS (spec 4.12: controller search and VPN sync):
 * JSON requests with node:https, a time limit on each, and certificate pinning by SHA-256
 * fingerprint (D14). The simulator may not use the app's client (src/core), so this is a small
 * one of its own; like the app's, it checks the pin when the TLS handshake completes and before a
 * byte of the request is written, so no token or password reaches an impostor.
 */
import { Agent, request, type AgentOptions } from 'node:https';
import type { ClientRequestArgs } from 'node:http';
import type { Duplex } from 'node:stream';
import { connect, type PeerCertificate, type TLSSocket } from 'node:tls';
import { API_BASE } from '../http/pipeline';

/** Answers larger than this are cut off as faulty (a staff page of 150 is a few tens of KB). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;

export interface PeerRequest {
  host: string;
  port: number;
  method: string;
  /** Relative to the API base, `/staff?page=1&page_size=150`. */
  path: string;
  token?: string;
  json?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  /** A keep-alive or pinned agent; none: one connection for this request, nothing checked. */
  agent?: Agent;
}

export interface PeerAnswer {
  status: number;
  /** The body parsed as JSON; undefined when it is not JSON. */
  body: unknown;
  certificate: PeerCertificate | undefined;
}

/** The certificate presented was not the pinned one (D14). */
export class PinMismatch extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`certificate ${actual} is not the pinned ${expected}`);
    this.name = 'PinMismatch';
  }
}

/** How long a pinned TLS handshake may take. */
const HANDSHAKE_TIMEOUT_MS = 10_000;

/** A keep-alive agent that accepts only the certificate with SHA-256 fingerprint `fingerprint`. */
export class PinnedAgent extends Agent {
  constructor(
    readonly fingerprint: string,
    options: AgentOptions = {},
  ) {
    super({ keepAlive: true, maxSockets: 8, maxCachedSessions: 0, ...options });
  }

  override createConnection(
    options: ClientRequestArgs,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): undefined {
    const socket: TLSSocket = connect({
      host: options.host ?? options.hostname ?? 'localhost',
      port: Number(options.port ?? 443),
      rejectUnauthorized: false,
    });
    const settle = (error: Error | null) => {
      clearTimeout(timer);
      socket.off('error', settle);
      if (error) socket.destroy();
      callback?.(error, socket);
    };
    const timer = setTimeout(
      () => settle(new Error('TLS handshake timed out')),
      HANDSHAKE_TIMEOUT_MS,
    );
    socket.once('error', settle);
    socket.once('secureConnect', () => {
      const actual = socket.getPeerCertificate().fingerprint256;
      settle(actual === this.fingerprint ? null : new PinMismatch(this.fingerprint, actual));
    });
    return undefined;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one request; rejects on a network failure, a pin mismatch, a timeout or an abort. */
export function peerRequest(req: PeerRequest): Promise<PeerAnswer> {
  const payload = req.json === undefined ? undefined : JSON.stringify(req.json);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (req.token !== undefined) headers.authorization = `Bearer ${req.token}`;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: req.host,
        port: req.port,
        method: req.method,
        path: `${API_BASE}${req.path}`,
        headers,
        agent: req.agent ?? false,
        rejectUnauthorized: false,
        timeout: req.timeoutMs,
        ...(req.signal ? { signal: req.signal } : {}),
      },
      (res) => {
        const certificate = (res.socket as TLSSocket).getPeerCertificate?.();
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) res.destroy(new Error('answer too large'));
          else chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: parse(Buffer.concat(chunks).toString('utf8')),
            certificate,
          }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${req.timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** E (spec 7, D1): `success` false and a string message. */
export function isErrorBody(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { success, message } = body as { success?: unknown; message?: unknown };
  return success === false && (message === undefined || typeof message === 'string');
}
