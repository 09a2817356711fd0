/**
 * A controller whose certificate was regenerated (D14): it was trusted and logged into, then reset
 * (its data folder, with its key, is gone) and found again at the same address. The search warns,
 * the trust dialog shows the pinned and the presented fingerprints side by side, and logging in
 * to it is refused before anything is sent, until the user replaces the pin on purpose.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { ControllerPage } from './pages/controller.page';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { SitePage } from './pages/site.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;

useAppInBrowser('file', (session) => ({ app, page } = session));

async function first(): Promise<DemoController> {
  const found = (await app.container.services.demo.controllers())?.find(
    (m) => m.serial === 'TKDEMO01',
  );
  if (!found) throw new Error('the demo fleet has no TKDEMO01');
  return found;
}

describe('a controller whose certificate was regenerated', () => {
  it('is trusted, logged into and out of first', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await site.demoButton.click();
    const discovery = new DiscoveryPage(page, app.host.url);
    await expect(discovery.settled()).resolves.toBe('done');
    await discovery.declineJoinOffer();
    await discovery.next('TKDEMO01').click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe((await first()).fingerprint256);
    await trust.accept.click();
    await new LoginDialog(page).logIn('admin', 'admin');
    const controller = new ControllerPage(page, app.host.url);
    await controller.sessionUser.waitFor();
    await controller.logout.click();
    await page.getByTestId('controller-login').waitFor();
  });

  it('is found again with the changed-certificate warning, pinned and presented side by side', async () => {
    const old = await first();
    // The controller is reset: its key and certificate are made anew at the same address.
    await app.container.services.demo.stop();
    await rm(join(app.dataDir, 'demo', 'TKDEMO01'), { recursive: true, force: true });

    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.nav('discovery').click();
    await discovery.searchDemoAgain();
    await expect(discovery.settled()).resolves.toBe('done');
    const fresh = await first();
    expect(fresh.fingerprint256).not.toBe(old.fingerprint256);
    expect(fresh.address).toEqual(old.address);

    const row = discovery.row('TKDEMO01');
    await expect(row.getAttribute('data-controller-id')).resolves.toBe(fresh.fingerprint256);
    await expect(
      row.locator('[data-testid="discovery-warning"]').getAttribute('data-kind'),
    ).resolves.toBe('certificate_changed');
    await expect(discovery.next('TKDEMO01').getAttribute('data-step')).resolves.toBe('review');
    await screenshot(page, 'discovery-changed-en');

    await discovery.next('TKDEMO01').click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(fresh.fingerprint256);
    await expect(trust.root.getAttribute('data-trust')).resolves.toBe('changed');
    await expect(trust.pinned()).resolves.toBe(old.fingerprint256);
    await expect(trust.accept.textContent()).resolves.toContain('Replace the trusted certificate');
    await screenshot(page, 'trust-changed-en');
    await trust.cancel.click();
    await trust.root.waitFor({ state: 'detached' });
  });

  it('blocks the login to the controller trusted before, sending nothing', async () => {
    const site = new SitePage(page, app.host.url);
    await site.nav('site').click();
    const oldId = await site.rows.first().getAttribute('data-controller-id');
    expect(oldId).not.toBe((await first()).fingerprint256);
    await expect(site.next(oldId ?? '').getAttribute('data-step')).resolves.toBe('login');
    await site.next(oldId ?? '').click();
    const login = new LoginDialog(page);
    await login.logIn('admin', 'admin');
    await login.error.waitFor();
    await expect(login.error.getAttribute('data-code')).resolves.toBe('tls_pin_mismatch');
    await expect(login.error.textContent()).resolves.toContain('is not the one trusted for it');
    await expect(login.error.textContent()).resolves.toContain('Nothing was sent');
    await screenshot(page, 'login-blocked-en');
    await login.cancel.click();
    await login.root.waitFor({ state: 'detached' });
  });

  it('logs in once the new certificate is trusted explicitly', async () => {
    const fresh = await first();
    const site = new SitePage(page, app.host.url);
    await site.next(fresh.fingerprint256).click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(fresh.fingerprint256);
    await trust.accept.click();
    await new LoginDialog(page).logIn('admin', 'admin');
    const controller = new ControllerPage(page, app.host.url);
    await controller.sessionUser.waitFor();
    await expect(controller.identity.textContent()).resolves.toContain('TKDEMO01');
  });
});
