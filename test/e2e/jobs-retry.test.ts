/**
 * "Retry these" in Chromium through the browser host (docs/decisions.md, "Retry what failed"):
 * the time wizard on the demo site with one controller made to answer every request with 500
 * (the demo fleet's control channel) once the plan is shown; its result offers "Retry these",
 * which opens the same wizard at its plan for that controller alone, the form behind it filled
 * as it was; confirmed, it ends verified. The jobs screen shows each job's settings and offers
 * the retry on the first job still. Screenshots of the result, the retry's plan and the jobs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { demoErrorRate, JobsRetryPage } from './pages/jobs.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const work = () => new JobsRetryPage(page, app.host.url);
const FAILING = 'TKDEMO02';
/** A zone no demo controller is in (they keep Moscow's or London's). */
const ZONE = 'Asia/Yekaterinburg (UTC+05:00)';
const failing = () => fleet.find((c) => c.serial === FAILING) as DemoController;

describe('Retry these', () => {
  it('starts from the demo site, trusted and logged in', async () => {
    fleet = await commissionedDemoSite(work(), app, 'Retry yard');
    expect(fleet.map((c) => c.serial)).toContain(FAILING);
  });

  it('is offered by a time job in which one controller failed', async () => {
    const w = work();
    await w.navTime.click();
    await w.view.waitFor();
    await expect.poll(async () => (await w.clockRows()).filter((r) => !r.error).length).toBe(5);
    await w.setTime.click();
    await w.wizard.waitFor();
    await w.search('timezone', 'Asia/Yekat', ZONE);
    await w.next.click();
    await w.confirm.waitFor();
    expect(await w.planControllers()).toContain(failing().fingerprint256);
    await demoErrorRate(app.dataDir, FAILING, 1);
    try {
      await w.confirm.click();
      await w.done.waitFor({ timeout: 60_000 });
    } finally {
      await demoErrorRate(app.dataDir, FAILING, 0);
    }
    const states = await w.jobStatesById();
    expect(states.filter(([, state]) => state === 'failed')).toEqual([
      [failing().fingerprint256, 'failed'],
    ]);
    expect(states.filter(([, state]) => state === 'succeeded').length).toBeGreaterThan(0);
    await expect(w.retryOffer.textContent()).resolves.toContain('One controller failed');
    await screenshot(page, 'jobs-retry-offer-en');
  });

  it('opens the wizard at its plan for that controller, with the same form behind it', async () => {
    const w = work();
    await w.retry.click();
    await w.confirm.waitFor();
    await expect.poll(() => w.planControllers()).toEqual([failing().fingerprint256]);
    await expect.poll(() => w.stepperSettled()).toBe(true);
    await screenshot(page, 'jobs-retry-plan-en');
    // Back shows the form as it was answered.
    await w.back.click();
    await w.next.waitFor();
    expect(await w.chosen('timezone')).toBe(ZONE);
    await w.next.click();
    await w.confirm.waitFor();
    await w.confirm.click();
    await w.done.waitFor({ timeout: 60_000 });
    expect(await w.jobStatesById()).toEqual([[failing().fingerprint256, 'succeeded']]);
    expect(await w.retryOffer.count()).toBe(0);
    await page.getByTestId('flow-close').click();
  });

  it('shows the jobs with their settings, the retry offered on the first one still', async () => {
    const w = work();
    await w.nav('jobs').click();
    await w.jobsView.waitFor();
    await expect.poll(() => w.jobItems.count()).toBe(2);
    const states = await Promise.all(
      (await w.jobItems.all()).map((item) => item.getAttribute('data-state')),
    );
    expect(states).toEqual(['succeeded', 'failed']);
    await expect(w.jobForms.first().textContent()).resolves.toContain(`Time zone: ${ZONE}`);
    await expect(page.getByTestId('job-retry-of').textContent()).resolves.toContain(
      'Again, on the controllers that failed in the job started',
    );
    // The older job, opened: it still offers to retry its failed controller.
    await w.jobItems.nth(1).locator('.n-collapse-item__header').click();
    await w.retryOffer.waitFor();
    await expect(w.retry.count()).resolves.toBe(1);
    await screenshot(page, 'jobs-retry-list-en');
    await w.language('ru').click();
    await expect.poll(() => w.documentLanguage()).toBe('ru');
    await expect(w.retry.textContent()).resolves.toContain('Повторить для них');
    await screenshot(page, 'jobs-retry-list-ru');
    await w.language('en').click();
  });
});
