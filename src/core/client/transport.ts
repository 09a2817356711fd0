/**
 * One HTTP exchange with a controller over the pinned agent, with axios (the design's HTTP
 * library) built once per controller and configured so that it adds nothing the pin does not
 * allow: the project's adapter over `node:https` and the pinned agent (https-adapter.ts: no
 * proxy, no redirect followed, no decompression), every status handed back for the client's own
 * mapping, the body as text for the client's own parsing. It knows nothing of endpoints,
 * sessions or retries: it sends, waits at most `timeoutMs`, honours the caller's AbortSignal,
 * and returns the status, headers and body text. Failures come out as ClientErrors (unreachable,
 * timeout, cancelled, tls_pin_mismatch, unexpected_answer for an oversized body). Its cost is
 * measured in docs/benchmarks.md, "Client", and its design is docs/decisions.md, "The client's
 * cost".
 */
import type { IncomingHttpHeaders } from 'node:http';
import axios, { Axios, AxiosError, type AxiosRequestConfig } from 'axios';
import type { HttpMethod } from '../../shared/api';
import { ClientError } from './client-error';
import { API_BASE_PATH, formatAddress, type ControllerAddress } from './controller-address';
import {
  pinnedHttpsAdapter,
  type ControllerRequestOptions,
  type ControllerResponse,
} from './https-adapter';
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
  /**
   * One header of the answer (lower-case name); read on demand, most answers need none.
   */
  header: (name: string) => string | undefined;
  text: string;
}

/** Largest answer read (a staff page of 150 is far below; D6 caps requests at 1 MiB). */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * The headers every request carries, written by the adapter: axios merges and normalizes each
 * header of a request's options per call, so only the ones that vary (the token, a body's type)
 * go through it.
 */
const FIXED_HEADERS: Readonly<Record<string, string>> = {
  Accept: 'application/json',
  'User-Agent': 'Turnkey',
};

/** Text that reads the same form-encoded: a page number, a size, a plain word. */
const PLAIN = /^[A-Za-z0-9_.*-]*$/;

/**
 * `?a=1&b=x` for the defined values of a query, or nothing, form-encoded as URLSearchParams
 * encodes it; plain keys and values (the page numbers of a read) are joined as they are, since
 * URLSearchParams costs a read of 10,000 staff about a millisecond (docs/benchmarks.md, "Client").
 */
export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (!query) return '';
  const pairs: [string, string][] = [];
  let plain = true;
  for (const key in query) {
    const value = query[key];
    if (value === undefined || value === null) continue;
    const text =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);
    plain &&= PLAIN.test(key) && PLAIN.test(text);
    pairs.push([key, text]);
  }
  if (pairs.length === 0) return '';
  if (!plain) return `?${new URLSearchParams(pairs).toString()}`;
  let search = '';
  for (const [key, text] of pairs) search += `${search === '' ? '?' : '&'}${key}=${text}`;
  return search;
}

/** The header of a request with a body: the transport sends JSON only. */
const JSON_BODY: Readonly<Record<string, string>> = { 'Content-Type': 'application/json' };

export class Transport {
  readonly address: string;
  private readonly http: Axios;

  constructor(target: ControllerAddress, agent: PinnedAgent) {
    this.address = formatAddress(target);
    // `new Axios` rather than `axios.create`, and nothing in its defaults but the adapter: axios
    // merges the defaults into every request key by key, so each key there costs every call. The
    // adapter carries the rest: the pinned agent, the size cap, every status handed back
    // (docs/decisions.md, "The client's cost").
    this.http = new Axios({
      adapter: pinnedHttpsAdapter({
        host: target.host,
        port: target.port,
        agent,
        maxAnswerBytes: MAX_ANSWER_BYTES,
        headers: FIXED_HEADERS,
        headersAside: true,
      }),
    });
  }

  async send(request: OutgoingRequest): Promise<Exchange> {
    const { signal, timeoutMs, endpoint } = request;
    if (signal?.aborted) throw new ClientError('cancelled', endpoint ? { endpoint } : {});
    const hasBody = request.body !== undefined;
    // Only what this call needs: every key given costs a merge step in axios, and a header given
    // costs more (merged, sanitized, normalized twice), so the token goes as the adapter's own
    // `bearer` option, a plain value axios hands on as it is.
    const config: AxiosRequestConfig<string> & ControllerRequestOptions = {
      url: `${API_BASE_PATH}${request.path}${queryString(request.query)}`,
      timeout: timeoutMs,
    };
    if (request.token !== undefined) config.bearer = request.token;
    if (request.method !== 'GET') config.method = request.method;
    if (hasBody) {
      config.data = JSON.stringify(request.body);
      config.headers = JSON_BODY;
    }
    if (signal) config.signal = signal;
    try {
      const response = await this.http.request<string, ControllerResponse>(config);
      // The adapter keeps Node's headers beside axios's (headersAside), read only when asked.
      return new Answer(
        response.status,
        response.nodeHeaders ?? {},
        typeof response.data === 'string' ? response.data : '',
      );
    } catch (error) {
      throw this.failure(error, request);
    }
  }

  /** The ClientError for a failed exchange: the time limit and the caller's cancel told apart. */
  private failure(error: unknown, request: OutgoingRequest): ClientError {
    const { signal, timeoutMs, endpoint } = request;
    const where = endpoint ? { endpoint } : {};
    if (axios.isAxiosError(error) && error.code === AxiosError.ETIMEDOUT)
      return new ClientError('timeout', { address: this.address, timeoutMs, ...where });
    if (signal?.aborted || axios.isCancel(error)) return new ClientError('cancelled', where);
    if (axios.isAxiosError(error) && error.code === AxiosError.ERR_BAD_RESPONSE) {
      return new ClientError('unexpected_answer', {
        ...where,
        field: '(body)',
        problem: `larger than ${MAX_ANSWER_BYTES} bytes`,
        status: error.response?.status ?? 0,
      });
    }
    return networkError(error, this.address, endpoint, timeoutMs);
  }
}

/**
 * An exchange as the transport hands it on. A class rather than an object with a function made
 * per answer: a function made per call costs more than the object (and a name given to it at run
 * time, as the benchmarks' TypeScript loader gives, costs a microsecond or more).
 */
class Answer implements Exchange {
  constructor(
    readonly status: number,
    private readonly headers: IncomingHttpHeaders,
    readonly text: string,
  ) {}

  header(name: string): string | undefined {
    return headerText(this.headers[name]);
  }
}

function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return undefined;
}
