/**
 * Where a controller is has one owner, its connection (core/connection/address-follower.ts): a
 * verified move is announced and the shell's one follower writes the open site, what the app
 * saw and the trust store, in that order, before the move resolves, and tells the pages once; a
 * connection opened at an older address or pointed at an address still to be verified tells no
 * one.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { ControllerRegistry } from '../../../src/core/app/controller-registry';
import type { ControllerAddress } from '../../../src/core/client/controller-address';
import { addressFollower } from '../../../src/core/connection/address-follower';
import { Connections } from '../../../src/core/connection/connections';
import type { Site } from '../../../src/core/site/site';
import { SiteStore } from '../../../src/core/site/site-store';
import { KnownControllersStore } from '../../../src/core/trust/known-controllers.store';
import { cert, fp } from '../trust/test-certificates';

const at = (host: string): ControllerAddress => ({ host, port: 8443 });
const A = fp('AA');

let dir: string;
let site: Site;
let store: KnownControllersStore;
let registry: ControllerRegistry;
let connections: Connections;
let events: Array<{ event: string; payload: unknown }>;
/** What the follower wrote, in order. */
let writes: string[];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-address-follower-'));
  site = await new SiteStore(dir, { shell: 'cli', user: 'tester' }).create('Plant 4');
  await site.upsertController({ id: A, fingerprint256: A, address: at('10.0.0.11') });
  store = new KnownControllersStore(dir);
  await store.trust(cert('AA'), at('10.0.0.11'));
  registry = new ControllerRegistry();
  registry.recordProbe(at('10.0.0.11'), cert('AA'));
  connections = new Connections();
  events = [];
  writes = [];
  connections.followMoves(follower(() => Promise.resolve(site)));
});

afterEach(async () => {
  connections.closeAll();
  await rm(dir, { recursive: true, force: true });
});

/** The shell's follower over this test's site, registry and store, each write noted. */
function follower(open: () => Promise<Site | undefined>) {
  return addressFollower({
    site: async () => {
      const current = await open();
      if (!current) return undefined;
      return {
        id: current.id,
        moveController: (id, address) => {
          writes.push(`site ${address.host}`);
          return current.moveController(id, address);
        },
      };
    },
    store: () =>
      Promise.resolve({
        get: (id: string) => store.get(id),
        moveTo: (id: string, address: ControllerAddress) => {
          writes.push(`store ${address.host}`);
          return store.moveTo(id, address);
        },
      }),
    seen: {
      recordMove: (id, address) => {
        writes.push(`seen ${address.host}`);
        registry.recordMove(id, address);
      },
    },
    events: createEventSink((event, payload) => events.push({ event, payload })),
  });
}

/** Where each record says the controller is. */
async function records() {
  return {
    site: (await site.controller(A))?.address.host,
    store: (await store.get(A))?.address?.host,
    seen: registry.get(A)?.address.host,
  };
}

describe('a controller moved', () => {
  it('verified: its connection announces it; site, app and trust store follow, the pages are told once', async () => {
    const connection = connections.open(A, at('10.0.0.11'));
    await connection.moved(at('10.0.0.20'));

    // Everything is written once `moved` resolves: the flow's read back and journal come after.
    expect(connection.address).toEqual(at('10.0.0.20'));
    expect(await records()).toEqual({ site: '10.0.0.20', store: '10.0.0.20', seen: '10.0.0.20' });
    expect(writes).toEqual(['site 10.0.0.20', 'seen 10.0.0.20', 'store 10.0.0.20']);
    expect((await site.controller(A))?.addresses.map((a) => a.host)).toEqual([
      '10.0.0.20',
      '10.0.0.11',
    ]);
    expect(events).toEqual([
      { event: 'site:changed', payload: { siteId: site.id, reason: 'controllers' } },
    ]);
  });

  it('opened again at an older address: the connection points there, no record moves', async () => {
    const connection = connections.open(A, at('10.0.0.11'));
    await connection.moved(at('10.0.0.20'));
    writes = [];
    events = [];

    // A record read before the move (another screen, a stale list) names the old address.
    expect(connections.open(A, at('10.0.0.11'))).toBe(connection);
    expect(connection.address).toEqual(at('10.0.0.11'));
    await settle();
    expect(writes).toEqual([]);
    expect(events).toEqual([]);
    expect(await records()).toEqual({ site: '10.0.0.20', store: '10.0.0.20', seen: '10.0.0.20' });
  });

  it('tried at an address not yet verified (moveTo): nobody is told, until it is verified', async () => {
    const connection = connections.open(A, at('10.0.0.11'));
    connection.moveTo(at('10.0.0.30'));
    await settle();
    expect(connection.address).toEqual(at('10.0.0.30'));
    expect(writes).toEqual([]);
    expect(events).toEqual([]);
    expect(await records()).toEqual({ site: '10.0.0.11', store: '10.0.0.11', seen: '10.0.0.11' });

    // It answered there: the same address, now verified, is announced.
    await connection.moved(at('10.0.0.30'));
    expect(await records()).toEqual({ site: '10.0.0.30', store: '10.0.0.30', seen: '10.0.0.30' });
    expect(events).toHaveLength(1);
  });

  it('not on the open site, or with no site open: the trust store follows, no page is told', async () => {
    const other = fp('BB');
    await store.trust(cert('BB'), at('10.0.0.12'));
    await connections.open(other, at('10.0.0.12')).moved(at('10.0.0.22'));
    expect((await store.get(other))?.address?.host).toBe('10.0.0.22');
    expect(writes).toEqual(['site 10.0.0.22', 'seen 10.0.0.22', 'store 10.0.0.22']);
    expect(events).toEqual([]);

    const noSite = new Connections();
    noSite.followMoves(follower(() => Promise.resolve(undefined)));
    writes = [];
    await noSite.open(A, at('10.0.0.11')).moved(at('10.0.0.23'));
    noSite.closeAll();
    expect(writes).toEqual(['seen 10.0.0.23', 'store 10.0.0.23']);
    expect(events).toEqual([]);
    expect((await site.controller(A))?.address.host).toBe('10.0.0.11');
  });

  it('unpinned: the site follows, the trust store keeps no record of it', async () => {
    const unpinned = fp('CC');
    await site.upsertController({
      id: unpinned,
      fingerprint256: unpinned,
      address: at('10.0.0.13'),
    });
    await connections.open(unpinned, at('10.0.0.13')).moved(at('10.0.0.33'));
    expect((await site.controller(unpinned))?.address.host).toBe('10.0.0.33');
    expect(await store.get(unpinned)).toBeUndefined();
    expect(writes).toEqual(['site 10.0.0.33', 'seen 10.0.0.33']);
    expect(events).toHaveLength(1);
  });
});

describe('the follower of a shell', () => {
  it('is one: a second is refused; once stopped, a move is the connection’s alone', async () => {
    const shell = new Connections();
    const stop = shell.followMoves(follower(() => Promise.resolve(site)));
    expect(() => shell.followMoves(follower(() => Promise.resolve(site)))).toThrow(
      'followed already',
    );
    stop();
    await shell.open(A, at('10.0.0.11')).moved(at('10.0.0.40'));
    expect(shell.get(A)?.address).toEqual(at('10.0.0.40'));
    expect(writes).toEqual([]);
    shell.followMoves(follower(() => Promise.resolve(site)));
    await shell.open(A, at('10.0.0.40')).moved(at('10.0.0.41'));
    shell.closeAll();
    expect(writes).toEqual(['site 10.0.0.41', 'seen 10.0.0.41', 'store 10.0.0.41']);
  });

  it('that fails fails the move: the flow does not go on as if it were recorded', async () => {
    const shell = new Connections();
    shell.followMoves(() => Promise.reject(new Error('disk full')));
    const connection = shell.open(A, at('10.0.0.11'));
    await expect(connection.moved(at('10.0.0.50'))).rejects.toThrow('disk full');
    // The controller answers there whatever the records say: the connection stays with it.
    expect(connection.address).toEqual(at('10.0.0.50'));
    shell.closeAll();
  });
});

/** Lets anything a retarget might have started run (it must have started nothing). */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}
