/**
 * One HTTP exchange with a controller over the pinned agent, with axios (the design's HTTP
 * library) configured so that it adds nothing the pin does not allow: the pinned agent as its
 * `httpsAgent`, no proxy from the environment (the pin is the controller's, not a proxy's), no
 * redirect followed (a controller sending us elsewhere answers outside the contract), every
 * status handed back for the client's own mapping, the body as text for the client's own
 * parsing. It knows nothing of endpoints, sessions or retries: it sends, waits at most
 * `timeoutMs`, honours the caller's AbortSignal, and returns the status, headers and body text.
 * Failures come out as ClientErrors (unreachable, timeout, cancelled, tls_pin_mismatch,
 * unexpected_answer for an oversized body). Its cost is measured in docs/benchmarks.md.
 */
import axios, { AxiosHeaders, type AxiosInstance, type AxiosResponse } from 'axios';
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

export class Transport {
  readonly address: string;
  private readonly http: AxiosInstance;

  constructor(target: ControllerAddress, agent: PinnedAgent) {
    this.address = formatAddress(target);
    const host = target.host.includes(':') ? `[${target.host}]` : target.host;
    this.http = axios.create({
      baseURL: `https://${host}:${target.port}${API_BASE_PATH}`,
      httpsAgent: agent,
      adapter: 'http',
      proxy: false,
      maxRedirects: 0,
      maxContentLength: MAX_ANSWER_BYTES,
      validateStatus: () => true,
      responseType: 'text',
      responseEncoding: 'utf8',
      // The client parses and checks the body itself (answer.ts): axios must leave it as text.
      transformResponse: [(data: unknown) => data],
      decompress: false,
      headers: { Accept: 'application/json', 'User-Agent': 'Turnkey' },
    });
  }

  async send(request: OutgoingRequest): Promise<Exchange> {
    const { signal, timeoutMs, endpoint } = request;
    const where = endpoint ? { endpoint } : {};
    if (signal?.aborted) throw new ClientError('cancelled', where);
    // One controller for both the caller's cancel and the time limit, told apart afterwards.
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
      const response: AxiosResponse<string> = await this.http.request<string>({
        method: request.method,
        url: `${request.path}${queryString(request.query)}`,
        ...(hasBody ? { data: JSON.stringify(request.body) } : {}),
        headers: {
          ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
          ...(request.token ? { Authorization: `Bearer ${request.token}` } : {}),
        },
        signal: attempt.signal,
      });
      const headers = response.headers;
      return {
        status: response.status,
        header: (name) =>
          headerText(headers instanceof AxiosHeaders ? headers.get(name) : headers[name]),
        text: typeof response.data === 'string' ? response.data : '',
      };
    } catch (error) {
      if (timedOut)
        throw new ClientError('timeout', { address: this.address, timeoutMs, ...where });
      if (signal?.aborted) throw new ClientError('cancelled', where);
      if (
        axios.isAxiosError(error) &&
        error.code === 'ERR_BAD_RESPONSE' &&
        /maxContentLength/.test(error.message)
      ) {
        throw new ClientError('unexpected_answer', {
          ...where,
          field: '(body)',
          problem: `larger than ${MAX_ANSWER_BYTES} bytes`,
          status: error.response?.status ?? 0,
        });
      }
      // axios wraps Node's error: the pin check and the socket's own code are on its cause.
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      throw networkError(cause, this.address, endpoint, timeoutMs);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return undefined;
}
