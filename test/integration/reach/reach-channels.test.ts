/**
 * The app's `reach:*` channels for real (reach.feature.ts over laptop-link.ts): the plan for a
 * controller heard by mDNS on a network this computer has no address in, the address added
 * with `ip` and the controller answering through it, journalled on the open site, listed, and
 * removed; an interface that is not there is the system's own refusal with the command to type.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connections } from '../../../src/core/connection/connections';
import type { ControllerServices } from '../../../src/core/controller-services';
import { listInterfaces } from '../../../src/core/discovery/interfaces';
import { Engine } from '../../../src/core/engine/engine';
import { reachFeature } from '../../../src/core/reach/reach.feature';
import { createEventSink } from '../../../src/shared/ipc/event-sink';
import { createDispatcher, type Dispatch } from '../../../src/shared/ipc/dispatch';
import { reachLanMissing } from './reach-lan';
import { CONTROLLER, LAPTOP_CIDR, startLaptopLink, type LaptopLink } from './laptop-link';

const missing = reachLanMissing();
let lan: LaptopLink | undefined;
let dataDir = '';
let engine: Engine | undefined;
let dispatch: Dispatch = () => Promise.reject(new Error('not wired'));

beforeAll(async () => {
  if (missing) return;
  lan = await startLaptopLink('tkRchCh');
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-reach-channels-'));
  engine = new Engine({
    dataDir,
    shell: 'browser',
    connections: new Connections(),
    flows: (self) => {
      const { handlers } = reachFeature.wire({
        engine: self,
        services: () => Promise.resolve({ dataDir } as ControllerServices),
        discovery: { interfaces: listInterfaces, knownControllers: () => Promise.resolve([]) },
        ownInterfaces: true,
        events: createEventSink(() => undefined),
        version: '0.0.0-test',
      });
      dispatch = createDispatcher(handlers);
      return [];
    },
  });
  await engine.create('Reach channels');
}, 120_000);

afterAll(async () => {
  await engine?.dispose();
  await lan?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(missing !== undefined)(`the reach channels ${missing ?? ''}`, () => {
  it('plans, adds, verifies, journals, lists and removes a temporary address', async () => {
    const call = (channel: string, input: unknown) => dispatch(channel, input);
    const planned = await call('reach:plan', { host: CONTROLLER, port: 443 });
    expect(planned).toMatchObject({
      ok: true,
      value: {
        reachable: false,
        plan: {
          host: CONTROLLER,
          interface: lan!.link,
          address: '10.99.0.254',
          prefix: 24,
          network: '10.99.0.0/24',
          heardBy: 'mdns',
          elevation: 'none',
          manual: { add: `sudo ip addr add 10.99.0.254/24 dev ${lan!.link}` },
        },
      },
    });
    expect(lan!.onLink()).toEqual([LAPTOP_CIDR]);
    const target = { host: CONTROLLER, port: 443, label: 'RCH-APP', interface: lan!.link };
    const added = await call('reach:add', {
      plan: { ...target, address: '10.99.0.254', prefix: 24 },
    });
    expect(added).toMatchObject({
      ok: true,
      value: { verified: true, journalled: true, address: { address: '10.99.0.254' } },
    });
    expect(lan!.onLink()).toEqual([LAPTOP_CIDR, '10.99.0.254/24']);
    const site = await engine!.requireSite();
    const actions = (await site.journal.read({ limit: 10 })).entries.map((e) => e.action);
    expect(actions).toContain('reach.added');
    expect(await call('reach:list', {})).toMatchObject({
      ok: true,
      value: { addresses: [{ address: '10.99.0.254', interface: lan!.link, thisRun: true }] },
    });
    expect(
      await call('reach:remove', { which: { interface: lan!.link, address: '10.99.0.254' } }),
    ).toMatchObject({ ok: true, value: { removed: [{ outcome: 'removed' }] } });
    expect(lan!.onLink()).toEqual([LAPTOP_CIDR]);
  }, 60_000);

  it('says the system refused an interface that is not there, with the command to type', async () => {
    const answer = await dispatch('reach:add', {
      plan: {
        host: CONTROLLER,
        port: 443,
        label: 'RCH-APP',
        interface: 'tkNoSuchLink',
        address: '10.99.0.254',
        prefix: 24,
      },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'reach_failed',
        details: { manual: 'sudo ip addr add 10.99.0.254/24 dev tkNoSuchLink' },
      },
    });
    expect(await dispatch('reach:list', {})).toMatchObject({
      ok: true,
      value: { addresses: [] },
    });
  }, 30_000);
});
