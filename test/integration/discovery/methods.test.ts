/**
 * The three methods and the merge against real simulators on loopback: mDNS
 * finds advertised simulators (D15); a controller_search through one simulator finds the others
 * (spec 4.12); all methods at once give one entry per controller with every method that found
 * it; a trusted simulator moved to a new address is flagged moved; a regenerated certificate at
 * a pinned address is flagged changed (D14). Other test files advertise on the same loopback, so
 * results are read for this file's /24 only.
 */
import { Bonjour } from 'bonjour-service';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ControllerClient } from '../../../src/core/client/controller-client';
import { discover } from '../../../src/core/discovery/discovery.service';
import { probeCertificate } from '../../../src/core/trust/certificate-probe';
import type { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import type { DiscoveryResult } from '../../../src/shared/ipc/discovery.schema';
import type { StartedSimulator } from '../helpers/start-simulator';
import { depsFor, fleet, tempStore, testNet, testPort } from './discovery-support';

const net = testNet();
const port = testPort();
const sims = fleet();
let store: KnownControllersStore;
let removeStore: () => Promise<void>;
const clients: ControllerClient[] = [];

beforeAll(async () => {
  ({ store, remove: removeStore } = await tempStore());
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.close();
  await sims.stopAll();
});
afterAll(() => removeStore());

const ours = (result: DiscoveryResult) =>
  result.controllers.filter((c) => c.addresses.some((a) => a.host.startsWith(`${net}.`)));

/** Three advertised simulators at .11, .12, .13 on the file's port. */
async function trio(first: number): Promise<StartedSimulator[]> {
  return Promise.all(
    [0, 1, 2].map((i) =>
      sims.start({
        host: `${net}.${first + i}`,
        port,
        serial: `M-${first + i}`,
        mdns: true,
        firmware: '1.6',
      }),
    ),
  );
}

async function loggedIn(sim: StartedSimulator): Promise<ControllerClient> {
  const client = new ControllerClient({
    address: { host: sim.host, port: sim.port },
    fingerprint256: sim.fingerprint,
  });
  clients.push(client);
  await client.login({ login: 'admin', password: 'admin' });
  return client;
}

describe('discovery by every method', () => {
  it('finds advertised simulators by mDNS and confirms each by probe', async () => {
    const trioSims = await trio(11);
    // Adverts announce themselves after probing the name (~750 ms): a window with room for it.
    const result = await discover(
      { ranges: [], localNetworks: false },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );
    const found = ours(result);
    expect(
      found.map((c) => [c.address, c.fingerprint256, c.serial, c.model, c.firmware, c.methods]),
    ).toEqual(
      trioSims.map((sim) => [
        { host: sim.host, port },
        sim.fingerprint,
        `M-${sim.host.split('.')[3]}`,
        'Turnkey simulator',
        '1.6.0',
        ['mdns'],
      ]),
    );
    expect(result.diagnosis.mdns).toMatchObject({ state: 'answered' });
    expect(result.diagnosis.mdns.answers).toBeGreaterThanOrEqual(3);
    expect(result.diagnosis.ranges).toEqual([]);
  });

  it('reports an advert no probe confirms, and counts adverts of other services', async () => {
    const host = `${net}.90`;
    // Instance names may not hold dots.
    const name = `Ghost ${net.replaceAll('.', '-')}`;
    const bonjour = new Bonjour({ interface: host, bind: '0.0.0.0' } as object);
    const txt = { api: '/api/v1', serial: `GHOST-${net}`, model: 'Ghost', fw: '1.7.0' };
    bonjour.publish({ name, type: 'https', port, disableIPv6: true, txt });
    bonjour.publish({ name: `Printer ${name}`, type: 'https', port: port + 1, disableIPv6: true });
    try {
      const result = await discover(
        { ranges: [], localNetworks: false },
        {},
        depsFor(store, { mdnsWindowMs: 3000 }),
      );
      expect(result.findings).toContainEqual({
        kind: 'mdns_unconfirmed',
        name,
        address: { host, port },
        reason: 'connection refused',
      });
      expect(result.diagnosis.mdns.ignored).toBeGreaterThanOrEqual(1);
      expect(ours(result)).toEqual([]);
    } finally {
      await new Promise<void>((resolve) =>
        bonjour.unpublishAll(() => bonjour.destroy(() => resolve())),
      );
    }
  });

  it('finds the others through one simulator`s controller_search', async () => {
    const trioSims = await trio(21);
    const via = await loggedIn(trioSims[0]!);
    const result = await discover(
      {
        ranges: [],
        localNetworks: false,
        mdns: false,
        searches: [{ client: via, network: `${net}.0/24` }],
      },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );
    expect(result.diagnosis.searches).toEqual([
      {
        via: { host: trioSims[0]!.host, port },
        network: `${net}.0/24`,
        state: 'done',
        reported: 2,
      },
    ]);
    expect(
      ours(result).map((c) => [c.address.host, c.fingerprint256, c.serial, c.methods]),
    ).toEqual(
      trioSims
        .slice(1)
        .map((sim) => [
          sim.host,
          sim.fingerprint,
          `M-${sim.host.split('.')[3]}`,
          ['controller_search'],
        ]),
    );
    expect(result.reported).toEqual([]);
  });

  it('merges every method into one entry per controller', async () => {
    const trioSims = await trio(31);
    const via = await loggedIn(trioSims[0]!);
    const result = await discover(
      {
        ranges: [`${net}.0/24`],
        localNetworks: false,
        ports: [port],
        searches: [{ client: via, network: `${net}.0/24` }],
      },
      {},
      depsFor(store, { mdnsWindowMs: 3000 }),
    );
    const found = ours(result);
    expect(found.map((c) => [c.fingerprint256, c.methods])).toEqual([
      [trioSims[0]!.fingerprint, ['sweep', 'mdns']],
      [trioSims[1]!.fingerprint, ['sweep', 'mdns', 'controller_search']],
      [trioSims[2]!.fingerprint, ['sweep', 'mdns', 'controller_search']],
    ]);
    expect(new Set(found.map((c) => c.id)).size).toBe(3);
    for (const c of found) expect(c.addresses).toEqual([c.address]);
  });

  it('flags a trusted controller that moved, and keeps it trusted', async () => {
    const sim = await sims.start({ host: `${net}.41`, port, serial: 'MOVE-1' });
    await store.trust(await probeCertificate({ host: sim.host, port }), { host: sim.host, port });
    await sim.simulator.moveTo(`${net}.42`);
    const result = await discover(
      { ranges: [`${net}.0/24`], localNetworks: false, ports: [port], mdns: false },
      {},
      depsFor(store),
    );
    expect(ours(result)).toEqual([
      expect.objectContaining({
        fingerprint256: sim.fingerprint,
        address: { host: `${net}.42`, port },
        trust: 'trusted',
        warnings: [{ kind: 'moved', previousAddress: { host: `${net}.41`, port } }],
      }),
    ]);
  });

  it('flags a regenerated certificate at a pinned address as changed', async () => {
    const sim = await sims.start({ host: `${net}.51`, port, serial: 'REGEN-1', keepData: true });
    const old = sim.fingerprint;
    await store.trust(await probeCertificate({ host: sim.host, port }), { host: sim.host, port });
    await sim.simulator.stop();
    await rm(join(sim.dataDir, 'tls'), { recursive: true, force: true });
    await sim.restart();
    expect(sim.fingerprint).not.toBe(old);
    const result = await discover(
      { ranges: [`${net}.0/24`], localNetworks: false, ports: [port], mdns: false },
      {},
      depsFor(store),
    );
    expect(ours(result)).toEqual([
      expect.objectContaining({
        fingerprint256: sim.fingerprint,
        address: { host: `${net}.51`, port },
        trust: 'changed',
        warnings: [{ kind: 'certificate_changed', pinned: old }],
      }),
    ]);
    await rm(sim.dataDir, { recursive: true, force: true });
  });
});
