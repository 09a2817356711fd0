/**
 * One call's way to the controller and back once its request is prepared: sent with the
 * session's token (and once more with a new one after a 401, D1, D3), tried again as the retry
 * policy allows (idempotent methods and login, retry.ts), and its answer read against the
 * contract (answer.ts) or mapped to one of the errors of shared/errors. The controller client
 * (controller-client.ts) prepares the request and hands it here.
 */
import type { Endpoint } from '../../shared/api';
import { answerAsIs, parseJson, statusError, validateAnswer, type AnswerProblem } from './answer';
import { afterWrites, callPolicy, type CallOptions } from './call-options';
import { notSupported, offers, type Capabilities } from './capabilities';
import type { PreparedRequest } from './request-preparation';
import {
  isIdempotent,
  parseRetryAfter,
  withRetries,
  type AttemptOutcome,
  type RetryPolicy,
} from './retry';
import type { Session } from './session';
import type { Exchange, OutgoingRequest, Transport } from './transport';

export interface Answered {
  exchange: Exchange;
  body: unknown;
  /** Where an answer taken as it is leaves the contract. */
  problems?: AnswerProblem[];
}

export interface CallExchangeParts {
  transport: Transport;
  session: Session;
  /** Time limit of each attempt unless the call gives its own. */
  timeoutMs: number;
  retryPolicy: RetryPolicy;
  random: () => number;
  /** Told after a change (any method but GET) the controller accepted, by endpoint id. */
  onWrite: ((endpointId: string) => void) | undefined;
  /** What the controller offers, once detected: a 404 of a call it lacks is `not_supported`. */
  detected: () => Capabilities | undefined;
}

/** What an answer means for retrying: its status, and a 429's or a 503's Retry-After. */
function answerOutcome(answer: Exchange): AttemptOutcome {
  if (answer.status !== 429 && answer.status !== 503)
    return { kind: 'answer', status: answer.status };
  return {
    kind: 'answer',
    status: answer.status,
    retryAfterMs: parseRetryAfter(answer.header('retry-after')),
  };
}

export class CallExchange {
  constructor(private readonly parts: CallExchangeParts) {}

  /**
   * Sends with retries (idempotent methods only) and reads the answer against the contract; an
   * answer read `asIs` is given back as it came, with where it leaves the contract.
   */
  async run(
    endpoint: Endpoint,
    prepared: PreparedRequest,
    options: CallOptions,
    asIs = false,
  ): Promise<Answered> {
    const policy = callPolicy(this.parts.retryPolicy, options.retry);
    // Login changes nothing on the controller, so it may be retried like a read.
    const retryable = isIdempotent(endpoint.method) || endpoint.id === 'login';
    const { value: exchange, attempts } = await withRetries(
      policy,
      retryable,
      () => this.sendAuthorized(endpoint, prepared, options),
      answerOutcome,
      { signal: options.signal, random: this.parts.random },
    );
    if (options.onAnswer) {
      options.onAnswer();
      await afterWrites();
    }
    const answered = this.read(endpoint, exchange, attempts, asIs);
    if (endpoint.method !== 'GET' && endpoint.id !== 'login') this.parts.onWrite?.(endpoint.id);
    return answered;
  }

  /** One attempt: with a valid token, and once more with a new one after a 401 (D1, D3). */
  private async sendAuthorized(
    endpoint: Endpoint,
    prepared: PreparedRequest,
    options: CallOptions,
  ): Promise<Exchange> {
    if (!endpoint.auth) return this.sendOnce(endpoint, prepared, options);
    const { session } = this.parts;
    const token = await session.validToken(options.signal);
    const first = await this.sendOnce(endpoint, prepared, options, token);
    if (first.status !== 401) return first;
    session.invalidate(token);
    return this.sendOnce(endpoint, prepared, options, await session.validToken(options.signal));
  }

  /** One exchange, with `token` when given (a method, not a function made per call). */
  private sendOnce(
    endpoint: Endpoint,
    prepared: PreparedRequest,
    options: CallOptions,
    token?: string,
  ): Promise<Exchange> {
    const request: OutgoingRequest = {
      method: endpoint.method,
      path: prepared.path,
      endpoint: endpoint.id,
      timeoutMs: options.timeoutMs ?? this.parts.timeoutMs,
    };
    if (prepared.query) request.query = prepared.query;
    if (prepared.body !== undefined) request.body = prepared.body;
    if (token) request.token = token;
    if (options.signal) request.signal = options.signal;
    return this.parts.transport.send(request);
  }

  /** The answer read: the body the contract allows, or the error its status means. */
  private read(endpoint: Endpoint, exchange: Exchange, attempts: number, asIs: boolean): Answered {
    const { status } = exchange;
    if (status >= 200 && status < 300 && asIs) {
      return { exchange, ...answerAsIs(endpoint, exchange) };
    }
    const body = parseJson(endpoint, exchange);
    if (status >= 200 && status < 300) {
      return { exchange, body: validateAnswer(endpoint, endpoint.response, status, body) };
    }
    const detected = this.parts.detected();
    if (status === 404 && detected && !offers(detected, endpoint)) {
      throw notSupported(endpoint, detected);
    }
    throw statusError(endpoint, status, body, attempts);
  }
}
