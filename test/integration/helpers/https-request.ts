/**
 * A tiny HTTPS client for tests that talk to a simulator: no certificate check (the simulator's
 * certificate is self-signed; pinning is the client's business, tested elsewhere), JSON in and
 * out, raw bodies and headers when a test needs to send something broken.
 */
import { Agent, request as httpsRequest } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';

export interface TestResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

export interface TestRequest {
  method?: string;
  token?: string;
  /** A value sent as JSON. */
  json?: unknown;
  /** Bytes sent as they are (wins over json). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  agent?: Agent;
}

/** Sends one request to `url`; resolves with the answer even when the server closes the connection. */
export function httpsCall(url: string, options: TestRequest = {}): Promise<TestResponse> {
  const payload =
    options.raw ?? (options.json === undefined ? undefined : JSON.stringify(options.json));
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    // With an explicit Transfer-Encoding the body goes out chunked, without a length.
    if (headers['transfer-encoding'] === undefined)
      headers['content-length'] ??= String(Buffer.byteLength(payload));
  }
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpsRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        rejectUnauthorized: false,
        agent: options.agent ?? false,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    // A server that answers early (413) may close while the body is still being sent.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (payload !== undefined) req.end(payload);
    else req.end();
  });
}
