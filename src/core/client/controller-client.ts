/**
 * The controller client: every endpoint of the contract over pinned HTTPS (D14), with a session
 * (spec 5, D1, D3), retries of idempotent calls, answers validated against the contract, the
 * controller's capabilities (D11, D12) and errors as data (shared/errors). One instance talks to
 * one controller identity; the shells and the CLI reach it through core/connection. Here a call
 * is checked and prepared (request-preparation.ts, staff-write-body.ts); its way to the
 * controller and back is call-exchange.ts's.
 */
import {
  endpointById,
  type Endpoint,
  type EndpointId,
  type RequestOf,
  type ResponseOf,
  loginResponse,
} from '../../shared/api';
import type { AnswerProblem } from './answer';
import type { CallOptions } from './call-options';
import { CallExchange } from './call-exchange';
import { detectAreas, notSupported, offers, type Capabilities } from './capabilities';
import { ClientError } from './client-error';
import type { ControllerAddress } from './controller-address';
import { DEFAULT_TIMEOUT_MS, type ControllerClientOptions } from './controller-client-options';
import { PinnedAgent } from './pinned-agent';
import { prepareRequest, type PreparedRequest, type RawRequest } from './request-preparation';
import { DEFAULT_RETRY_POLICY } from './retry';
import { Session, type Credentials, type LoginOutcome, type SessionUser } from './session';
import { detectStaffFieldSet } from './staff-field-set';
import type { StaffWrite } from './staff-translation';
import { isStaffWrite, staffWriteBody } from './staff-write-body';
import { buildTypedApi, type TypedApi } from './typed-api';
import { Transport } from './transport';

// The options come with the client (core/controller-services.ts takes both from here); they
// live apart so a connection's options name them without loading the client.
export { DEFAULT_TIMEOUT_MS, type ControllerClientOptions } from './controller-client-options';

export class ControllerClient {
  readonly address: ControllerAddress;
  readonly fingerprint256: string;
  readonly session: Session;
  /** One typed call per endpoint: `client.api.staff.count()`. */
  readonly api: TypedApi;
  private readonly agent: PinnedAgent;
  private readonly ownsAgent: boolean;
  private readonly exchange: CallExchange;
  private readonly onWarning: ((message: string) => void) | undefined;
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
    this.fingerprint256 = this.agent.fingerprint256;
    this.onWarning = options.onWarning;
    this.session = new Session(
      (credentials, signal) => this.loginExchange(credentials, signal),
      options.now,
    );
    this.exchange = new CallExchange({
      transport: new Transport(options.address, this.agent),
      session: this.session,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      retryPolicy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
      random: options.random ?? Math.random,
      onWrite: options.onWrite,
      detected: () => this.detected,
    });
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
    const { body: answer } = await this.exchange.run(endpoint, prepared, options);
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
    } = await this.exchange.run(endpoint, prepared, options, true);
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
      throw notSupported(endpoint, this.detected);
    let body = raw.body;
    if (body !== undefined && isStaffWrite(endpoint)) {
      const { staffFieldSet } = await this.capabilities(options.signal);
      body = staffWriteBody(endpoint, body as StaffWrite, staffFieldSet, this.onWarning);
    }
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
      return (await this.exchange.run(endpoint, prepared, options)).body;
    };
    const areas = await detectAreas((endpoint, query) => send(endpoint, query ? { query } : {}));
    const staff = await detectStaffFieldSet(send);
    return { ...areas, ...staff };
  }

  private async loginExchange(
    credentials: Credentials,
    signal?: AbortSignal,
  ): Promise<LoginOutcome> {
    const endpoint = endpointById('login') as Endpoint;
    const prepared = prepareRequest(endpoint, { body: credentials });
    try {
      const { exchange, body } = await this.exchange.run(
        endpoint,
        prepared,
        signal ? { signal } : {},
      );
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
