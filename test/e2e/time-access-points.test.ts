/**
 * The time screen and the access point screens on the demo site, in Chromium through the browser
 * host: the five controllers' clocks in one table, Moscow time and the clock from this computer
 * (NTP off) set on all of them through the time wizard and seen in the table; then on one
 * controller a turnstile with card box created with its extra parameters, put in emergency after
 * the second, red confirmation, set back to normal, and a test passage through it showing the
 * access event the controller recorded. Screenshots in both languages of each screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { AccessPointsPage } from './pages/access-points.page';
import { TimePage } from './pages/time.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const time = () => new TimePage(page, app.host.url);
const points = () => new AccessPointsPage(page, app.host.url);

/** Pictures the screen in Russian too, and comes back to English. */
async function bothLanguages(name: string): Promise<void> {
  const work = time();
  await screenshot(page, `${name}-en`);
  await work.language('ru').click();
  await expect.poll(() => work.documentLanguage()).toBe('ru');
  await screenshot(page, `${name}-ru`);
  await work.language('en').click();
  await expect.poll(() => work.documentLanguage()).toBe('en');
}

describe('the time screen', () => {
  it('starts from a site with the five demo controllers, trusted and logged in', async () => {
    const work = time();
    fleet = await commissionedDemoSite(work, app, 'Plant 4, building C');
    expect(fleet).toHaveLength(5);
  });

  it('shows every controller’s clock beside this computer’s', async () => {
    const work = time();
    await work.navTime.click();
    await work.view.waitFor();
    await expect.poll(async () => (await work.clockRows()).filter((r) => !r.error).length).toBe(5);
    await expect(work.laptop.textContent()).resolves.toContain('This computer:');
    await expect(work.setTime.textContent()).resolves.toContain('every readable controller');
    await bothLanguages('time-table');
  });

  it('keeps the header on one line in Russian at 1366 x 768', async () => {
    const work = time();
    await page.setViewportSize({ width: 1366, height: 768 });
    await work.language('ru').click();
    await expect.poll(() => work.documentLanguage()).toBe('ru');
    const middle = async (testid: string) => {
      const box = await page.getByTestId(testid).boundingBox();
      return box ? box.y + box.height / 2 : NaN;
    };
    const line = await middle('nav-site');
    for (const testid of ['nav-journal', 'language-en', 'theme-dark'])
      expect(Math.abs((await middle(testid)) - line), testid).toBeLessThan(8);
    await screenshot(page, 'time-table-1366-ru');
    await work.language('en').click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('sets Moscow time and the clock from this computer on all five', async () => {
    const work = time();
    await work.setTime.click();
    await work.wizard.waitFor();
    await work.search('timezone', 'Europe/Mosc', 'Europe/Moscow (UTC+03:00)');
    await work.choose('ntp', 'Off');
    await work.toggle('set_clock').waitFor();
    await work.toggle('set_clock').click();
    await expect(page.getByTestId('flow-field-set_clock').textContent()).resolves.toContain(
      'This computer:',
    );
    await bothLanguages('time-form');
    await work.next.click();
    await work.confirm.waitFor();
    await work.confirm.click();
    await work.done.waitFor({ timeout: 60_000 });
    await expect
      .poll(async () =>
        Promise.all((await work.jobRows.all()).map((r) => r.getAttribute('data-state'))),
      )
      .toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded', 'succeeded']);
    await page.getByTestId('flow-close').click();
    await work.navTime.click();
    await expect
      .poll(async () =>
        (await work.clockRows()).every(
          (r) =>
            r.zone.startsWith('Europe/Moscow (UTC+03:00)') &&
            r.ntp === 'off' &&
            r.drift !== null &&
            Math.abs(r.drift) < 2,
        ),
      )
      .toBe(true);
    await screenshot(page, 'time-table-set-en');
  });
});

const NAME = 'North turnstile';

describe('the access points of a controller', () => {
  it('creates a turnstile with card box with its extra parameters', async () => {
    const work = points();
    const controller = fleet.find((m) => m.serial === 'TKDEMO01') as DemoController;
    await work.openTab(controller.fingerprint256);
    await bothLanguages('access-points-list');
    await work.add.click();
    await work.wizard.waitFor();
    await work.choose('kind', 'Turnstile with card box');
    await work.field('name').fill(NAME);
    await work.next.click();
    await work.fieldItem('param_pass_time').waitFor();
    await work.field('param_pass_time').fill('8');
    await work.toggle('param_card_retention').click();
    await bothLanguages('access-point-create-parameters');
    await work.next.click();
    await work.confirm.waitFor();
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await work.closeWizard.click();
    await work.point(NAME).waitFor();
    await expect(work.state(NAME)).resolves.toBe('normal');
    const parameters = await work.parameters(NAME);
    // Each parameter by its title, its value in words (docs/decisions.md, "Words, not values").
    expect(parameters).toContain('Time to pass: 8 s');
    expect(parameters).toContain('Keeps visitor cards: off');
  });

  it('puts it in emergency only after the second, red confirmation, and back', async () => {
    const work = points();
    await work.action(NAME, 'state').click();
    await work.wizard.waitFor();
    await work.choose('state', 'Emergency:');
    await work.next.click();
    await work.confirm.waitFor();
    await work.confirm.click();
    await work.planDanger.waitFor();
    await expect(work.focusedTestId()).resolves.toBe('flow-cancel');
    await expect.poll(() => work.stepperSettled()).toBe(true);
    await bothLanguages('access-point-emergency-confirm');
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await work.closeWizard.click();
    await expect.poll(() => work.state(NAME)).toBe('emergency');
    await work.action(NAME, 'state').click();
    await work.wizard.waitFor();
    await work.choose('state', 'Normal:');
    await work.next.click();
    await work.confirm.waitFor();
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await work.closeWizard.click();
    await expect.poll(() => work.state(NAME)).toBe('normal');
  });

  it('sends a test passage through it and shows the event the controller recorded', async () => {
    const work = points();
    await work.testPassage(NAME, 'in');
    await work.testResult.waitFor();
    await expect(work.testResult.getAttribute('data-outcome')).resolves.toMatch(
      /^(granted|denied)$/,
    );
    await expect(work.testResult.textContent()).resolves.toMatch(/Access (granted|denied)/);
    await bothLanguages('access-point-test-passage');
  });
});
