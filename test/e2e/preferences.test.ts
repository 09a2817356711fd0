import { createServer, type Server } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SitePage } from './pages/site.page';
import { demoFirst, startAppHost, type AppHost } from './support/app-host';
import { launchChromium, type Browser } from './support/chromium';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';

let app: AppHost;
let browser: Browser;
let page: Page;
let site: SitePage;
let problems: string[];
/** Holds the demo site's first address, so that starting it fails as it would on a busy port. */
let blocker: Server;

beforeAll(async () => {
  const first = demoFirst();
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(first.port, first.host, resolve));
  app = await startAppHost({ demoFirst: first });
  browser = await launchChromium({ colorScheme: 'light' });
});
afterAll(async () => {
  await browser.close();
  await app.close();
  await new Promise((resolve) => blocker.close(resolve));
});
beforeEach(async () => {
  page = await browser.context.newPage();
  problems = watchProblems(page, app.host.origin);
  site = new SitePage(page, app.host.url);
  await site.open();
  // Each test starts from the defaults: clear what an earlier test chose, then really reload
  // (going to the same URL again would only be a same-document navigation).
  await site.clearStorage();
  await page.reload();
  await site.heading.waitFor();
  await expect(site.heading.textContent()).resolves.toBe('Site');
});
afterEach(async () => {
  await page.close();
  expect(problems).toEqual([]);
});

describe('language', () => {
  it('switches every text to Russian and back, and remembers the choice', async () => {
    await site.language('ru').click();
    await expect(site.heading.textContent()).resolves.toBe('Объект');
    await expect(site.nav('discovery').textContent()).resolves.toContain('Поиск контроллеров');
    await expect(site.empty.textContent()).resolves.toContain('На объекте пока нет контроллеров');
    await expect(site.version.textContent()).resolves.toMatch(/^Версия /);
    await expect(site.documentLanguage()).resolves.toBe('ru');
    await screenshot(page, 'site-ru');

    await page.reload();
    await expect(site.heading.textContent()).resolves.toBe('Объект');

    await site.language('en').click();
    await expect(site.heading.textContent()).resolves.toBe('Site');
    await expect(site.documentLanguage()).resolves.toBe('en');
  });

  it('shows an error from the shell in the chosen language, and follows a switch', async () => {
    // Another program holds the demo site's address: the host says why in both languages.
    await site.demoButton.click();
    await site.errorAlert.waitFor();
    await expect(site.errorAlert.getAttribute('data-code')).resolves.toBe('demo_addresses_in_use');
    await expect(site.errorAlert.textContent()).resolves.toContain('are in use by another program');
    await site.language('ru').click();
    await expect(site.errorAlert.textContent()).resolves.toContain('заняты другой программой');
  });
});

describe('theme', () => {
  it('follows the system until the user chooses, then keeps the choice', async () => {
    await expect(site.appliedTheme()).resolves.toBe('light');
    await expect.poll(() => site.backgroundLuminance()).toBeGreaterThan(0.8);

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => site.appliedTheme()).toBe('dark');
    // naive-ui fades the background over 0.3 s.
    await expect.poll(() => site.backgroundLuminance()).toBeLessThan(0.2);
    await screenshot(page, 'site-dark-en');

    await site.theme('light').click();
    await expect.poll(() => site.appliedTheme()).toBe('light');
    await page.reload();
    await site.heading.waitFor();
    await expect(site.appliedTheme()).resolves.toBe('light');

    await site.theme('dark').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => site.appliedTheme()).toBe('dark');

    await site.theme('system').click();
    await expect.poll(() => site.appliedTheme()).toBe('light');
  });

  it('draws a page that starts dark dark from its first frame', async () => {
    // The body's colour as naive-ui's global style sets it, when the screen's heading first
    // appears: the dark theme is loaded on its own (composables/dark-theme.ts) before that draw.
    await page.addInitScript(`window.__firstDraw = new Promise((resolve) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main h1')) return;
        observer.disconnect();
        resolve(document.body.style.backgroundColor);
      }).observe(document, { childList: true, subtree: true });
    })`);
    await site.theme('dark').click();
    await expect.poll(() => site.appliedTheme()).toBe('dark');
    const dark = await page.evaluate<string>('document.body.style.backgroundColor');
    await page.reload();
    const firstDraw = await page.evaluate<string>('window.__firstDraw');
    expect(dark).toMatch(/^rgb/);
    expect(firstDraw).toBe(dark);
    await expect(site.appliedTheme()).resolves.toBe('dark');
    await site.theme('light').click();
  });
});
