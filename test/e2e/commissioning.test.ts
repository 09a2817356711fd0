/**
 * The commissioning engine in the screens, as an engineer uses it on the demo site: a site made,
 * the found controllers added to it, two logged into, the page reloaded (the same site, its
 * sessions and journal come back), the factory password changed on both in one wizard, the list
 * filtered, sorted and exported as CSV.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { SitePage } from './pages/site.page';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];
const NEW_PASSWORD = 'Plant-4B-site!';

useAppInBrowser('file', (session) => ({ app, page } = session));

const member = (serial: string) => fleet.find((m) => m.serial === serial) as DemoController;

describe('a site commissioned in the screens', () => {
  it('is made, and takes the controllers found on the demo site', async () => {
    const work = new WorkPage(page, app.host.url);
    const site = new SitePage(page, app.host.url);
    await site.open();
    await work.newSiteName.fill('Plant 4, building B');
    await work.newSite.click();
    await expect.poll(() => work.siteName.textContent()).toBe('Plant 4, building B');
    await site.demoButton.click();
    const discovery = new DiscoveryPage(page, app.host.url);
    await expect(discovery.settled()).resolves.toBe('done');
    fleet = (await app.container.services.demo.controllers()) ?? [];
    await work.addFound.click();
    await page.getByTestId('discovery-added').waitFor();

    for (const serial of ['TKDEMO01', 'TKDEMO03']) {
      await discovery.next(serial).click();
      const trust = new TrustDialog(page);
      await expect(trust.fingerprint()).resolves.toBe(member(serial).fingerprint256);
      await trust.accept.click();
      await new LoginDialog(page).logIn('admin', 'admin');
      await page.getByTestId('controller-view').waitFor();
      await discovery.nav('discovery').click();
    }
  });

  it('comes back after a reload with its controllers, sessions and journal', async () => {
    await page.reload();
    const work = new WorkPage(page, app.host.url);
    await work.nav('site').click();
    await expect.poll(() => work.rows.count()).toBe(5);
    expect(await work.siteName.textContent()).toBe('Plant 4, building B');
    const first = work.row(member('TKDEMO01').fingerprint256);
    await expect(first.textContent()).resolves.toContain('Factory password');
    // Logged in with admin/admin: the factory password still works there, marked in red.
    await expect(first.getAttribute('data-factory')).resolves.toBe('yes');
    await expect(
      work.row(member('TKDEMO02').fingerprint256).getAttribute('data-factory'),
    ).resolves.toBe('no');
    await screenshot(page, 'site-work-list-en');
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('controller.added').count()).toBe(5);
  });

  it('filters the list and exports it as CSV', async () => {
    const work = new WorkPage(page, app.host.url);
    await work.nav('site').click();
    await work.filter.fill('TKDEMO03');
    await expect.poll(() => work.rows.count()).toBe(1);
    const download = page.waitForEvent('download');
    await work.exportCsv.click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    expect(csv).toContain(member('TKDEMO03').fingerprint256);
    expect(csv).not.toContain(member('TKDEMO01').fingerprint256);
    await work.filter.fill('');
    await expect.poll(() => work.rows.count()).toBe(5);
  });

  it('changes the factory password of two controllers in one wizard, and journals it', async () => {
    const work = new WorkPage(page, app.host.url);
    await work.select(member('TKDEMO01').fingerprint256).click();
    await work.select(member('TKDEMO03').fingerprint256).click();
    await work.batchPassword.click();
    await work.wizard.waitFor();
    await work.field('password').fill(NEW_PASSWORD);
    await work.field('repeat').fill(NEW_PASSWORD);
    await screenshot(page, 'wizard-password-form-en');
    await work.next.click();
    await work.confirm.waitFor();
    await expect(work.confirm.textContent()).resolves.toContain('Change 2 controllers');
    await screenshot(page, 'wizard-password-plan-en');
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await expect
      .poll(() => work.jobRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-state'))))
      .toEqual(['succeeded', 'succeeded']);
    await screenshot(page, 'wizard-password-done-en');
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('password.changed').count()).toBe(2);
    await expect(work.journalRows('session.login').count()).resolves.toBe(2);
    expect(await page.content()).not.toContain(NEW_PASSWORD);
    await screenshot(page, 'journal-en');
    await work.nav('jobs').click();
    await page.getByTestId('job-item').first().waitFor();
    await expect(page.getByTestId('job-item').first().getAttribute('data-state')).resolves.toBe(
      'succeeded',
    );
    await screenshot(page, 'jobs-en');
    await work.nav('site').click();
    await expect
      .poll(() => work.row(member('TKDEMO01').fingerprint256).getAttribute('data-factory'))
      .toBe('no');
  });
});
