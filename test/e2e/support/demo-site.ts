/**
 * The opening most screen tests share: a site made, the demo fleet found and added to it, every
 * controller trusted (each fingerprint accepted in turn) and logged into with admin:admin; through
 * the screens as an engineer does it, or through the host's channels where the screens under test
 * are others.
 */
import { expect } from 'vitest';
import type { DemoController } from '../../../src/core/app/demo-site.service';
import { DiscoveryPage } from '../pages/discovery.page';
import { SitePage } from '../pages/site.page';
import type { WorkPage } from '../pages/work.page';
import type { AppHost } from './app-host';
import { callHost, commissionThroughChannels } from './host-channels';

/** Makes a site named `name` and adds the demo controllers found to it; returns the demo fleet. */
export async function siteWithDemoFleet(
  work: WorkPage,
  app: AppHost,
  name: string,
): Promise<DemoController[]> {
  const site = new SitePage(work.page, work.url);
  await site.open();
  await work.newSiteName.fill(name);
  await work.newSite.click();
  await expect.poll(() => work.siteName.textContent()).toBe(name);
  await site.demoButton.click();
  const discovery = new DiscoveryPage(work.page, work.url);
  await expect(discovery.settled()).resolves.toBe('done');
  await discovery.declineJoinOffer();
  const fleet = (await app.container.services.demo.controllers()) ?? [];
  await work.addFound.click();
  await work.page.getByTestId('discovery-added').waitFor();
  return fleet;
}

/**
 * On the site's list of `count` controllers, selects them all and trusts them in one batch,
 * waiting for each dialog to move on to the next controller. `beforeAccept` sees each dialog's
 * controller id before its fingerprint is accepted.
 */
export async function trustAllInBatch(
  work: WorkPage,
  count: number,
  beforeAccept?: (id: string | null, index: number) => Promise<void>,
): Promise<void> {
  const { page } = work;
  await work.nav('site').click();
  await expect.poll(() => work.rows.count()).toBe(count);
  await work.selectAll.click();
  await work.batchTrust.click();
  for (let i = 0; i < count; i++) {
    const dialog = page.getByTestId('batch-trust');
    await dialog.waitFor();
    const id = await dialog.getAttribute('data-controller-id');
    await beforeAccept?.(id, i);
    await page.getByTestId('batch-trust-accept').click();
    await expect
      .poll(async () =>
        (await dialog.count()) === 0 ? null : dialog.getAttribute('data-controller-id'),
      )
      .not.toBe(id);
  }
}

/**
 * Logs in to the selected controllers at once as admin:admin; `beforeClose` sees the outcomes
 * before their dialog closes.
 */
export async function logInAll(work: WorkPage, beforeClose?: () => Promise<void>): Promise<void> {
  const { page } = work;
  await work.batchLogin.click();
  await page.getByTestId('batch-login-password').locator('input').fill('admin');
  await page.getByTestId('batch-login-submit').click();
  await page.getByTestId('batch-login-outcomes').waitFor();
  await beforeClose?.();
  await page.getByTestId('batch-login-close').click();
}

/**
 * A site named `name` holding the whole demo fleet, trusted and logged in, with the site's screen
 * open; returns the fleet. Set through the host's channels, the ones the screens call: the screens
 * of that journey have tests of their own (commissioning.test.ts), and going through them again in
 * every file cost about 40 s a file on a small machine.
 */
export async function commissionedDemoSite(
  work: WorkPage,
  app: AppHost,
  name: string,
): Promise<DemoController[]> {
  await callHost(app, 'demo:start', {});
  const fleet = (await app.container.services.demo.controllers()) ?? [];
  await commissionThroughChannels(
    app,
    name,
    fleet.map((controller) => controller.address),
  );
  const site = new SitePage(work.page, work.url);
  await site.open();
  await expect.poll(() => work.siteName.textContent()).toBe(name);
  await expect.poll(() => work.rows.count()).toBe(fleet.length);
  return fleet;
}
