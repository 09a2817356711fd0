/**
 * The pinned agent's connection limit under a burst (D14, docs/decisions/trust-and-keychain.md):
 * the connections being opened and checked count with the open ones, so a burst of requests to
 * one controller opens at most `maxSockets` connections and the rest wait for a socket to free.
 * A connection that fails frees its place for the next waiting request; none is lost.
 */
import { createServer as createHttpsServer } from 'node:https';
import { request } from 'node:https';
import type { AddressInfo, Server, Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { PinnedAgent } from '../../../src/core/client/pinned-agent';
import { makeTestCertificate } from '../helpers/test-certificate';

const controllerCert = makeTestCertificate();
const impostorCert = makeTestCertificate();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** A loopback server's TCP connections as it accepts them: in all, open now, most open at once. */
interface Counted {
  host: string;
  port: number;
  accepted: number;
  open: number;
  peak: number;
}

/** Listens on loopback, counting; a connection `drop` picks is reset at once, never open. */
async function listen(server: Server, drop: (accepted: number) => boolean = () => false) {
  const counted: Counted = { host: '127.0.0.1', port: 0, accepted: 0, open: 0, peak: 0 };
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    counted.accepted++;
    if (drop(counted.accepted)) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    counted.open++;
    counted.peak = Math.max(counted.peak, counted.open);
    socket.once('close', () => {
      if (sockets.delete(socket)) counted.open--;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, counted.host, resolve));
  counted.port = (server.address() as AddressInfo).port;
  stops.push(
    () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return counted;
}

/** An HTTPS server answering every request with its path once `answer` lets it go. */
function controller(hold: (release: () => void) => void = (release) => release()) {
  return createHttpsServer({ key: controllerCert.key, cert: controllerCert.cert }, (req, res) =>
    hold(() => res.end(req.url)),
  );
}

function agentFor(options: Partial<ConstructorParameters<typeof PinnedAgent>[0]> = {}) {
  const agent = new PinnedAgent({ fingerprint256: controllerCert.fingerprint256, ...options });
  stops.push(() => Promise.resolve(agent.destroy()));
  return agent;
}

/** A GET of `path`: its answer's body, or the error it failed with. */
function get(
  agent: PinnedAgent,
  server: Counted,
  path: string,
  started?: (cancel: () => void) => void,
) {
  return new Promise<string | Error>((resolve) => {
    const req = request({ host: server.host, port: server.port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', resolve);
    req.end();
    started?.(() => req.destroy());
  });
}

const paths = (count: number) => Array.from({ length: count }, (_, i) => `/${i}`);

describe('the pinned agent under a burst of requests (D14)', () => {
  it('opens six connections for twenty requests at once, and answers all twenty', async () => {
    const server = await listen(controller());
    const agent = agentFor();
    const answers = await Promise.all(paths(20).map((path) => get(agent, server, path)));
    expect(answers).toEqual(paths(20));
    expect([server.accepted, server.peak]).toEqual([6, 6]);
  });

  it('keeps to the limit it is given', async () => {
    const server = await listen(controller());
    const agent = agentFor({ maxSockets: 2 });
    const answers = await Promise.all(paths(9).map((path) => get(agent, server, path)));
    expect(answers).toEqual(paths(9));
    expect(server.accepted).toBe(2);
  });

  it('gives the place of a connection that failed to a waiting request', async () => {
    // Answers wait until six requests are in at once, then go at once; a second ends a wait
    // that would be endless if a place stayed taken.
    const waiting: (() => void)[] = [];
    let inAtOnce = 0;
    const hold = (release: () => void): void => {
      waiting.push(release);
      inAtOnce = Math.max(inAtOnce, waiting.length);
      if (inAtOnce >= 6) waiting.splice(0).forEach((answer) => answer());
    };
    const timer = setTimeout(() => waiting.splice(0).forEach((answer) => answer()), 1000);
    stops.push(() => Promise.resolve(clearTimeout(timer)));
    // The first connection is reset before its handshake.
    const server = await listen(controller(hold), (accepted) => accepted === 1);
    const agent = agentFor();
    const answers = await Promise.all(paths(20).map((path) => get(agent, server, path)));
    expect(answers[0]).toMatchObject({ code: 'ECONNRESET' });
    expect(answers.slice(1)).toEqual(paths(20).slice(1));
    expect([server.accepted, server.peak, inAtOnce]).toEqual([7, 6, 6]);
  });

  it('counts an open busy connection with the ones being opened beside it', async () => {
    // The first request's answer waits until the burst after it is in.
    const waiting: (() => void)[] = [];
    const server = await listen(controller((release) => waiting.push(release)));
    const agent = agentFor({ maxSockets: 2 });
    const first = get(agent, server, '/first');
    while (waiting.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const burst = paths(3).map((path) => get(agent, server, path));
    while (waiting.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    // Every answer goes from now on.
    const answerAll = setInterval(() => waiting.splice(0).forEach((answer) => answer()), 5);
    stops.push(() => Promise.resolve(clearInterval(answerAll)));
    expect(await Promise.all([first, ...burst])).toEqual(['/first', ...paths(3)]);
    expect([server.accepted, server.peak]).toEqual([2, 2]);
  });

  it('drops a waiting request cancelled before a place freed, and serves the next', async () => {
    // The first connection is reset before its handshake; the one waiting is cancelled by then.
    const server = await listen(controller(), (accepted) => accepted === 1);
    const agent = agentFor({ maxSockets: 1 });
    const failed = get(agent, server, '/0');
    const cancelled = get(agent, server, '/1', (cancel) => cancel());
    expect(await failed).toMatchObject({ code: 'ECONNRESET' });
    expect(await cancelled).toBeInstanceOf(Error);
    expect(await get(agent, server, '/2')).toBe('/2');
    expect(server.accepted).toBe(2);
  });

  it('refuses an impostor every request of a burst, six connections at a time', async () => {
    let bytes = 0;
    const impostor = createTlsServer({ key: impostorCert.key, cert: impostorCert.cert }, (s) => {
      s.on('data', (chunk: Buffer) => (bytes += chunk.length));
      s.on('error', () => undefined);
    });
    const server = await listen(impostor);
    let refused = 0;
    const agent = agentFor({ onHandshake: (_actual, matched) => (refused += matched ? 0 : 1) });
    // A connection is over for the agent once it refused its handshake: at every one it opens,
    // it has at most six it did not refuse yet.
    let opened = 0;
    let mostAtOnce = 0;
    const open = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
      opened++;
      mostAtOnce = Math.max(mostAtOnce, opened - refused);
      return open(options, callback);
    };
    const answers = await Promise.all(paths(20).map((path) => get(agent, server, path)));
    expect(answers.every((answer) => ClientError.is(answer, 'tls_pin_mismatch'))).toBe(true);
    expect([server.accepted, opened, refused, mostAtOnce, bytes]).toEqual([20, 20, 20, 6, 0]);
  });

  it('fails every request of a burst to a closed port, and keeps no place taken', async () => {
    const closed = await listen(controller());
    await stops.pop()?.();
    const agent = agentFor({ maxSockets: 3 });
    const answers = await Promise.all(paths(10).map((path) => get(agent, closed, path)));
    expect(answers.map((answer) => (answer as { code?: string }).code)).toEqual(
      Array(10).fill('ECONNREFUSED'),
    );
    // Nothing is left counted: the next burst opens its three connections.
    const server = await listen(controller());
    expect(await Promise.all(paths(6).map((path) => get(agent, server, path)))).toEqual(paths(6));
    expect(server.accepted).toBe(3);
  });

  it('serves the waiting requests with the connection of a request cancelled meanwhile', async () => {
    const server = await listen(controller());
    const agent = agentFor({ maxSockets: 1 });
    const answers = paths(3).map((path, i) =>
      get(agent, server, path, (cancel) => (i === 0 ? cancel() : undefined)),
    );
    expect(await answers[0]).toBeInstanceOf(Error);
    expect(await Promise.all(answers.slice(1))).toEqual(paths(3).slice(1));
    expect(server.accepted).toBe(1);
  });

  it('ends a connection being checked when the agent is destroyed, not at its time limit', async () => {
    // A server that accepts and never answers the handshake.
    const { createServer } = await import('node:net');
    const silent = await listen(createServer((socket) => socket.resume()));
    const agent = agentFor({ connectTimeoutMs: 60_000 });
    const answer = get(agent, silent, '/');
    while (silent.accepted === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const started = Date.now();
    agent.destroy();
    // The user reads this sentence as the cause of "unreachable" (network-errors.ts).
    expect(await answer).toMatchObject({
      code: 'ECONNRESET',
      message: `connection to ${silent.host}:${silent.port} closed before the TLS handshake`,
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
