/**
 * Sessions and pins against real simulators: a token of two seconds renewed without the caller
 * noticing (D3); a controller restarted with a new certificate at the same address refused before
 * a single request (D14), proven from the server's side; a controller that moved keeps its pin.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { ControllerTrust } from '../../../src/core/trust/controller-trust';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { watchRequests } from '../helpers/server-requests';
import { startSimulator, testHost, type StartedSimulator } from '../helpers/start-simulator';

const admin = { login: 'admin', password: 'admin' };
const cleanups: (() => Promise<unknown>)[] = [];
let appData: string;
let trust: ControllerTrust;

beforeEach(async () => {
  appData = await mkdtemp(join(tmpdir(), 'turnkey-app-'));
  trust = new ControllerTrust(new KnownControllersStore(appData));
  cleanups.push(() => rm(appData, { recursive: true, force: true }));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function simulator(
  options: Parameters<typeof startSimulator>[0] = {},
): Promise<StartedSimulator> {
  const sim = await startSimulator(options);
  cleanups.push(() => sim.stop());
  return sim;
}

async function trustedClient(sim: StartedSimulator): Promise<ControllerClient> {
  const address = { host: sim.host, port: sim.port };
  await trust.accept(address, sim.fingerprint);
  const controller = await trust.resolve(address);
  const client = new ControllerClient({ address, fingerprint256: controller.fingerprint256 });
  cleanups.push(() => Promise.resolve(client.close()));
  return client;
}

describe('session against a simulator', () => {
  it('renews a two-second token without the caller noticing (D3)', async () => {
    const sim = await simulator({ tokenTtlSeconds: 2 });
    const client = await trustedClient(sim);
    await client.login(admin);
    const started = Date.now();
    let calls = 0;
    while (Date.now() - started < 4000) {
      const [count, list] = await Promise.all([
        client.api.staff.count(),
        client.api.directories.list(),
      ]);
      expect(count.count).toBeGreaterThanOrEqual(0);
      expect(list.meta.api_version).toBe('1.5.0');
      calls += 2;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(calls).toBeGreaterThan(24);
    expect(client.session.loginCount).toBeGreaterThanOrEqual(3);
  });
});

describe('certificate pins against simulators (D14)', () => {
  it('refuses a controller restarted with a new certificate at the same address, sending nothing', async () => {
    const first = await startSimulator({ host: testHost() });
    const client = await trustedClient(first);
    await client.login(admin);
    expect((await client.api.staff.count()).count).toBeGreaterThanOrEqual(0);
    const { host, port, fingerprint: pinned } = first;
    client.close();
    await first.stop();

    const second = await simulator({ host, port });
    expect(second.fingerprint).not.toBe(pinned);
    const watch = watchRequests(host, port);
    cleanups.push(() => Promise.resolve(watch.stop()));

    const call = await client.api.staff.count().catch((error: unknown) => error);
    expect(ClientError.is(call, 'tls_pin_mismatch')).toBe(true);
    expect((call as ClientError<'tls_pin_mismatch'>).details).toEqual({
      address: `${host}:${port}`,
      expected: pinned,
      actual: second.fingerprint,
    });
    const again = new ControllerClient({ address: { host, port }, fingerprint256: pinned });
    cleanups.push(() => Promise.resolve(again.close()));
    await expect(again.login(admin)).rejects.toMatchObject({ code: 'tls_pin_mismatch' });
    expect((await trust.inspect({ host, port })).status).toBe('mismatch');

    // From the server's side: no request arrived, so no login body and no Authorization header,
    // and its audit log holds no login but the one this test makes now to read it.
    expect(watch.requests).toEqual([]);
    const token = await second.login();
    const audit = await second.request('GET', '/audit_events/', { token });
    const types = (audit.body as { data: { type: string }[] }).data.map((e) => e.type);
    expect(types.filter((t) => t === 'login' || t === 'login_failed')).toEqual(['login']);
  });

  it('keeps the pin of a controller that moved to another address', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-sim-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const before = await startSimulator({ dataDir, keepData: true });
    await trust.accept({ host: before.host, port: before.port }, before.fingerprint);
    await before.stop();

    let host = testHost();
    while (host === before.host) host = testHost();
    const after = await simulator({ dataDir, host, keepData: true });
    expect(after.fingerprint).toBe(before.fingerprint);
    const controller = await trust.resolve({ host: after.host, port: after.port });
    expect(controller).toMatchObject({
      fingerprint256: before.fingerprint,
      address: { host: after.host, port: after.port },
    });
    const client = new ControllerClient({
      address: { host: after.host, port: after.port },
      fingerprint256: controller.fingerprint256,
    });
    cleanups.push(() => Promise.resolve(client.close()));
    await client.login(admin);
    expect((await client.api.staff.count()).count).toBeGreaterThanOrEqual(0);
  });
});
