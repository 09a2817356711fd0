/**
 * One HTTP exchange with a controller over the pinned agent (axios, Node side only). It knows
 * nothing of endpoints, sessions or retries: it sends, waits at most `timeoutMs`, honours the
 * caller's AbortSignal, and returns the status, headers and body text. Transport failures come
 * out as ClientErrors (unreachable, timeout, cancelled, tls_pin_mismatch).
 */
import axios, { type AxiosInstance } from 'axios';
import type { HttpMethod } from '../../shared/api';
import { ClientError } from './client-error';
import { apiBaseUrl, formatAddress, type ControllerAddress } from './controller-address';
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
  headers: Readonly<Record<string, string | undefined>>;
  text: string;
}

/** Largest answer read (a staff page of 150 is far below; D6 caps requests at 1 MiB). */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export class Transport {
  private readonly http: AxiosInstance;
  readonly address: string;

  constructor(address: ControllerAddress, agent: PinnedAgent) {
    this.address = formatAddress(address);
    this.http = axios.create({
      baseURL: apiBaseUrl(address),
      httpsAgent: agent,
      // Never through a proxy from the environment: the pin is the controller's, not a proxy's.
      proxy: false,
      // No redirects: a controller that sends us elsewhere is answering outside the contract.
      maxRedirects: 0,
      maxContentLength: MAX_ANSWER_BYTES,
      validateStatus: () => true,
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      headers: { Accept: 'application/json', 'User-Agent': 'Turnkey' },
    });
  }

  async send(request: OutgoingRequest): Promise<Exchange> {
    const { signal, timeoutMs } = request;
    if (signal?.aborted) throw this.cancelled(request);
    const attempt = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      attempt.abort();
    }, timeoutMs);
    const onAbort = (): void => attempt.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const hasBody = request.body !== undefined;
    try {
      const response = await this.http.request<string>({
        method: request.method,
        url: request.path,
        params: request.query,
        data: hasBody ? JSON.stringify(request.body) : undefined,
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
        },
        signal: attempt.signal,
      });
      return {
        status: response.status,
        headers: flattenHeaders(response.headers),
        text: typeof response.data === 'string' ? response.data : '',
      };
    } catch (error) {
      if (timedOut) {
        throw new ClientError('timeout', {
          address: this.address,
          timeoutMs,
          ...(request.endpoint ? { endpoint: request.endpoint } : {}),
        });
      }
      if (signal?.aborted) throw this.cancelled(request);
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      throw networkError(cause, this.address, request.endpoint, timeoutMs);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  private cancelled(request: OutgoingRequest): ClientError {
    return new ClientError('cancelled', request.endpoint ? { endpoint: request.endpoint } : {});
  }
}

function flattenHeaders(headers: Record<string, unknown>): Record<string, string | undefined> {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value === 'string') flat[name.toLowerCase()] = value;
    else if (typeof value === 'number') flat[name.toLowerCase()] = String(value);
    else if (Array.isArray(value)) flat[name.toLowerCase()] = value.map(String).join(', ');
  }
  return flat;
}
