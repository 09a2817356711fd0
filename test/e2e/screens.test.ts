import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ControllerPage } from './pages/controller.page';
import { DiscoveryPage } from './pages/discovery.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
useAppInBrowser('test', (session) => ({ app, page } = session));

const TEXTS: Record<
  'en' | 'ru',
  { discovery: string; notFound: string; loopback: string; none: string }
> = {
  en: {
    discovery: 'Find controllers',
    notFound: 'This controller is not on the site',
    loopback: 'not searched by default: only this computer',
    none: 'Search finished: no controllers found.',
  },
  ru: {
    discovery: 'Поиск контроллеров',
    notFound: 'Этого контроллера нет на объекте',
    loopback: 'по умолчанию не ищем: только этот компьютер',
    none: 'Поиск завершён, контроллеров не найдено.',
  },
};

describe.each(['en', 'ru'] as const)('the screens in %s', (locale) => {
  it('the discovery screen: this computer’s networks, a search that finds nothing, and why', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    await discovery.language(locale).click();
    await expect(discovery.heading.textContent()).resolves.toBe(TEXTS[locale].discovery);
    // The laptop of these tests has loopback only, which a default search leaves out.
    await expect(discovery.interfaces.textContent()).resolves.toContain(TEXTS[locale].loopback);
    await discovery.addNetwork('127.66.0.0/24');
    await discovery.start.click();
    await expect(discovery.settled()).resolves.toBe('done');
    await expect(discovery.outcome.textContent()).resolves.toContain(TEXTS[locale].none);
    await discovery.findings.locator('[data-kind="refused_hosts"]').waitFor();
    await discovery.demoOffer.waitFor();
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
