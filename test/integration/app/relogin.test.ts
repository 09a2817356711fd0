/**
 * Back where you were after a restart (docs/decisions.md): app services made again over the same
 * app data folder and the same OS keychain reopen the site that was open and log in again, in the
 * background with progress, to the site's controllers whose password the keychain keeps; not to
 * one it holds nothing for, nor to one whose certificate changed. A saved password the controller
 * refuses shows as that controller's refused session. A real fleet of simulators that outlives
 * each "restart", the real known-controllers store, the real keychain.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialVault } from '../../../src/core/vault/credential-vault';
import { openVault } from '../../../src/core/vault/keychain-vault';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/ipc/channels';
import type { ReloginProgress } from '../../../src/shared/ipc/session.schema';
import type { SiteView } from '../../../src/shared/ipc/site.schema';
import { Fleet } from '../../../src/simulator/fleet/fleet';
import type { AppServices } from '../../../src/core/app/app-services';
import { appUnderTest } from '../helpers/app-under-test';
import { testHost } from '../helpers/start-simulator';

interface Shell {
  services: AppServices;
  progress: ReloginProgress[];
  call<N extends ChannelName>(channel: N, input: ChannelInput<N>): Promise<ChannelOutput<N>>;
}

let dataDir: string;
let demoRoot: string;
let vault: CredentialVault;
let fleet: Fleet;
const first = { host: testHost(), port: 20_000 + Math.floor(Math.random() * 10_000) };
const logged: string[] = [];
const shells: Shell[] = [];

function startFleet(): Promise<Fleet> {
  return Fleet.start({ count: 5, first, dataRoot: demoRoot, staff: 5, mdns: false });
}

/** The app services as a shell makes them at its start, over the one data folder and keychain. */
function startShell(): Shell {
  const progress: ReloginProgress[] = [];
  const app = appUnderTest({
    dataDir,
    vault,
    onEvent: (event, payload) => {
      if (event === 'session:relogin') progress.push(payload as ReloginProgress);
    },
    log: (message) => logged.push(message),
  });
  const shell: Shell = {
    services: app.services,
    progress,
    call: (channel, input) => app.call(channel, input),
  };
  shells.push(shell);
  return shell;
}

/** Each controller's id as the site keeps it: the certificate it was trusted by. */
const trusted = new Map<string, string>();

function id(serial: string): string {
  const known = trusted.get(serial);
  if (!known) throw new Error(`no ${serial}`);
  return known;
}

function sessionOf(view: SiteView, serial: string): string {
  const row = view.controllers.find((c) => c.id === id(serial));
  return row?.state.session.state ?? 'absent';
}

async function currentView(shell: Shell): Promise<SiteView> {
  const { view } = await shell.call('site:current', {});
  if (!view) throw new Error('no site open');
  return view;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-relogin-'));
  demoRoot = await mkdtemp(join(tmpdir(), 'turnkey-relogin-fleet-'));
  vault = await openVault(`Turnkey-test-relogin-${process.pid}-${Date.now()}`);
  fleet = await startFleet();
  for (const m of fleet.members) trusted.set(m.serial, m.simulator.fingerprint);
});

afterAll(async () => {
  for (const shell of shells) await shell.services.dispose();
  await fleet.stop();
  for (const known of trusted.values()) await vault.remove(known, 'admin').catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  await rm(demoRoot, { recursive: true, force: true });
  expect(logged).toEqual([]);
});

describe('after a restart', () => {
  it('is set up: a site of five, passwords saved for four, one of them wrong', async () => {
    expect(vault.status.persistent).toBe(true);
    const shell = startShell();
    await shell.call('site:create', { name: 'Plant 4' });
    const ids: string[] = [];
    for (const member of fleet.members) {
      const probe = await shell.call('trust:probe', { address: member.simulator.address });
      await shell.call('trust:accept', {
        controllerId: probe.controllerId,
        fingerprint256: probe.certificate.fingerprint256,
      });
      ids.push(probe.controllerId);
    }
    await shell.call('site:addControllers', { controllerIds: ids });
    for (const serial of ['TKDEMO01', 'TKDEMO02', 'TKDEMO03', 'TKDEMO04', 'TKDEMO05']) {
      const remember = serial !== 'TKDEMO04';
      const answer = await shell.call('session:login', {
        controllerId: id(serial),
        login: 'admin',
        password: 'admin',
        remember,
      });
      expect(answer.remembered).toBe(remember);
    }
    // The password kept for TKDEMO03 is no longer the controller's.
    await vault.save(id('TKDEMO03'), 'admin', 'not-its-password');

    // TKDEMO05 is reset: a new certificate at the same address, seen by the site's look.
    await fleet.stop();
    await rm(join(demoRoot, 'TKDEMO05'), { recursive: true, force: true });
    fleet = await startFleet();
    // A read of the site asks for a look 1.5 s later, at most once in 5 s (APP_WATCH,
    // core/state/site-watch.ts): the limit leaves room for that on a loaded machine.
    await expect
      .poll(
        async () => {
          const view = await currentView(shell);
          return view.controllers.find((c) => c.serial === 'TKDEMO05')?.state.identity.state;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe('changed');
    await shell.services.dispose();
    shells.splice(shells.indexOf(shell), 1);
  });

  it('reopens the site and logs in again to the saved ones only, with progress', async () => {
    const shell = startShell();
    await expect.poll(() => shell.progress.at(-1)?.finished, { timeout: 20_000 }).toBe(true);
    expect(shell.progress[0]).toMatchObject({ total: 3, done: 0, finished: false });
    expect(shell.progress.map((p) => p.done)).toEqual([0, 1, 2, 3]);
    expect(shell.progress.at(-1)).toMatchObject({
      total: 3,
      done: 3,
      loggedIn: 2,
      refused: 1,
      failed: 0,
    });

    const view = await currentView(shell);
    expect(view.site.name).toBe('Plant 4');
    expect(sessionOf(view, 'TKDEMO01')).toBe('logged_in');
    expect(sessionOf(view, 'TKDEMO02')).toBe('logged_in');
    expect(sessionOf(view, 'TKDEMO03')).toBe('refused');
    // Nothing saved: not logged in to. Certificate changed: nothing sent to it.
    expect(sessionOf(view, 'TKDEMO04')).toBe('none');
    expect(sessionOf(view, 'TKDEMO05')).toBe('ended');

    // Opened again in this run: not again (a refused password is not tried over and over).
    await shell.call('site:open', { siteId: view.site.id });
    await shell.call('site:current', {});
    expect(shell.progress.at(-1)?.done).toBe(3);
    expect(shell.progress).toHaveLength(4);

    // Another site, empty, is the one open when this run ends.
    await shell.call('site:create', { name: 'Empty' });
    await shell.services.dispose();
    shells.splice(shells.indexOf(shell), 1);
  });

  it('logs in again when a site is opened, once', async () => {
    const shell = startShell();
    const empty = await currentView(shell);
    expect(empty.site.name).toBe('Empty');
    // The open site has no controller: nothing to do, nothing said.
    expect(shell.progress).toEqual([]);

    const { sites } = await shell.call('site:list', {});
    const plant = sites.find((s) => s.name === 'Plant 4');
    if (!plant) throw new Error('no Plant 4');
    await shell.call('site:open', { siteId: plant.id });
    await expect.poll(() => shell.progress.at(-1)?.finished, { timeout: 20_000 }).toBe(true);
    expect(shell.progress.at(-1)).toMatchObject({
      siteId: plant.id,
      total: 3,
      loggedIn: 2,
      refused: 1,
    });
    const view = await currentView(shell);
    expect(sessionOf(view, 'TKDEMO01')).toBe('logged_in');
    expect(sessionOf(view, 'TKDEMO04')).toBe('none');
  });
});
