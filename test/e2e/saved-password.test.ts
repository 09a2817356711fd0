/**
 * Saved passwords in the screens: a password remembered in the keychain is offered at the next
 * login (the page never receives it), logs in, and can be forgotten; forgetting the controller
 * removes its pin too, so it must be compared and trusted again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { ControllerPage } from './pages/controller.page';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { SitePage } from './pages/site.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let member: DemoController;

useAppInBrowser('file', (session) => ({ app, page } = session));

describe('a saved password', () => {
  it('is kept when the engineer logs in with “remember”', async () => {
    const vault = await app.vault();
    // Without a keychain nothing is saved, and there is nothing to offer (see journey.test.ts).
    expect(vault.status.persistent).toBe(true);
    const site = new SitePage(page, app.host.url);
    await site.open();
    await site.demoButton.click();
    const discovery = new DiscoveryPage(page, app.host.url);
    await expect(discovery.settled()).resolves.toBe('done');
    await discovery.declineJoinOffer();
    const fleet = (await app.container.services.demo.controllers()) ?? [];
    member = fleet.find((m) => m.serial === 'TKDEMO03') as DemoController;

    await discovery.next('TKDEMO03').click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(member.fingerprint256);
    await trust.accept.click();
    await new LoginDialog(page).logIn('admin', 'admin', true);
    const controller = new ControllerPage(page, app.host.url);
    await controller.view.waitFor();
    await expect(controller.remembered.textContent()).resolves.toContain('admin');
    await expect(vault.read(member.fingerprint256, 'admin')).resolves.toBe('admin');
  });

  it('is offered at the next login and logs in without being typed', async () => {
    const controller = new ControllerPage(page, app.host.url);
    await controller.logout.click();
    await controller.login.click();
    const login = new LoginDialog(page);
    await login.useSaved.waitFor();
    await expect(login.useSaved.textContent()).resolves.toContain('admin');
    // The page never holds the password: no field of the dialog has it.
    await expect(login.password.inputValue()).resolves.toBe('');
    await screenshot(page, 'login-saved-en');
    await login.useSaved.click();
    await login.root.waitFor({ state: 'detached' });
    await expect(controller.sessionUser.textContent()).resolves.toContain('admin');
  });

  it('can be forgotten, after which the login asks for it again', async () => {
    const controller = new ControllerPage(page, app.host.url);
    await controller.forgetPassword.click();
    await controller.remembered.waitFor({ state: 'detached' });
    await expect((await app.vault()).read(member.fingerprint256, 'admin')).resolves.toBeUndefined();
    await controller.logout.click();
    await controller.login.click();
    const login = new LoginDialog(page);
    await login.password.waitFor();
    await expect(login.useSaved.count()).resolves.toBe(0);
    await login.logIn('admin', 'admin', true);
    await login.root.waitFor({ state: 'detached' });
  });

  it('goes with the controller when the controller is forgotten', async () => {
    const controller = new ControllerPage(page, app.host.url);
    await controller.forgetController.click();
    await screenshot(page, 'controller-forget-en');
    await controller.forgetConfirm.click();
    await controller.sessionUser.waitFor({ state: 'detached' });
    await expect((await app.vault()).read(member.fingerprint256, 'admin')).resolves.toBeUndefined();
    // Its pin is gone: it is a certificate to compare again, and it cannot be logged into.
    await expect(controller.identity.textContent()).resolves.toContain('Not trusted yet');
    await expect(controller.login.count()).resolves.toBe(0);
  });
});
