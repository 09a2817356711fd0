/**
 * The commissioning engine in the screens, as an engineer uses it on the demo site: a site made,
 * the found controllers added to it, all five trusted in one batch (each fingerprint shown) and
 * logged into with one set of credentials, the page reloaded (the same site, its sessions and
 * journal come back), the factory password changed on two in one wizard, the list filtered,
 * sorted and exported as CSV.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { logInAll, siteWithDemoFleet, trustAllInBatch } from './support/demo-site';
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
    fleet = await siteWithDemoFleet(work, app, 'Plant 4, building B');
  });

  it('trusts all five in one batch, each fingerprint shown, and logs in to all at once', async () => {
    const work = new WorkPage(page, app.host.url);
    await trustAllInBatch(work, 5, async (id, i) => {
      const shown = await page.getByTestId('batch-trust-fingerprint').getAttribute('aria-label');
      // What the dialog shows is the certificate of that very controller of the demo fleet.
      expect(shown).toBe(fleet.find((m) => m.fingerprint256 === id)?.fingerprint256);
      if (i === 0) await screenshot(page, 'batch-trust-en');
    });
    await expect.poll(() => work.rows.filter({ hasText: 'Not trusted yet' }).count()).toBe(0);
    await logInAll(work, async () => {
      await expect(
        page.locator('[data-testid="batch-login-outcomes"] li[data-ok="true"]').count(),
      ).resolves.toBe(5);
      await screenshot(page, 'batch-login-en');
    });
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
    // Logged in with admin/admin: the factory password still works on all five, marked in red.
    for (const m of fleet) {
      await expect(work.row(m.fingerprint256).getAttribute('data-factory')).resolves.toBe('yes');
    }
    await screenshot(page, 'site-work-list-en');
    // A row opens its controller: the overview read from it now.
    await first.dblclick();
    await page.getByTestId('overview-network').waitFor();
    await expect(page.getByTestId('overview-network').textContent()).resolves.toContain(
      '127.0.0.11',
    );
    await expect(page.getByTestId('overview-counts').textContent()).resolves.toContain(
      '300 people',
    );
    await screenshot(page, 'controller-overview-en');
    await work.nav('site').click();
    await work.row(member('TKDEMO02').fingerprint256).dblclick();
    // Firmware 1.5 has no network section (D11): said, not hidden.
    await page.getByTestId('overview-missing-network').waitFor();
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('controller.added').count()).toBe(5);
    await expect.poll(() => work.journalRows('session.login').count()).toBe(5);
  });

  it('filters the list and exports it as CSV', async () => {
    const work = new WorkPage(page, app.host.url);
    await work.nav('site').click();
    // Sorted by firmware: 1.5 and 1.6 apart from the three on 1.7, in either direction.
    await page.getByRole('columnheader', { name: 'Firmware' }).click();
    const eras = async () =>
      (await work.rows.locator('[data-col-key="firmware"]').allTextContents()).map((t) => t.trim());
    await expect
      .poll(eras)
      .toSatisfy(
        (list: string[]) =>
          list.join() === '1.5,1.6,1.7,1.7,1.7' || list.join() === '1.7,1.7,1.7,1.6,1.5',
      );
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
      .poll(async () =>
        Promise.all((await work.jobRows.all()).map((row) => row.getAttribute('data-state'))),
      )
      .toEqual(['succeeded', 'succeeded']);
    await screenshot(page, 'wizard-password-done-en');
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('password.changed').count()).toBe(2);
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

  it('reads in Russian too', async () => {
    const work = new WorkPage(page, app.host.url);
    await work.nav('site').click();
    await work.language('ru').click();
    await expect.poll(() => page.getByTestId('site-export').textContent()).toBe('Экспорт CSV');
    await screenshot(page, 'site-work-list-ru');
    await work.nav('jobs').click();
    await page.getByTestId('job-item').first().waitFor();
    await screenshot(page, 'jobs-ru');
    await work.nav('journal').click();
    await page.getByTestId('journal-row').first().waitFor();
    await screenshot(page, 'journal-ru');
    await work.language('en').click();
  });

  it('renames a site, and deletes it only when its name is typed again', async () => {
    const work = new WorkPage(page, app.host.url);
    await work.nav('site').click();
    await work.newSiteName.fill('Scratch');
    await work.newSite.click();
    await expect.poll(() => work.siteName.textContent()).toBe('Scratch');
    await page.getByTestId('site-rename-open').click();
    await page.getByTestId('site-rename-name').locator('input').fill('Scratch 2');
    await page.getByTestId('site-rename').click();
    await expect.poll(() => work.siteName.textContent()).toBe('Scratch 2');
    await page.getByTestId('site-delete-open').click();
    const remove = page.getByTestId('site-delete');
    await page.getByTestId('site-delete-name').locator('input').fill('Scratch');
    await expect(remove.isDisabled()).resolves.toBe(true);
    await page.getByTestId('site-delete-name').locator('input').fill('Scratch 2');
    await screenshot(page, 'site-delete-en');
    await remove.click();
    await expect.poll(() => work.siteName.textContent()).toBe('Site');
    const sites = await app.container.services.handlers['site:list']?.({});
    expect(sites?.sites.map((s) => s.name)).toEqual(['Plant 4, building B']);
  });
});
