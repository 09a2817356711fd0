/**
 * The pinned agent against real TLS servers (D14): the pinned certificate gets requests over one
 * kept-alive connection; any other certificate gets a handshake and not one byte after it.
 */
import { request } from 'node:https';
import { afterEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { PinnedAgent } from '../../../src/core/client/pinned-agent';
import { makeTestCertificate } from '../helpers/test-certificate';
import {
  json,
  startHttpsServer,
  startImpostor,
  type TestServer,
} from '../helpers/test-https-server';

const controllerCert = makeTestCertificate();
const impostorCert = makeTestCertificate();
const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

function get(
  agent: PinnedAgent,
  server: Pick<TestServer, 'host' | 'port'>,
  path: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: server.host,
        port: server.port,
        path,
        agent,
        headers: { Authorization: 'Bearer secret-token' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('pinned agent (D14)', () => {
  it('talks to the pinned certificate, keeping one connection alive', async () => {
    const server = await startHttpsServer(controllerCert, (req, res) =>
      json(res, 200, { path: req.url }),
    );
    stops.push(server.stop);
    const agent = new PinnedAgent({
      fingerprint256: controllerCert.fingerprint256.replaceAll(':', '').toLowerCase(),
    });
    stops.push(() => Promise.resolve(agent.destroy()));
    for (const path of ['/a', '/b', '/c'])
      expect(JSON.parse(await get(agent, server, path))).toEqual({ path });
    expect(server.connections).toBe(1);
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(
      Array(3).fill('Bearer secret-token'),
    );
  });

  it('refuses any other certificate before a byte of the request is written', async () => {
    const impostor = await startImpostor(impostorCert);
    stops.push(impostor.stop);
    const handshakes: boolean[] = [];
    const agent = new PinnedAgent({
      fingerprint256: controllerCert.fingerprint256,
      onHandshake: (_actual, matched) => handshakes.push(matched),
    });
    stops.push(() => Promise.resolve(agent.destroy()));
    const error = await get(agent, impostor, '/staff').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(ClientError.is(error, 'tls_pin_mismatch')).toBe(true);
    expect((error as ClientError<'tls_pin_mismatch'>).details).toEqual({
      address: `${impostor.host}:${impostor.port}`,
      expected: controllerCert.fingerprint256,
      actual: impostorCert.fingerprint256,
    });
    expect(handshakes).toEqual([false]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(impostor.connections).toBe(1);
    expect(impostor.bytesReceived()).toBe(0);
  });

  it('resumes the TLS session of a checked handshake on each new connection', async () => {
    const server = await startHttpsServer(controllerCert, (req, res) => {
      res.setHeader('Connection', 'close');
      json(res, 200, { path: req.url });
    });
    stops.push(server.stop);
    const handshakes: (string | undefined)[] = [];
    const agent = new PinnedAgent({
      fingerprint256: controllerCert.fingerprint256,
      onHandshake: (actual) => handshakes.push(actual),
    });
    stops.push(() => Promise.resolve(agent.destroy()));
    for (const path of ['/a', '/b', '/c'])
      expect(JSON.parse(await get(agent, server, path))).toEqual({ path });
    // Every answer closed its connection: three handshakes, the later ones resumed.
    expect(server.connections).toBe(3);
    expect(server.resumed()).toBeGreaterThanOrEqual(1);
    expect(handshakes).toEqual(Array(3).fill(controllerCert.fingerprint256));
  });

  it('refuses an impostor at the address of a resumable session, sending nothing', async () => {
    const server = await startHttpsServer(controllerCert, (req, res) => {
      res.setHeader('Connection', 'close');
      json(res, 200, { path: req.url });
    });
    const agent = new PinnedAgent({ fingerprint256: controllerCert.fingerprint256 });
    stops.push(() => Promise.resolve(agent.destroy()));
    await get(agent, server, '/a');
    await get(agent, server, '/b');
    expect(server.resumed()).toBeGreaterThanOrEqual(1);
    await server.stop();
    // Another device takes the address: it cannot complete the session it is offered.
    const impostor = await startImpostor(impostorCert, { host: server.host, port: server.port });
    stops.push(impostor.stop);
    const error = await get(agent, impostor, '/staff').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(ClientError.is(error, 'tls_pin_mismatch')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(impostor.bytesReceived()).toBe(0);
  });

  it('gives up on a handshake that never finishes', async () => {
    const { createServer } = await import('node:net');
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    stops.push(() => new Promise((resolve) => silent.close(() => resolve())));
    const agent = new PinnedAgent({
      fingerprint256: controllerCert.fingerprint256,
      connectTimeoutMs: 200,
    });
    stops.push(() => Promise.resolve(agent.destroy()));
    await expect(get(agent, { host: '127.0.0.1', port }, '/')).rejects.toMatchObject({
      code: 'ETIMEDOUT',
    });
  });
});
