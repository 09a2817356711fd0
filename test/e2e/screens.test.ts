import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ControllerPage } from './pages/controller.page';
import { DiscoveryPage } from './pages/discovery.page';
import { startAppHost, type AppHost } from './support/app-host';
import { launchChromium, type Browser } from './support/chromium';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';

let app: AppHost;
let browser: Browser;
let page: Page;
let problems: string[];

beforeAll(async () => {
  app = await startAppHost();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
  await app.close();
});
beforeEach(async () => {
  page = await browser.context.newPage();
  problems = watchProblems(page, app.host.origin);
});
afterEach(async () => {
  await page.close();
  expect(problems).toEqual([]);
});

const TEXTS: Record<'en' | 'ru', { discovery: string; notFound: string }> = {
  en: { discovery: 'Find controllers', notFound: 'This controller is not on the site' },
  ru: { discovery: 'Поиск контроллеров', notFound: 'Этого контроллера нет на объекте' },
};

describe.each(['en', 'ru'] as const)('the screens in %s', (locale) => {
  it('the discovery screen: its pieces, and what this host cannot do yet, said plainly', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    await discovery.language(locale).click();
    await expect(discovery.heading.textContent()).resolves.toBe(TEXTS[locale].discovery);
    // Listing interfaces belongs to the discovery service, which this host does not serve yet.
    await discovery.interfacesError.waitFor();
    await discovery.addNetwork('192.168.1.0/24');
    await discovery.start.click();
    await discovery.errorAlert.waitFor();
    await expect(discovery.errorAlert.getAttribute('data-code')).resolves.toBe('not_implemented');
    await expect(discovery.progress.getAttribute('data-status')).resolves.toBe('failed');
    await screenshot(page, `discovery-${locale}`);
  });

  it('the controller view of a controller not on the site', async () => {
    const controller = new ControllerPage(page, app.host.url);
    await controller.open('/controllers/unknown');
    await controller.language(locale).click();
    await expect(controller.notFound.textContent()).resolves.toContain(TEXTS[locale].notFound);
    await screenshot(page, `controller-empty-${locale}`);
    await controller.back.click();
    await page.getByTestId('site-view').waitFor();
  });
});
