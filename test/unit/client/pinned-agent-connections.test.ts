/**
 * The pinned agent's connections one by one (D14), on loopback TLS servers: a pin that is not a
 * fingerprint is refused at once; connections per controller are bounded; an address without a
 * port is port 443 and one named by `hostname` alone is found; an impostor's socket is closed,
 * and a later try at its address is checked afresh; a socket handed over is the request's alone.
 */
import { request } from 'node:https';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { PinnedAgent } from '../../../src/core/client/pinned-agent';
import { makeTestCertificate } from '../../integration/helpers/test-certificate';
import {
  json,
  startHttpsServer,
  startImpostor,
  type TestServer,
} from '../../integration/helpers/test-https-server';

const controllerCert = makeTestCertificate();
const impostorCert = makeTestCertificate();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

function agentFor(options: Partial<ConstructorParameters<typeof PinnedAgent>[0]> = {}) {
  const agent = new PinnedAgent({ fingerprint256: controllerCert.fingerprint256, ...options });
  stops.push(() => Promise.resolve(agent.destroy()));
  return agent;
}

function get(agent: PinnedAgent, server: Pick<TestServer, 'host' | 'port'>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: server.host, port: server.port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The agent's own connection for `options`: what the callback got, each time it was called. */
function connection(
  agent: PinnedAgent,
  options: Parameters<PinnedAgent['createConnection']>[0],
): Promise<{ calls: [Error | null, Duplex][] }> {
  const calls: [Error | null, Duplex][] = [];
  return new Promise((resolve) => {
    agent.createConnection(options, (error, socket) => {
      calls.push([error, socket]);
      resolve({ calls });
    });
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

async function slowServer(): Promise<TestServer> {
  const server = await startHttpsServer(controllerCert, (_req, res) => {
    setTimeout(() => json(res, 200, {}), 150);
  });
  stops.push(server.stop);
  return server;
}

describe('the pinned agent, connection by connection (D14)', () => {
  it('refuses a pin that is not a SHA-256 fingerprint when it is made', () => {
    expect(() => new PinnedAgent({ fingerprint256: 'AB:CD' })).toThrow(
      'not a SHA-256 fingerprint: AB:CD',
    );
  });

  it('opens at most six connections to a controller, or as many as it is given', async () => {
    for (const [limit, options] of [
      [6, {}],
      [2, { maxSockets: 2 }],
    ] as const) {
      const held: (() => void)[] = [];
      const server = await startHttpsServer(controllerCert, (_req, res) =>
        held.push(() => json(res, 200, {})),
      );
      stops.push(server.stop);
      const agent = agentFor(options);
      const answers: Promise<number>[] = [];
      // One at a time until the limit, each on its own connection once the one before is open.
      for (let i = 0; i < limit; i++) {
        answers.push(get(agent, server));
        await until(() => server.requests.length === i + 1);
      }
      answers.push(get(agent, server), get(agent, server));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect([server.connections, server.requests.length]).toEqual([limit, limit]);
      while (server.requests.length < limit + 2 || held.length > 0) {
        held.splice(0).forEach((answer) => answer());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await Promise.all(answers)).toEqual(Array(limit + 2).fill(200));
      expect(server.connections).toBe(limit);
    }
  });

  it('connects to port 443 when the address names none', async () => {
    const { calls } = await connection(agentFor({ connectTimeoutMs: 2000 }), {
      host: '127.0.0.1',
    });
    expect(calls[0]?.[0]).toMatchObject({ code: 'ECONNREFUSED', port: 443 });
  });

  it('finds an address given by hostname alone, and says it in a refusal', async () => {
    const impostor = await startImpostor(impostorCert);
    stops.push(impostor.stop);
    const { calls } = await connection(agentFor(), {
      hostname: impostor.host,
      port: impostor.port,
    });
    const [error, socket] = calls[0] ?? [];
    expect(ClientError.is(error, 'tls_pin_mismatch')).toBe(true);
    expect((error as ClientError<'tls_pin_mismatch'>).details.address).toBe(
      `${impostor.host}:${impostor.port}`,
    );
    // The impostor's socket is closed at once, not left to the request.
    expect(socket?.destroyed).toBe(true);
  });

  it('checks every connection to an impostor afresh, sending it nothing', async () => {
    const impostor = await startImpostor(impostorCert);
    stops.push(impostor.stop);
    const agent = agentFor();
    for (let i = 0; i < 3; i++) {
      const refused = await get(agent, impostor).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(ClientError.is(refused, 'tls_pin_mismatch')).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(impostor.connections).toBe(3);
    expect(impostor.bytesReceived()).toBe(0);
  });

  it('hands a checked socket over once: its later errors are the request’s', async () => {
    const server = await slowServer();
    const result = await connection(agentFor({ connectTimeoutMs: 300 }), {
      host: server.host,
      port: server.port,
    });
    const [error, socket] = result.calls[0] ?? [];
    expect(error).toBeNull();
    socket?.on('error', () => undefined);
    socket?.destroy(new Error('reset by the network'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(result.calls).toHaveLength(1);
  });
});
