/**
 * The master's connection to one VPN member (spec 4.12): the member's own API over HTTPS, pinned
 * to the certificate fingerprint learned when it was found (D14), logged in with the cluster's
 * shared admin account. Answers outside 2xx become MemberError with the member's message.
 */
import { PinnedAgent, peerRequest, type PeerAnswer } from '../search/peer-request';

/** Time limit of each request to a member. */
const REQUEST_TIMEOUT_MS = 10_000;

export class MemberError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MemberError';
  }
}

function messageOf(answer: PeerAnswer): string {
  const message = (answer.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : `HTTP ${answer.status}`;
}

export interface MemberAddress {
  address: string;
  port: number;
  fingerprint: string;
}

export class MemberClient {
  private readonly agent: PinnedAgent;
  private token: string | undefined;

  constructor(
    private readonly member: MemberAddress,
    private readonly credentials: { login: string; password: string },
    private readonly signal: AbortSignal,
  ) {
    this.agent = new PinnedAgent(member.fingerprint);
  }

  /** One request; the raw answer whatever its status. */
  async send(method: string, path: string, json?: unknown): Promise<PeerAnswer> {
    return peerRequest({
      host: this.member.address,
      port: this.member.port,
      method,
      path,
      json,
      agent: this.agent,
      timeoutMs: REQUEST_TIMEOUT_MS,
      signal: this.signal,
      ...(this.token === undefined ? {} : { token: this.token }),
    });
  }

  /** A request that must succeed: the body of a 2xx answer, MemberError otherwise. */
  async call(method: string, path: string, json?: unknown): Promise<unknown> {
    const answer = await this.send(method, path, json);
    if (answer.status < 200 || answer.status > 299) {
      throw new MemberError(answer.status, `${method} ${path}: ${messageOf(answer)}`);
    }
    return answer.body;
  }

  async login(): Promise<void> {
    const body = await this.call('POST', '/login', this.credentials);
    const token = (body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string')
      throw new MemberError(200, 'POST /login: no token in the answer');
    this.token = token;
  }

  /**
   * The records of an L read (spec 4), or undefined when the member's firmware has no such
   * section (404, D11).
   */
  async list<T>(path: string): Promise<T[] | undefined> {
    const answer = await this.send('GET', path);
    if (answer.status === 404) return undefined;
    if (answer.status !== 200)
      throw new MemberError(answer.status, `GET ${path}: ${messageOf(answer)}`);
    const data = (answer.body as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(data)) throw new MemberError(200, `GET ${path}: not a list answer`);
    return data as T[];
  }

  close(): void {
    this.agent.destroy();
  }
}
