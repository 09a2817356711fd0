/**
 * The controller client: every endpoint of the contract over pinned HTTPS (D14), with a session
 * (spec 5, D1, D3), retries of idempotent calls, answers validated against the contract, the
 * controller's capabilities (D11, D12) and errors as data (shared/errors). One instance talks to
 * one controller identity; the shells and the CLI reach it through core/connection.
 */
import { randomUUID } from 'node:crypto';
import {
  endpointById,
  type Endpoint,
  type EndpointId,
  type RequestOf,
  type ResponseOf,
  loginResponse,
} from '../../shared/api';
import { answerAsIs, parseJson, statusError, validateAnswer, type AnswerProblem } from './answer';
import type { CallOptions } from './call-options';
import { detectAreas, offers, type Capabilities } from './capabilities';
import { ClientError } from './client-error';
import type { ControllerAddress } from './controller-address';
import { PinnedAgent } from './pinned-agent';
import { prepareRequest, type PreparedRequest, type RawRequest } from './request-preparation';
import {
  DEFAULT_RETRY_POLICY,
  isIdempotent,
  parseRetryAfter,
  withRetries,
  type AttemptOutcome,
  type RetryPolicy,
} from './retry';
import { Session, type Credentials, type LoginOutcome, type SessionUser } from './session';
import { detectStaffFieldSet } from './staff-field-set';
import { translateStaff, type StaffWrite } from './staff-translation';
import { buildTypedApi, type TypedApi } from './typed-api';
import { Transport, type Exchange, type OutgoingRequest } from './transport';

export interface ControllerClientOptions {
  address: ControllerAddress;
  /** The pinned certificate fingerprint (D14): the client talks to nothing else. */
  fingerprint256: string;
  /** Shared agent (discovery, tests); by default the client makes and owns its own. */
  agent?: PinnedAgent;
  /** Time limit of each attempt (default 10 s). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Told about things done on the caller's behalf, e.g. staff fields a legacy controller drops. */
  onWarning?: (message: string) => void;
  /** Told the peer's certificate after every TLS handshake of its own agent (the state's source). */
  onHandshake?: (actual: string | undefined, matched: boolean) => void;
  /** Told after a change (any method but GET) the controller accepted, by endpoint id. */
  onWrite?: (endpointId: string) => void;
  now?: () => number;
  random?: () => number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * After the ticks in which Node writes a request just made (the paging helper's next page, sent
 * from `onAnswer`): that request's promise chain runs as microtasks up to the agent, which hands
 * it its kept-alive socket in a tick (`process.nextTick`), queued after the first of these two;
 * the second comes after that write. A turn of the event loop (`setImmediate`) would wait for the
 * same write but costs each page a pass through the loop's poll, about 1.5 ms of CPU over a read
 * of 10,000 staff on loopback (docs/benchmarks.md, "Client").
 */
const afterWrites = (): Promise<void> =>
  new Promise((resolve) => process.nextTick(() => process.nextTick(resolve)));

/** Staff writes whose body is translated to the controller's field set (D12). */
const STAFF_WRITES = new Set<string>(['staff.create', 'staff.update', 'staff.ban', 'staff.unban']);

interface Answered {
  exchange: Exchange;
  body: unknown;
  /** Where an answer taken as it is leaves the contract. */
  problems?: AnswerProblem[];
}

export class ControllerClient {
  readonly address: ControllerAddress;
  readonly fingerprint256: string;
  readonly session: Session;
  /** One typed call per endpoint: `client.api.staff.count()`. */
  readonly api: TypedApi;
  private readonly agent: PinnedAgent;
  private readonly ownsAgent: boolean;
  private readonly transport: Transport;
  private readonly timeoutMs: number;
  private readonly retryPolicy: RetryPolicy;
  private readonly onWarning: ((message: string) => void) | undefined;
  private readonly onWrite: ((endpointId: string) => void) | undefined;
  private readonly random: () => number;
  private detected: Capabilities | undefined;
  private detecting: Promise<Capabilities> | undefined;

  constructor(options: ControllerClientOptions) {
    this.address = options.address;
    this.ownsAgent = options.agent === undefined;
    this.agent =
      options.agent ??
      new PinnedAgent({
        fingerprint256: options.fingerprint256,
        ...(options.onHandshake ? { onHandshake: options.onHandshake } : {}),
      });
    this.onWrite = options.onWrite;
    this.fingerprint256 = this.agent.fingerprint256;
    this.transport = new Transport(options.address, this.agent);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.onWarning = options.onWarning;
    this.random = options.random ?? Math.random;
    this.session = new Session(
      (credentials, signal) => this.loginExchange(credentials, signal),
      options.now,
    );
    this.api = buildTypedApi((id, request, callOptions) => this.call(id, request, callOptions));
  }

  /** Logs in (spec 5); the token stays in memory and is renewed as needed (D3). */
  login(credentials: Credentials, signal?: AbortSignal): Promise<SessionUser> {
    this.detected = undefined;
    this.detecting = undefined;
    return this.session.login(credentials, signal);
  }

  /** Forgets the token, the credentials and what was detected. */
  logout(): void {
    this.session.logout();
    this.detected = undefined;
    this.detecting = undefined;
  }

  /** Closes the kept-alive connections (when the client made its own agent). */
  close(): void {
    if (this.ownsAgent) this.agent.destroy();
  }

  /** The generic call by endpoint id, for the CLI and the API console. */
  async call<Id extends EndpointId>(
    id: Id,
    request?: RequestOf<Id>,
    options: CallOptions = {},
  ): Promise<ResponseOf<Id>> {
    const { endpoint, prepared } = await this.prepared(id, request, options);
    const { body: answer } = await this.execute(endpoint, prepared, options);
    return answer as ResponseOf<Id>;
  }

  /**
   * The generic call for the data screens and the API console: like `call`, but an answer
   * outside the contract is given back as it came with the places it leaves the contract, so a
   * screen shows it instead of failing (a failure status still throws).
   */
  async callAsIs<Id extends EndpointId>(
    id: Id,
    request?: RequestOf<Id>,
    options: CallOptions = {},
  ): Promise<{ status: number; body: unknown; problems: AnswerProblem[] }> {
    const { endpoint, prepared } = await this.prepared(id, request, options);
    const {
      exchange,
      body: answer,
      problems,
    } = await this.execute(endpoint, prepared, options, {
      asIs: true,
    });
    return { status: exchange.status, body: answer, problems: problems ?? [] };
  }

  /** The request as sent: refused when the era lacks it (D11), staff in the controller's set (D12). */
  private async prepared(
    id: EndpointId,
    request: unknown,
    options: CallOptions,
  ): Promise<{ endpoint: Endpoint; prepared: PreparedRequest }> {
    const endpoint = endpointById(id) as Endpoint;
    const raw = (request ?? {}) as RawRequest;
    if (this.detected && !offers(this.detected, endpoint))
      throw this.unsupported(endpoint, this.detected);
    const body =
      STAFF_WRITES.has(endpoint.id) && raw.body !== undefined
        ? await this.staffBody(endpoint, raw.body as StaffWrite, options.signal)
        : raw.body;
    return { endpoint, prepared: prepareRequest(endpoint, { ...raw, body }) };
  }

  /** What the controller offers, detected once per session (D11, D12, spec 9). */
  capabilities(signal?: AbortSignal): Promise<Capabilities> {
    if (this.detected) return Promise.resolve(this.detected);
    this.detecting ??= this.detect(signal).then(
      (found) => {
        this.detected = found;
        return found;
      },
      (error: unknown) => {
        this.detecting = undefined;
        throw error;
      },
    );
    return this.detecting;
  }

  private async detect(signal?: AbortSignal): Promise<Capabilities> {
    const options: CallOptions = signal ? { signal } : {};
    const send = async (endpoint: Endpoint, request: RawRequest): Promise<unknown> => {
      const prepared: PreparedRequest = { path: endpoint.path, ...request } as PreparedRequest;
      return (await this.execute(endpoint, prepared, options)).body;
    };
    const areas = await detectAreas((endpoint, query) => send(endpoint, query ? { query } : {}));
    const staff = await detectStaffFieldSet(send);
    return { ...areas, ...staff };
  }

  private unsupported(endpoint: Endpoint, caps: Capabilities): ClientError {
    return new ClientError('not_supported', {
      endpoint: endpoint.id,
      since: endpoint.since,
      controllerVersion: caps.apiVersion,
    });
  }

  /** D12: a staff body in the set the controller speaks; a new modern record gets a uuid. */
  private async staffBody(
    endpoint: Endpoint,
    body: StaffWrite,
    signal?: AbortSignal,
  ): Promise<StaffWrite> {
    const { staffFieldSet } = await this.capabilities(signal);
    const { record, dropped } = translateStaff(body, staffFieldSet);
    if (dropped.length > 0) {
      this.onWarning?.(
        `${endpoint.id}: the controller speaks the ${staffFieldSet} staff fields; not sent: ${dropped.join(', ')}`,
      );
    }
    if (
      endpoint.id === 'staff.create' &&
      staffFieldSet === 'modern' &&
      !('uuid' in record && record.uuid)
    ) {
      return { ...record, uuid: randomUUID() };
    }
    return record;
  }

  /** Sends with retries (idempotent methods only) and reads the answer against the contract. */
  private async execute(
    endpoint: Endpoint,
    prepared: PreparedRequest,
    options: CallOptions,
    reading: { asIs: boolean } = { asIs: false },
  ): Promise<Answered> {
    const policy =
      options.retry === undefined
        ? this.retryPolicy
        : options.retry === false
          ? { ...this.retryPolicy, maxAttempts: 1 }
          : { ...this.retryPolicy, ...options.retry };
    // Login changes nothing on the controller, so it may be retried like a read.
    const retryable = isIdempotent(endpoint.method) || endpoint.id === 'login';
    const { value: exchange, attempts } = await withRetries(
      policy,
      retryable,
      () => this.sendAuthorized(endpoint, prepared, options),
      (answer): AttemptOutcome => ({
        kind: 'answer',
        status: answer.status,
        ...(answer.status === 429 || answer.status === 503
          ? { retryAfterMs: parseRetryAfter(answer.header('retry-after')) }
          : {}),
      }),
      { signal: options.signal, random: this.random },
    );
    if (options.onAnswer) {
      options.onAnswer();
      await afterWrites();
    }
    const answered = this.interpret(endpoint, exchange, attempts, reading.asIs);
    if (endpoint.method !== 'GET' && endpoint.id !== 'login') this.onWrite?.(endpoint.id);
    return answered;
  }

  /** One attempt: with a valid token, and once more with a new one after a 401 (D1, D3). */
  private async sendAuthorized(
    endpoint: Endpoint,
    prepared: PreparedRequest,
    options: CallOptions,
  ): Promise<Exchange> {
    if (!endpoint.auth) return this.sendOnce(endpoint, prepared, options);
    const token = await this.session.validToken(options.signal);
    const first = await this.sendOnce(endpoint, prepared, options, token);
    if (first.status !== 401) return first;
    this.session.invalidate(token);
    return this.sendOnce(
      endpoint,
      prepared,
      options,
      await this.session.validToken(options.signal),
    );
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
      timeoutMs: options.timeoutMs ?? this.timeoutMs,
    };
    if (prepared.query) request.query = prepared.query;
    if (prepared.body !== undefined) request.body = prepared.body;
    if (token) request.token = token;
    if (options.signal) request.signal = options.signal;
    return this.transport.send(request);
  }

  private interpret(
    endpoint: Endpoint,
    exchange: Exchange,
    attempts: number,
    asIs = false,
  ): Answered {
    const { status } = exchange;
    if (status >= 200 && status < 300 && asIs) {
      return { exchange, ...answerAsIs(endpoint, exchange) };
    }
    const body = parseJson(endpoint, exchange);
    if (status >= 200 && status < 300) {
      return { exchange, body: validateAnswer(endpoint, endpoint.response, status, body) };
    }
    if (status === 404 && this.detected && !offers(this.detected, endpoint)) {
      throw this.unsupported(endpoint, this.detected);
    }
    throw statusError(endpoint, status, body, attempts);
  }

  private async loginExchange(
    credentials: Credentials,
    signal?: AbortSignal,
  ): Promise<LoginOutcome> {
    const endpoint = endpointById('login') as Endpoint;
    const prepared = prepareRequest(endpoint, { body: credentials });
    try {
      const { exchange, body } = await this.execute(endpoint, prepared, signal ? { signal } : {});
      const date = Date.parse(exchange.header('date') ?? '');
      return {
        response: loginResponse.parse(body),
        ...(Number.isNaN(date) ? {} : { serverDateMs: date }),
      };
    } catch (error) {
      if (ClientError.is(error, 'unauthorized')) {
        throw new ClientError('unauthorized', { ...error.details, login: credentials.login });
      }
      throw error;
    }
  }
}
