/**
 * The client's axios adapter (axios's documented extension point, docs/decisions.md "The client's
 * cost"): one request over `node:https` through the pinned agent, and nothing else. axios's own
 * http adapter spends most of a call on what a controller never needs (proxy lookup from the
 * environment, redirects, URL parsing, stream transforms, progress events, decompression); this
 * one honours the request options the transport sets and axios hands it:
 *
 * - `method`, `url` (a path below the controller's address), `headers`, `data` (a string);
 * - `bearer`, an option of its own (ControllerRequestOptions): the session token, sent as
 *   `Authorization: Bearer`; a header in the options costs axios a merge, a sanitizing and two
 *   normalizations per call, a plain option is handed on as it is;
 * - `timeout`: the time limit of the whole exchange, one plain timer that destroys the request
 *   (no AbortController of its own), rejected as axios does (`AxiosError`, code `ETIMEDOUT`);
 * - `signal`: the caller's cancel, rejected as a `CanceledError`, so a time limit and a cancel
 *   stay told apart; a request is in the signal's set only while it runs, and a signal shared by
 *   many requests has one listener for them all;
 * - `validateStatus`, when one is given, as axios's `settle` does (by default every status is
 *   handed back for the client's own mapping).
 *
 * Its own settings (the pinned agent, the largest body read, rejected as axios rejects a body past
 * `maxContentLength`, the headers every request carries, where the answer's headers go) are given
 * once when it is made rather than in every request's options, since axios merges each option of
 * a request with the instance's defaults, key by key, and normalizes every header it is handed,
 * per call (docs/benchmarks.md, "Client").
 *
 * It never follows a redirect (the controller's answer is what the caller gets), never consults a
 * proxy (the peer must be the pinned controller), never decompresses (no Accept-Encoding is sent)
 * and hands the body back as text for the client's own parsing. A failure of the connection
 * (a reset, a refusal, the pin check's `tls_pin_mismatch`) is rejected as it came, for
 * network-errors.ts to map.
 */
import { request as httpsRequest } from 'node:https';
import type {
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
} from 'node:http';
import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { PinnedAgent } from './pinned-agent';

export interface AdapterTarget {
  host: string;
  port: number;
  agent: PinnedAgent;
  /** The largest answer body read, in bytes. */
  maxAnswerBytes: number;
  /** Headers sent with every request, under those of the request's options. */
  headers?: Readonly<Record<string, string>>;
  /**
   * The answer's headers handed back beside axios's, as Node parsed them (`nodeHeaders` of the
   * response, ControllerResponse), and axios handed an empty set: it builds, sanitizes and
   * normalizes (twice) every header it is handed, per call, and the client reads one now and then.
   */
  headersAside?: boolean;
}

/** The request options of the adapter's own, next to axios's. */
export interface ControllerRequestOptions {
  /** The session token, sent as `Authorization: Bearer <token>`. */
  bearer?: string;
}

/** The request headers as Node takes them: one plain object, values as strings. */
function outgoingHeaders(
  fixed: Readonly<Record<string, string>> | undefined,
  config: InternalAxiosRequestConfig & ControllerRequestOptions,
  body: string | undefined,
): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = { ...fixed };
  if (config.bearer !== undefined) out.Authorization = `Bearer ${config.bearer}`;
  for (const [name, value] of config.headers) {
    if (value !== undefined && value !== null && value !== false) out[name] = String(value);
  }
  if (body !== undefined) out['Content-Length'] = Buffer.byteLength(body);
  return out;
}

/** An answer as the adapter hands it to axios: with Node's headers beside when asked. */
export interface ControllerResponse extends AxiosResponse<string> {
  nodeHeaders?: IncomingHttpHeaders;
}

/**
 * The caller's cancels, one listener per signal however many requests it covers: a signal shared
 * by many requests (the pages of a read, paging.ts) is listened to once, and each request joins
 * and leaves a set, which costs less than adding and removing an EventTarget listener per request.
 */
const cancellers = new WeakMap<AbortSignal, Set<() => void>>();

function onCancel(signal: AbortSignal, cancel: () => void): () => void {
  let waiting = cancellers.get(signal);
  if (!waiting) {
    const set = new Set<() => void>();
    waiting = set;
    cancellers.set(signal, set);
    signal.addEventListener(
      'abort',
      () => {
        cancellers.delete(signal);
        for (const each of [...set]) each();
      },
      { once: true },
    );
  }
  const set = waiting;
  set.add(cancel);
  return () => set.delete(cancel);
}

function bodyOf(config: InternalAxiosRequestConfig): string | undefined {
  const data: unknown = config.data;
  if (data === undefined || data === null) return undefined;
  // The transport serializes bodies itself; anything else would be a programming error.
  if (typeof data !== 'string') throw new TypeError('the controller adapter sends string bodies');
  return data;
}

/**
 * One request's settling: once, clearing its timer and leaving its signal's set. A class rather
 * than functions made per request: a function made per call costs more than an object's method
 * (and a name given to it at run time, as the benchmarks' TypeScript loader gives, a microsecond
 * or more each).
 */
class Pending {
  req: ClientRequest | undefined;
  timer: NodeJS.Timeout | undefined;
  leave: (() => void) | undefined;
  private settled = false;

  constructor(
    private readonly config: InternalAxiosRequestConfig,
    private readonly resolve: (response: AxiosResponse<string>) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  finish(error: Error | undefined, response?: AxiosResponse<string>): void {
    if (this.settled) return;
    this.settled = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.leave?.();
    if (error) {
      this.req?.destroy();
      this.reject(error);
    } else this.resolve(response as AxiosResponse<string>);
  }

  cancel(): void {
    this.finish(new CanceledError(undefined, this.config, this.req));
  }

  timeOut(timeoutMs: number): void {
    this.finish(
      new AxiosError(
        `timeout of ${timeoutMs}ms exceeded`,
        AxiosError.ETIMEDOUT,
        this.config,
        this.req,
      ),
    );
  }
}

/** An adapter bound to one controller address and its pinned agent. */
export function pinnedHttpsAdapter(target: AdapterTarget): AxiosAdapter {
  return (config) =>
    new Promise<AxiosResponse<string>>((resolve, reject) => {
      const body = bodyOf(config);
      const limit = config.maxContentLength ?? target.maxAnswerBytes;
      // axios types the signal loosely (its own GenericAbortSignal); Node's is an AbortSignal.
      const signal = config.signal as AbortSignal | undefined;
      const pending = new Pending(config, resolve, reject);
      const req = httpsRequest(
        {
          host: target.host,
          port: target.port,
          agent: target.agent,
          method: config.method === undefined ? 'GET' : config.method.toUpperCase(),
          path: config.url ?? '/',
          headers: outgoingHeaders(target.headers, config, body),
        },
        (res) => readAnswer(res, limit, target.headersAside === true, config, req, pending),
      );
      pending.req = req;
      req.on('error', (error) => pending.finish(error));
      if (signal?.aborted) {
        pending.cancel();
        return;
      }
      if (signal) pending.leave = onCancel(signal, () => pending.cancel());
      const timeoutMs = config.timeout ?? 0;
      if (timeoutMs > 0) pending.timer = setTimeout(() => pending.timeOut(timeoutMs), timeoutMs);
      req.end(body);
    });
}

/** Reads the body as text up to `limit` bytes and settles as axios's `settle` would. */
function readAnswer(
  res: IncomingMessage,
  limit: number,
  headersAside: boolean,
  config: InternalAxiosRequestConfig,
  req: unknown,
  pending: Pending,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  res.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (limit > -1 && size > limit) {
      res.destroy();
      pending.finish(
        new AxiosError(
          `maxContentLength size of ${limit} exceeded`,
          AxiosError.ERR_BAD_RESPONSE,
          config,
          req,
        ),
      );
      return;
    }
    chunks.push(chunk);
  });
  res.on('error', (error) => pending.finish(error));
  res.on('end', () => {
    const status = res.statusCode ?? 0;
    const text =
      chunks.length === 1
        ? (chunks[0] as Buffer).toString('utf8')
        : Buffer.concat(chunks, size).toString('utf8');
    const response: ControllerResponse = {
      data: text,
      status,
      statusText: res.statusMessage ?? '',
      headers: headersAside
        ? new AxiosHeaders()
        : new AxiosHeaders(res.headers as Record<string, string>),
      config,
      request: req,
    };
    if (headersAside) response.nodeHeaders = res.headers;
    const valid = config.validateStatus;
    if (!valid || valid(status)) pending.finish(undefined, response);
    else {
      pending.finish(
        new AxiosError(
          `Request failed with status code ${status}`,
          status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
          config,
          req,
          response,
        ),
      );
    }
  });
}
