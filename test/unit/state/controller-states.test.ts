/**
 * What ControllerStates makes of what it is told, on a real site folder: discovery seeing a site
 * controller elsewhere (moved to) or at home (answers), a handshake with another certificate
 * kept on the site and journalled once, the pinned one answering again clearing it, and a login
 * with the factory account marking the pin and the site.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Connections } from '../../../src/core/connection/connections';
import { SiteStore } from '../../../src/core/site/site-store';
import type { Site } from '../../../src/core/site/site';
import { ControllerStates } from '../../../src/core/state/controller-states';
import type { KnownController } from '../../../src/core/trust/known-controller.schema';

const FP = 'AB:'.repeat(31) + 'AB';
const OTHER = 'CD:'.repeat(31) + 'CD';
const HOME = { host: '127.0.0.21', port: 8443 };

let dir: string;
let site: Site;
let states: ControllerStates;
let connections: Connections;
const pins = new Map<string, KnownController>();
const changed: string[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-states-'));
  site = await new SiteStore(dir, { shell: 'cli', user: 'test' }).create('States');
  await site.upsertController({ id: FP, fingerprint256: FP, address: HOME, firmware: '1.7.0' });
  pins.set(FP, {
    fingerprint256: FP,
    subject: 'x',
    validFrom: 'x',
    validTo: 'x',
    trustedAt: 'x',
  });
  connections = new Connections();
  states = new ControllerStates({
    connections,
    site: () => Promise.resolve(site),
    pins: () =>
      Promise.resolve({
        get: (fp: string) => Promise.resolve(pins.get(fp)),
        update: (fp: string, patch: Partial<KnownController>) => {
          const next = { ...pins.get(fp)!, ...patch };
          pins.set(fp, next);
          return Promise.resolve(next);
        },
      }),
    acceptsFactoryAccount: () => Promise.resolve(false),
    changed: (id) => changed.push(id),
  });
});

afterEach(async () => {
  states.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('ControllerStates', () => {
  it('says where discovery saw a site controller, and clears it when seen at home', async () => {
    const away = { host: '127.0.0.99', port: 8443 };
    await states.found([{ id: FP, address: away }]);
    expect(states.observed(FP)?.movedTo).toEqual(away);
    await states.found([{ id: FP, address: HOME }]);
    expect(states.observed(FP)?.movedTo).toBeUndefined();
    expect(states.observed(FP)?.answeredAt).toBeDefined();
  });

  it('keeps a changed certificate on the site, journals it once, and clears it', async () => {
    const handshake = (actual: string) =>
      states.record(FP, { kind: 'handshake', address: HOME, actual, matched: actual === FP });
    handshake(OTHER);
    handshake(OTHER);
    await states.settled();
    expect((await site.controller(FP))?.certificateChanged?.presented).toBe(OTHER);
    handshake(FP);
    await states.settled();
    expect((await site.controller(FP))?.certificateChanged).toBeUndefined();
    const actions = (await site.journal.all()).map((e) => e.action);
    expect(actions.filter((a) => a.startsWith('certificate.'))).toEqual([
      'certificate.changed',
      'certificate.restored',
    ]);
  });

  it('marks the factory password on the pin and the site from a login, and a login proving it changed', async () => {
    states.record(FP, { kind: 'login', login: 'admin', factory: true, factoryLogin: true });
    await states.settled();
    expect(pins.get(FP)?.factoryPassword).toBe(true);
    expect((await site.controller(FP))?.factoryPassword).toBe(true);
    states.record(FP, { kind: 'login', login: 'installer', factory: false, factoryLogin: false });
    await states.settled();
    expect((await site.controller(FP))?.factoryPassword).toBe(true);
    states.record(FP, { kind: 'login', login: 'admin', factory: false, factoryLogin: true });
    await states.settled();
    expect((await site.controller(FP))?.factoryPassword).toBe(false);
    expect(pins.get(FP)?.factoryPassword).toBe(false);
  });
});
