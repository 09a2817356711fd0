/**
 * The first journey of a new user, in one page as a user would go: the empty site
 * offers the demo site, which starts a fleet of simulators in the host and searches it; a
 * controller is trusted after comparing the fingerprint shown with the fleet's own, logged into,
 * and its view shows the firmware era and capabilities; then the same in Russian, where a wrong
 * password is refused in Russian.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { NEEDS_KEYCHAIN, noKeychain } from '../integration/helpers/os-keychain';
import { ControllerPage } from './pages/controller.page';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { SitePage } from './pages/site.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

function member(serial: string): DemoController {
  const found = fleet.find((m) => m.serial === serial);
  if (!found) throw new Error(`the demo fleet has no ${serial}`);
  return found;
}

describe('a new user on the demo site', () => {
  it('starts the demo site from the empty site and finds every controller of it', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await site.empty.waitFor();
    await screenshot(page, 'site-empty-en');
    await site.demoButton.click();

    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.view.waitFor();
    await expect(discovery.settled()).resolves.toBe('done');
    await discovery.declineJoinOffer();
    fleet = (await app.container.services.demo.controllers()) ?? [];
    expect(fleet.map((m) => m.serial)).toEqual([
      'TKDEMO01',
      'TKDEMO02',
      'TKDEMO03',
      'TKDEMO04',
      'TKDEMO05',
    ]);
    for (const m of fleet) {
      // Identity is the certificate (D14): the row's id is the fleet's own fingerprint.
      await expect(discovery.row(m.serial).getAttribute('data-controller-id')).resolves.toBe(
        m.fingerprint256,
      );
      await expect(discovery.row(m.serial).textContent()).resolves.toContain('Address sweep');
      await expect(discovery.next(m.serial).getAttribute('data-step')).resolves.toBe('trust');
    }
    await expect(discovery.demoRunning.textContent()).resolves.toContain('admin');
    await screenshot(page, 'discovery-demo-en');
  });

  it('trusts a controller after comparing the fingerprint shown with the fleet’s own', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    const legacy = member('TKDEMO02');
    await discovery.next('TKDEMO02').click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(legacy.fingerprint256);
    await expect(trust.root.getAttribute('data-trust')).resolves.toBe('new');
    await screenshot(page, 'trust-en');
    await trust.accept.click();
    // Trusting goes straight on to logging in.
    await new LoginDialog(page).root.waitFor();
    await expect(discovery.next('TKDEMO02').getAttribute('data-step')).resolves.toBe('login');
  });

  it('logs in, keeping the password in the keychain, and shows the controller view', async () => {
    const login = new LoginDialog(page);
    const legacy = member('TKDEMO02');
    const vault = await app.vault();
    const keychain = vault.status.persistent;
    await expect(login.remember.getAttribute('aria-disabled')).resolves.toBe(String(!keychain));
    await screenshot(page, 'login-en');
    await login.logIn('admin', 'admin', keychain);

    const controller = new ControllerPage(page, app.host.url);
    await controller.view.waitFor();
    await expect.poll(() => page.url()).toContain(`#/controllers/${legacy.fingerprint256}`);
    // TKDEMO02 runs firmware 1.5 with the legacy staff fields (D11, D12).
    await expect(controller.firmware.textContent()).resolves.toContain(
      'Era 1.5 (API description 1.5.0)',
    );
    await expect(controller.capabilities.textContent()).resolves.toContain('legacy field set');
    await expect(controller.areaState('staff')).resolves.toBe('available');
    await expect(controller.areaState('auth_users')).resolves.toBe('missing');
    await expect(controller.sessionUser.textContent()).resolves.toContain('admin (administrator)');
    await expect(controller.identity.textContent()).resolves.toContain('TKDEMO02');
    await screenshot(page, 'controller-en');
  });

  it.skipIf(noKeychain)(`shows the password kept in the keychain ${NEEDS_KEYCHAIN}`, async () => {
    const controller = new ControllerPage(page, app.host.url);
    const legacy = member('TKDEMO02');
    const vault = await app.vault();
    expect(vault.status.persistent).toBe(true);
    await expect(controller.remembered.textContent()).resolves.toContain('admin');
    await expect(vault.read(legacy.fingerprint256, 'admin')).resolves.toBe('admin');
    await vault.remove(legacy.fingerprint256, 'admin');
  });

  it('keeps it all on the site view', async () => {
    const site = new SitePage(page, app.host.url);
    await site.nav('site').click();
    await site.view.waitFor();
    const legacy = member('TKDEMO02');
    await expect(site.rows.count()).resolves.toBe(5);
    await expect(site.row(legacy.fingerprint256).textContent()).resolves.toContain(
      'As admin (administrator)',
    );
    await expect(site.next(legacy.fingerprint256).getAttribute('data-step')).resolves.toBe('open');
    await expect(site.count('loggedIn').textContent()).resolves.toContain('1');
    await screenshot(page, 'site-demo-en');
  });

  it('in Russian: opens the next step with Enter, refuses a wrong password in Russian', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await site.language('ru').click();
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.nav('discovery').click();
    await discovery.searchDemoAgain();
    await expect(discovery.settled()).resolves.toBe('done');
    await screenshot(page, 'discovery-demo-ru');

    const modern = member('TKDEMO01');
    await discovery.next('TKDEMO01').focus();
    await page.keyboard.press('Enter');
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(modern.fingerprint256);
    await screenshot(page, 'trust-ru');
    await trust.accept.click();

    const login = new LoginDialog(page);
    await login.logIn('admin', 'wrong password');
    await login.error.waitFor();
    await expect(login.error.getAttribute('data-code')).resolves.toBe('login_refused');
    await expect(login.error.textContent()).resolves.toContain(
      'Контроллер не принял вход «admin»: проверьте логин и пароль.',
    );
    await screenshot(page, 'login-error-ru');
    await login.logIn('admin', 'admin');

    const controller = new ControllerPage(page, app.host.url);
    await controller.sessionUser.waitFor();
    await expect(controller.firmware.textContent()).resolves.toContain(
      'Поколение 1.7 (описание API 1.7.0)',
    );
    await expect(controller.capabilities.textContent()).resolves.toContain('«современный»');
    await screenshot(page, 'controller-ru');

    await site.nav('site').click();
    await site.view.waitFor();
    await screenshot(page, 'site-demo-ru');
  });

  it('gets a controller back from main when the page is reloaded', async () => {
    const legacy = member('TKDEMO02');
    await page.goto(`${app.host.url}#/controllers/${legacy.fingerprint256}`);
    await page.reload();
    const controller = new ControllerPage(page, app.host.url);
    await controller.sessionUser.waitFor();
    await expect(controller.firmware.textContent()).resolves.toContain('Поколение 1.5');
  });
});
