/**
 * Back where you were after a restart, on the site screen (docs/decisions.md): the browser host is
 * started again over the same app data folder and keychain; opening the site logs in again to its
 * controllers whose password was saved, a small line says how far it is and then goes, a refused
 * saved password shows in its row, and the others are left alone. The demo site is started from
 * the site screen of a site that already has controllers, and the button then says it runs.
 * A fleet of simulators of the test's own outlives the restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fleet } from '../../src/simulator/fleet/fleet';
import { DiscoveryPage } from './pages/discovery.page';
import { WorkPage } from './pages/work.page';
import { launchChromium, type Browser } from './support/chromium';
import { callHost } from './support/host-channels';
import { demoFirst, startHostOver, type AppHost } from './support/app-host';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';

const keychain = `Turnkey-e2e-relogin-${process.pid}-${Date.now()}`;
let dataDir: string;
let fleetRoot: string;
let fleet: Fleet;
let browser: Browser;
let app: AppHost | undefined;
let page: Page;
let problems: string[] = [];
let work: WorkPage;
let port = 0;

function id(serial: string): string {
  const member = fleet.members.find((m) => m.serial === serial);
  if (!member) throw new Error(`no ${serial}`);
  return member.simulator.fingerprint;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-e2e-relogin-'));
  fleetRoot = await mkdtemp(join(tmpdir(), 'turnkey-e2e-relogin-fleet-'));
  fleet = await Fleet.start({ count: 5, first: demoFirst(), dataRoot: fleetRoot, staff: 5 });
  browser = await launchChromium();
});

afterAll(async () => {
  const vault = await app?.vault();
  for (const m of fleet.members) await vault?.remove(m.simulator.fingerprint, 'admin');
  await browser.close();
  await app?.close();
  await fleet.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(fleetRoot, { recursive: true, force: true });
  expect(problems).toEqual([]);
  expect(app?.logged ?? []).toEqual([]);
});

describe('after the browser host restarts', () => {
  it('had a site whose passwords were saved for three controllers, one no longer right', async () => {
    const before = await startHostOver(dataDir, keychain);
    port = before.host.port;
    expect((await before.vault()).status.persistent).toBe(true);
    await callHost(before, 'site:create', { name: 'Plant 4' });
    for (const m of fleet.members) {
      const probe = await callHost(before, 'trust:probe', { address: m.simulator.address });
      await callHost(before, 'trust:accept', {
        controllerId: probe.controllerId,
        fingerprint256: probe.certificate.fingerprint256,
      });
    }
    await callHost(before, 'site:addControllers', {
      controllerIds: fleet.members.map((m) => m.simulator.fingerprint),
    });
    for (const serial of ['TKDEMO01', 'TKDEMO02', 'TKDEMO03']) {
      await callHost(before, 'session:login', {
        controllerId: id(serial),
        login: 'admin',
        password: 'admin',
        remember: true,
      });
    }
    await (await before.vault()).save(id('TKDEMO03'), 'admin', 'not-its-password');
    // The engineer had moved on to another site when Turnkey stopped.
    await callHost(before, 'site:create', { name: 'Office' });
    await before.close();
    expect(before.logged).toEqual([]);
  });

  it('logs in again when the site is opened, with a line that says how far, then goes', async () => {
    // Slow answers, so the line can be seen (and pictured) between the logins.
    fleet.members.find((m) => m.serial === 'TKDEMO01')?.simulator.faults.set({ latencyMs: 500 });
    fleet.members.find((m) => m.serial === 'TKDEMO02')?.simulator.faults.set({ latencyMs: 8000 });
    app = await startHostOver(dataDir, keychain, { port });
    page = await browser.context.newPage();
    problems = watchProblems(page, app.host.origin);
    work = new WorkPage(page, app.host.url);
    await work.open('/site');
    await expect.poll(() => work.siteName.textContent()).toBe('Office');
    await expect(page.getByTestId('site-relogin').count()).resolves.toBe(0);

    await page.getByTestId('site-switch').click();
    await page.locator('.n-base-select-option', { hasText: 'Plant 4' }).click();
    const line = page.getByTestId('site-relogin');
    await expect.poll(() => line.getAttribute('data-done'), { timeout: 15_000 }).toBe('2');
    await expect(line.textContent()).resolves.toContain('Logging in again: 2 of 3');
    await expect(line.textContent()).resolves.toContain('one saved password refused');
    await screenshot(page, 'site-relogin-en-light');
    await work.language('ru').click();
    await work.theme('dark').click();
    await expect.poll(() => line.textContent()).toContain('Повторный вход: 2 из 3');
    await screenshot(page, 'site-relogin-ru-dark');
    await work.language('en').click();
    await work.theme('light').click();
    await line.waitFor({ state: 'hidden', timeout: 30_000 });

    await expect.poll(() => work.row(id('TKDEMO01')).textContent()).toContain('admin');
    await expect.poll(() => work.row(id('TKDEMO02')).textContent()).toContain('admin');
    await expect.poll(() => work.row(id('TKDEMO03')).textContent()).toContain('Refused');
    // Nothing saved for these two: not logged in to.
    for (const serial of ['TKDEMO04', 'TKDEMO05']) {
      await expect(work.row(id(serial)).textContent()).resolves.not.toContain('admin');
    }
  });

  it('starts the demo site from the site screen, then says it runs', async () => {
    const button = page.getByTestId('site-demo');
    await expect(button.textContent()).resolves.toContain('Start the demo site');
    await button.click();
    const discovery = new DiscoveryPage(page, work.url);
    await expect(discovery.settled()).resolves.toBe('done');
    const demo = (await app?.container.services.demo.controllers()) ?? [];
    expect(demo).toHaveLength(5);

    // Back to the site screen as a link does (the Find screen may hold a dialog of its own open).
    await page.goto(`${work.url}#/site`);
    await expect
      .poll(() => button.textContent())
      .toContain('Demo site running: 5 controllers — search it');
    await screenshot(page, 'site-demo-running-en-light');
    await work.language('ru').click();
    await expect.poll(() => button.textContent()).toContain('Демо-объект запущен: 5 контроллеров');
    await screenshot(page, 'site-demo-running-ru-light');
    await work.language('en').click();

    // Pressed again while it runs: the same fleet, searched again.
    await button.click();
    await expect(discovery.settled()).resolves.toBe('done');
    expect((await app?.container.services.demo.controllers()) ?? []).toEqual(demo);
  });
});
