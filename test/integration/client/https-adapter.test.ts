/**
 * The client's axios adapter against a scripted HTTPS server: what goes out (method, path, the
 * headers axios hands it, a body with its length), what comes back (status, headers, the body as
 * text, every status), and how an exchange can end otherwise: a body past the cap, the time limit
 * and the caller's cancel, each told apart as axios tells them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Axios, AxiosError, CanceledError, isCancel } from 'axios';
import { pinnedHttpsAdapter } from '../../../src/core/client/https-adapter';
import { PinnedAgent } from '../../../src/core/client/pinned-agent';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startFakeController, type FakeController } from '../helpers/fake-controller';
import {
  json,
  startHttpsServer,
  type Handler,
  type TestServer,
} from '../helpers/test-https-server';

const cert = makeTestCertificate();
const stops: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function serving(
  handler: Handler,
  maxAnswerBytes = 1024,
): Promise<{
  server: TestServer;
  http: Axios;
}> {
  const server = await startHttpsServer(cert, handler);
  stops.push(() => server.stop());
  const agent = new PinnedAgent({ fingerprint256: cert.fingerprint256 });
  stops.push(() => agent.destroy());
  const adapter = pinnedHttpsAdapter({
    host: server.host,
    port: server.port,
    agent,
    maxAnswerBytes,
  });
  return { server, http: new Axios({ adapter }) };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('the client adapter', () => {
  it('sends the method, path, headers and body it is given, with the body’s length', async () => {
    const { server, http } = await serving((_req, res) => json(res, 201, { ok: true }));
    const body = JSON.stringify({ surname: 'Жуков' });
    const answer = await http.request<string>({
      method: 'POST',
      url: '/api/v1/staff?x=1',
      data: body,
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t1' },
    });
    expect(answer.status).toBe(201);
    expect(answer.data).toBe('{"ok":true}');
    expect(answer.headers['content-type']).toBe('application/json');
    const [seen] = server.requests;
    expect(seen).toMatchObject({ method: 'POST', url: '/api/v1/staff?x=1', body });
    expect(seen?.headers).toMatchObject({
      authorization: 'Bearer t1',
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
  });

  it('hands back every status and the body as text, and follows no redirect', async () => {
    const { server, http } = await serving((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(302, { Location: '/elsewhere' });
        res.end('moved');
      } else json(res, 503, { success: false });
    });
    expect((await http.request<string>({ url: '/x' })).status).toBe(503);
    const moved = await http.request<string>({ url: '/moved' });
    expect([moved.status, moved.data]).toEqual([302, 'moved']);
    expect(server.requests.map((r) => r.url)).toEqual(['/x', '/moved']);
  });

  it('stops reading a body past the cap, as axios stops one past maxContentLength', async () => {
    const { http } = await serving((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('x'.repeat(4096));
    });
    const error = await rejection(http.request({ url: '/big' }));
    expect(error).toBeInstanceOf(AxiosError);
    expect((error as AxiosError).code).toBe(AxiosError.ERR_BAD_RESPONSE);
  });

  it('tells the time limit from the caller’s cancel', async () => {
    const { http } = await serving(() => undefined);
    const timedOut = await rejection(
      http.request({ url: '/stall', timeout: 100, signal: new AbortController().signal }),
    );
    expect(timedOut).toBeInstanceOf(AxiosError);
    expect((timedOut as AxiosError).code).toBe(AxiosError.ETIMEDOUT);
    expect(isCancel(timedOut)).toBe(false);
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);
    const cancelled = await rejection(
      http.request({ url: '/stall', timeout: 10_000, signal: caller.signal }),
    );
    expect(cancelled).toBeInstanceOf(CanceledError);
  });
});

describe('the client’s time limit and cancel', () => {
  let fake: FakeController;
  afterEach(() => fake.stop());

  it('reports a timeout, not a cancel, for a call that had a signal that never fired', async () => {
    fake = await startFakeController(cert, () => undefined);
    const client: ControllerClient = fake.client({ retry: { maxAttempts: 1 } });
    await client.login({ login: 'admin', password: 'right' });
    const signal = new AbortController().signal;
    await expect(
      client.api.staff.count(undefined, { signal, timeoutMs: 100 }),
    ).rejects.toMatchObject({ code: 'timeout', details: { timeoutMs: 100 } });
    const caller = new AbortController();
    setTimeout(() => caller.abort(), 50);
    await expect(
      client.api.staff.count(undefined, { signal: caller.signal, timeoutMs: 10_000 }),
    ).rejects.toMatchObject({ code: 'cancelled' });
  });
});
