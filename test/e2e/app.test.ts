import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SitePage } from './pages/site.page';
import { PACKAGE_VERSION, type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let problems: string[];
useAppInBrowser('test', (session) => ({ app, page, problems } = session));

describe('the app through the browser host', () => {
  it('opens on the site view with the empty state and the truth about itself', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await expect(site.heading.textContent()).resolves.toBe('Site');
    await site.empty.waitFor();
    await expect(site.count('found').textContent()).resolves.toContain('0');
    await expect(site.version.textContent()).resolves.toBe(`Version ${PACKAGE_VERSION}`);
    await expect(site.footer.textContent()).resolves.toContain('In your browser');
    await screenshot(page, 'site-en');
  });

  it('is refused without the token, and the page then has no app in it', async () => {
    const response = await page.goto(app.host.origin);
    expect(response?.status()).toBe(403);
    await expect(page.locator('#app').count()).resolves.toBe(0);
    // Chromium logs the refused load, then asks for a favicon (refused too); the refusal is the
    // point of this test, so those are taken out once the page has settled.
    await page.waitForLoadState('networkidle');
    const logged = problems.splice(0);
    expect(logged[0]).toContain('status of 403');
    expect(logged.every((line) => /Failed to load resource.*(403|404)/.test(line))).toBe(true);
  });
});
