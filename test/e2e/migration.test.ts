/**
 * The migration card on the demo site, in Chromium through the browser host (spec 4.14, D17): on
 * a 1.7 controller the plan is shown, the copy started, its records rising with the rate and
 * time left; the page reloaded finds the copy and its bar going on (the job follows it in the
 * shell, and job:event moves the bar); Stop stops it on the controller. On a 1.5 controller the
 * card says why there is no migration. Screenshots in both languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { MigrationPage } from './pages/migration.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const work = () => new MigrationPage(page, app.host.url);
const member = (serial: string) => fleet.find((c) => c.serial === serial)!;

async function bothLanguages(name: string): Promise<void> {
  const w = work();
  await screenshot(page, `${name}-en`);
  await w.language('ru').click();
  await expect.poll(() => w.documentLanguage()).toBe('ru');
  await screenshot(page, `${name}-ru`);
  await w.language('en').click();
  await expect.poll(() => w.documentLanguage()).toBe('en');
}

describe('the migration card', () => {
  it('starts from a site with the demo controllers, trusted and logged in', async () => {
    const w = work();
    fleet = await commissionedDemoSite(w, app, 'Plant 4, archive');
  });

  it('starts a copy after its plan, follows it through a reload, and stops it', async () => {
    const w = work();
    await w.open(`/controllers/${member('TKDEMO01').fingerprint256}`);
    await w.card.waitFor();
    await expect.poll(() => w.state()).toBe('idle');
    await w.start.click();
    await w.plan.waitFor();
    await expect(w.plan.textContent()).resolves.toContain('Last run');
    await bothLanguages('migration-plan');
    await w.confirmStart.click();
    await w.progress.waitFor();
    await expect
      .poll(async () => (await w.records())?.done ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('migration-left').waitFor({ timeout: 15_000 });
    await expect.poll(() => w.state()).toBe('running');
    const before = (await w.records())!;
    expect(before.done).toBeLessThan(before.total);
    await bothLanguages('migration-running');

    await page.reload();
    await w.card.waitFor();
    await w.progress.waitFor();
    await expect
      .poll(async () => (await w.records())?.done ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(before.done);
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'migration-running-1366-en');
    await page.setViewportSize({ width: 1280, height: 800 });

    await w.stop.click();
    await expect.poll(() => w.state(), { timeout: 15_000 }).toBe('idle');
    await expect(w.progress.count()).resolves.toBe(0);
    await expect(w.card.textContent()).resolves.toMatch(/stopped at \d+ of \d+ records/);
    await w.start.waitFor();
    await bothLanguages('migration-stopped');
  });

  it('says why there is no migration on firmware 1.5', async () => {
    const w = work();
    await w.open(`/controllers/${member('TKDEMO02').fingerprint256}`);
    await w.card.waitFor();
    const reason = page.getByTestId('migration-unavailable');
    await reason.waitFor();
    await expect(reason.textContent()).resolves.toContain('firmware 1.7');
    await expect(w.start.count()).resolves.toBe(0);
  });
});
