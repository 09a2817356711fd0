import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { serverMessage, type ServerMessage } from '../../../src/shared/ipc/wire.schema';
import { APP_INFO, fetchRaw, startFixture, type HostFixture } from './host-fixture';

let fixture: HostFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.dispose());

function wsUrl(token: string | undefined, path = '/ipc'): string {
  const base = `ws://127.0.0.1:${fixture.host.port}${path}`;
  return token === undefined ? base : `${base}?token=${encodeURIComponent(token)}`;
}

/** Resolves with the HTTP status of a refused upgrade, or 101 when the socket opened. */
function connectStatus(url: string, origin: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
    socket.once('error', (error) => {
      // A refused upgrade also ends the socket; the status above is what the test reads.
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });
}

async function openSocket(): Promise<{ socket: WebSocket; next: () => Promise<ServerMessage> }> {
  const socket = new WebSocket(wsUrl(fixture.host.token), { origin: fixture.host.origin });
  const queue: ServerMessage[] = [];
  const waiting: Array<(message: ServerMessage) => void> = [];
  socket.on('message', (data: Buffer) => {
    const message = serverMessage.parse(JSON.parse(data.toString('utf8')));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve) => {
      const queued = queue.shift();
      if (queued) resolve(queued);
      else waiting.push(resolve);
    });
  return { socket, next };
}

describe('the WebSocket upgrade', () => {
  it('is refused without a token, with a wrong token, or on another path', async () => {
    const { origin, token } = fixture.host;
    expect(await connectStatus(wsUrl(undefined), origin)).toBe(403);
    expect(await connectStatus(wsUrl('wrong'), origin)).toBe(403);
    expect(await connectStatus(wsUrl(`${token}x`), origin)).toBe(403);
    expect(await connectStatus(wsUrl(token, '/other'), origin)).toBe(403);
  });

  it('is refused from a foreign Origin or with none, even with the token', async () => {
    const { port, token } = fixture.host;
    for (const origin of [
      'https://evil.example.com',
      `http://localhost:${port}`,
      `http://127.0.0.1:${port + 1}`,
      'null',
    ]) {
      expect(await connectStatus(wsUrl(token), origin), origin).toBe(403);
    }
    expect(await connectStatus(wsUrl(token), undefined)).toBe(403);
  });

  it('is refused with the page cookie alone, or with its value in the token’s place', async () => {
    const { origin, token } = fixture.host;
    const page = await fetchRaw(fixture.host, `/?token=${token}`);
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    const value = cookie.split('=').slice(1).join('=');
    const withCookie = (url: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(url, { origin, headers: { cookie } });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_request, response) =>
          resolve(response.statusCode ?? 0),
        );
        socket.on('error', () => undefined);
      });
    expect(await withCookie(wsUrl(undefined))).toBe(403);
    expect(await withCookie(wsUrl(value))).toBe(403);
    expect(await withCookie(wsUrl(token))).toBe(101);
  });

  it('opens for the host origin with the token', async () => {
    expect(await connectStatus(wsUrl(fixture.host.token), fixture.host.origin)).toBe(101);
  });
});

describe('IPC over the WebSocket', () => {
  it('answers invoke with the result of the same id', async () => {
    const { socket, next } = await openSocket();
    socket.send(JSON.stringify({ kind: 'invoke', id: 3, channel: 'app:info', input: {} }));
    expect(await next()).toEqual({ kind: 'result', id: 3, result: { ok: true, value: APP_INFO } });
    socket.close();
  });

  it('answers unknown channels, unknown fields and unserved channels with error data', async () => {
    const { socket, next } = await openSocket();
    const codes: string[] = [];
    const calls = [
      { channel: 'app:quit', input: {} },
      { channel: 'app:info', input: { verbose: true } },
      { channel: 'discovery:start', input: { ranges: [] } },
    ];
    for (const [id, call] of calls.entries()) {
      socket.send(JSON.stringify({ kind: 'invoke', id, ...call }));
      const answer = await next();
      if (answer.kind === 'result' && !answer.result.ok) codes.push(answer.result.error.code);
    }
    expect(codes).toEqual(['unknown_channel', 'invalid_input', 'not_implemented']);
    socket.close();
  });

  it('closes the connection on a message outside the wire protocol', async () => {
    for (const bad of [
      'not json',
      JSON.stringify({ kind: 'invoke', id: -1, channel: 'app:info', input: {} }),
      JSON.stringify({ kind: 'invoke', id: 1, channel: 'app:info', input: {}, extra: 1 }),
    ]) {
      const { socket } = await openSocket();
      const closed = new Promise<number>((resolve) =>
        socket.once('close', (code) => resolve(code)),
      );
      socket.send(bad);
      expect(await closed).toBe(1008);
    }
  });

  it('pushes events to every connected page', async () => {
    const first = await openSocket();
    const second = await openSocket();
    fixture.clients.broadcast('discovery:event', { taskId: 't', kind: 'cancelled' });
    const expected = {
      kind: 'event',
      event: 'discovery:event',
      payload: { taskId: 't', kind: 'cancelled' },
    };
    expect(await first.next()).toEqual(expected);
    expect(await second.next()).toEqual(expected);
    first.socket.close();
    second.socket.close();
  });
});
