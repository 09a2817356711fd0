/**
 * The HTTPS server of one simulator: TLS 1.2 or newer with its own certificate, time limits on
 * slow clients, and an E answer even to bytes that are not HTTP.
 */
import { createServer, type Server } from 'node:https';
import type { Duplex } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorBody } from './send';

const CLIENT_ERROR_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

/** Answers a request the HTTP parser could not read, then closes the connection. */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason] = CLIENT_ERROR_STATUS[error.code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify(
    errorBody(`malformed HTTP request (${error.code ?? 'parse error'})`, { rule: 'http' }),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The TLS identity of one controller: its key and certificate, and its session ticket keys. */
export interface ApiServerTls {
  keyPem: string;
  certPem: string;
  /**
   * 48 bytes that encrypt the session tickets it hands out: every server of one controller (its
   * address moves, D16) takes the same, so a client resumes its TLS session with any of them.
   */
  ticketKeys?: Buffer;
}

/**
 * A client that reconnects resumes its session (a TLS 1.3 ticket, or a TLS 1.2 ticket or id)
 * rather than doing a full handshake: Node's default, as on a real controller's TLS stack.
 */
export function createApiServer(
  tls: ApiServerTls,
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Server {
  const server = createServer(
    {
      key: tls.keyPem,
      cert: tls.certPem,
      ...(tls.ticketKeys ? { ticketKeys: tls.ticketKeys } : {}),
      minVersion: 'TLSv1.2',
      requestTimeout: 30_000,
      headersTimeout: 15_000,
      keepAliveTimeout: 5_000,
      maxHeaderSize: 16 * 1024,
    },
    handle,
  );
  server.on('clientError', answerClientError);
  // A failed TLS handshake (plain HTTP or random bytes on the TLS port): Node has dropped the socket.
  server.on('tlsClientError', () => undefined);
  return server;
}
