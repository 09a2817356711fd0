/**
 * Small HTTPS and TLS servers on loopback for the client tests that need behaviour a controller
 * does not offer (resets, 5xx, 429, stalls) or must prove what reached the server. Each records
 * every request it got; the raw TLS "impostor" records every byte.
 */
import { createServer as createHttpsServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer, type TLSSocket } from 'node:tls';
import type { TestCertificate } from './test-certificate';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: SeenRequest, response: ServerResponse, index: number) => void;

export interface TestServer {
  host: string;
  port: number;
  requests: SeenRequest[];
  /** TCP connections accepted. */
  connections: number;
  stop: () => Promise<void>;
  /** TLS handshakes that resumed an earlier session (HTTPS servers only). */
  resumed: () => number;
}

/** Sends a JSON answer. */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

function stopper(server: Server | ReturnType<typeof createTlsServer>): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      server.close(() => resolve());
    });
}

/** An HTTPS server calling `handler` for every request, after reading its body. */
export async function startHttpsServer(
  certificate: TestCertificate,
  handler: Handler,
  listen: { host?: string; port?: number } = {},
): Promise<TestServer> {
  const requests: SeenRequest[] = [];
  const server = createHttpsServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(seen);
      handler(seen, res, requests.length - 1);
    });
  });
  let resumed = 0;
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.isSessionReused()) resumed++;
  });
  const result: TestServer = {
    host: listen.host ?? '127.0.0.1',
    port: 0,
    requests,
    connections: 0,
    stop: stopper(server),
    resumed: () => resumed,
  };
  server.on('connection', () => result.connections++);
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, result.host, resolve));
  result.port = (server.address() as AddressInfo).port;
  return result;
}

export interface ImpostorServer extends TestServer {
  /** Application bytes received after the handshake, on every connection. */
  bytesReceived: () => number;
}

/** A TLS server that completes handshakes, never answers, and counts every byte it is sent. */
export async function startImpostor(
  certificate: TestCertificate,
  listen: { host?: string; port?: number } = {},
): Promise<ImpostorServer> {
  let bytes = 0;
  const sockets = new Set<TLSSocket>();
  const server = createTlsServer({ key: certificate.key, cert: certificate.cert }, (socket) => {
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  const result: ImpostorServer = {
    host: listen.host ?? '127.0.0.1',
    port: 0,
    requests: [],
    connections: 0,
    resumed: () => 0,
    bytesReceived: () => bytes,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('connection', () => result.connections++);
  await new Promise<void>((resolve) => server.listen(listen.port ?? 0, result.host, resolve));
  result.port = (server.address() as AddressInfo).port;
  return result;
}
