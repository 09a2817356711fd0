/**
 * The opening most screen tests share, done through the screens as an engineer does it: a site
 * made, the demo fleet found and added to it, every controller trusted in one batch (each
 * fingerprint accepted in turn) and logged into with admin:admin.
 */
import { expect } from 'vitest';
import type { DemoController } from '../../../src/core/app/demo-site.service';
import { DiscoveryPage } from '../pages/discovery.page';
import { SitePage } from '../pages/site.page';
import type { WorkPage } from '../pages/work.page';
import type { AppHost } from './app-host';

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
  await expect(new DiscoveryPage(work.page, work.url).settled()).resolves.toBe('done');
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

/** A site named `name` holding the whole demo fleet, trusted and logged in; returns the fleet. */
export async function commissionedDemoSite(
  work: WorkPage,
  app: AppHost,
  name: string,
): Promise<DemoController[]> {
  const fleet = await siteWithDemoFleet(work, app, name);
  await trustAllInBatch(work, fleet.length);
  await logInAll(work);
  return fleet;
}
