/**
 * Trust on first use (D14) against real TLS servers: the probe reads a certificate without sending
 * a byte of HTTP; an unknown controller stops with what the user must compare; accepting pins it;
 * a pinned controller that moved keeps its pin; a changed certificate is only re-trusted on purpose.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { probeCertificate } from '../../../src/core/trust/certificate-probe';
import { ControllerTrust } from '../../../src/core/trust/controller-trust';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { makeTestCertificate } from '../helpers/test-certificate';
import { startImpostor, type ImpostorServer } from '../helpers/test-https-server';

const certA = makeTestCertificate('127.0.0.1', 'SER-A');
const certB = makeTestCertificate('127.0.0.1', 'SER-B');

let dir: string;
let trust: ControllerTrust;
const servers: ImpostorServer[] = [];
const at = (s: ImpostorServer) => ({ host: s.host, port: s.port });

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-trust-'));
  trust = new ControllerTrust(new KnownControllersStore(dir));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop()));
  await rm(dir, { recursive: true, force: true });
});

async function serve(cert = certA, port?: number): Promise<ImpostorServer> {
  const server = await startImpostor(cert, port === undefined ? {} : { port });
  servers.push(server);
  return server;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('trust on first use (D14)', () => {
  it('reads fingerprint, subject and validity without sending anything', async () => {
    const server = await serve();
    const probe = await probeCertificate(at(server));
    expect(probe.fingerprint256).toBe(certA.fingerprint256);
    expect(probe.subject).toContain('SER-A');
    expect(Date.parse(probe.validTo)).toBeGreaterThan(Date.now());
    expect(Date.parse(probe.validFrom)).toBeLessThan(Date.now());
    expect(probe.address).toEqual(at(server));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.bytesReceived()).toBe(0);
  });

  it('stops at an unknown controller with its certificate, and pins it once accepted', async () => {
    const server = await serve();
    const error = await failure(trust.resolve(at(server)));
    expect(ClientError.is(error, 'unknown_certificate')).toBe(true);
    expect((error as ClientError<'unknown_certificate'>).details).toMatchObject({
      address: `127.0.0.1:${server.port}`,
      fingerprint256: certA.fingerprint256,
    });
    await trust.accept(at(server), certA.fingerprint256.replaceAll(':', '').toLowerCase());
    expect((await trust.resolve(at(server))).fingerprint256).toBe(certA.fingerprint256);
  });

  it('refuses to pin when the certificate is not the one the user compared', async () => {
    const server = await serve(certB);
    const error = await failure(trust.accept(at(server), certA.fingerprint256));
    expect((error as ClientError<'tls_pin_mismatch'>).details).toMatchObject({
      expected: certA.fingerprint256,
      actual: certB.fingerprint256,
    });
    expect(await trust.store.list()).toEqual([]);
  });

  it('keeps the pin of a controller that moved to a new address', async () => {
    const first = await serve();
    await trust.accept(at(first), certA.fingerprint256);
    const moved = await serve();
    expect((await trust.inspect(at(moved))).status).toBe('moved');
    const record = await trust.resolve(at(moved));
    expect(record.fingerprint256).toBe(certA.fingerprint256);
    expect(record.address).toEqual(at(moved));
    expect(await trust.store.list()).toHaveLength(1);
  });

  it('calls a new certificate at a pinned address a mismatch until it is re-trusted explicitly', async () => {
    const original = await serve();
    await trust.accept(at(original), certA.fingerprint256);
    const port = original.port;
    await original.stop();
    const replaced = await serve(certB, port);
    const inspection = await trust.inspect(at(replaced));
    expect(inspection.status).toBe('mismatch');
    expect(inspection.pinnedHere?.fingerprint256).toBe(certA.fingerprint256);
    expect((await trust.resolve(at(replaced))).fingerprint256).toBe(certA.fingerprint256);
    await trust.accept(at(replaced), certB.fingerprint256);
    expect((await trust.resolve(at(replaced))).fingerprint256).toBe(certB.fingerprint256);
  });

  it('reports a closed port as unreachable', async () => {
    const server = await serve();
    const address = at(server);
    await server.stop();
    expect(await failure(probeCertificate(address))).toMatchObject({ code: 'unreachable' });
  });
});
