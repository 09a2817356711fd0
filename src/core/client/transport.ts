/**
 * One HTTP exchange with a controller over the pinned agent, on `node:https` (docs/decisions.md:
 * axios cost more than the client's whole overhead budget). It knows nothing of endpoints,
 * sessions or retries: it sends, waits at most `timeoutMs`, honours the caller's AbortSignal, and
 * returns the status, headers and body text. It never follows a redirect and never uses a proxy
 * from the environment (the pin is the controller's). Failures come out as ClientErrors
 * (unreachable, timeout, cancelled, tls_pin_mismatch, unexpected_answer for an oversized body).
 */
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { HttpMethod } from '../../shared/api';
import { ClientError } from './client-error';
import { API_BASE_PATH, formatAddress, type ControllerAddress } from './controller-address';
import { networkError } from './network-errors';
import type { PinnedAgent } from './pinned-agent';

export interface OutgoingRequest {
  method: HttpMethod;
  /** Path below /api/v1, already filled in. */
  path: string;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
  token?: string;
  /** For error details: the contract endpoint id. */
  endpoint?: string;
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface Exchange {
  status: number;
  /** One header of the answer (lower-case name); read on demand, most answers need none. */
  header: (name: string) => string | undefined;
  text: string;
}

/** Largest answer read (a staff page of 150 is far below; D6 caps requests at 1 MiB). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

const BASE_HEADERS = { Accept: 'application/json', 'User-Agent': 'Turnkey' } as const;

/** `?a=1&b=x` for the defined values of a query, or nothing. */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
    params.append(key, text);
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Node builds `headers` from the raw list on first use: asking only when needed saves that. */
function headerReader(res: IncomingMessage): (name: string) => string | undefined {
  return (name) => {
    const value: IncomingHttpHeaders[string] = res.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
}

export class Transport {
  readonly address: string;

  constructor(
    private readonly target: ControllerAddress,
    private readonly agent: PinnedAgent,
  ) {
    this.address = formatAddress(target);
  }

  send(request: OutgoingRequest): Promise<Exchange> {
    const { signal, timeoutMs, endpoint } = request;
    const where = endpoint ? { endpoint } : {};
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new ClientError('cancelled', where));
        return;
      }
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      const headers: Record<string, string | number> = { ...BASE_HEADERS };
      if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        headers['Content-Length'] = Buffer.byteLength(body);
      }
      if (request.token) headers.Authorization = `Bearer ${request.token}`;

      let failure: ClientError | undefined;
      let settled = false;
      const settle = (outcome: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        outcome();
      };
      const stop = (error: ClientError): void => {
        failure = error;
        req.destroy();
        settle(() => reject(error));
      };
      const onAbort = (): void => stop(new ClientError('cancelled', where));
      const timer = setTimeout(
        () => stop(new ClientError('timeout', { address: this.address, timeoutMs, ...where })),
        timeoutMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });

      const req = httpsRequest({
        host: this.target.host,
        port: this.target.port,
        method: request.method,
        path: `${API_BASE_PATH}${request.path}${queryString(request.query)}`,
        agent: this.agent,
        headers,
      });
      const onFailure = (error: Error): void =>
        settle(() => reject(failure ?? networkError(error, this.address, endpoint, timeoutMs)));
      req.on('error', onFailure);
      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            stop(
              new ClientError('unexpected_answer', {
                ...where,
                field: '(body)',
                problem: `larger than ${MAX_ANSWER_BYTES} bytes`,
                status: res.statusCode ?? 0,
              }),
            );
          } else chunks.push(chunk);
        });
        res.on('error', onFailure);
        res.on('end', () =>
          settle(() =>
            resolve({
              status: res.statusCode ?? 0,
              header: headerReader(res),
              text: (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString(
                'utf8',
              ),
            }),
          ),
        );
      });
      req.end(body);
    });
  }
}
