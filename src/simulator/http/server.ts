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

export function createApiServer(
  tls: { keyPem: string; certPem: string },
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Server {
  const server = createServer(
    {
      key: tls.keyPem,
      cert: tls.certPem,
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
