import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DiscoveryPage } from './pages/discovery.page';
import { SitePage } from './pages/site.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';

let app: AppHost;
let page: Page;
useAppInBrowser('test', (session) => ({ app, page } = session));

/** Presses Tab until the focused element has one of the test ids, at most `limit` times. */
async function tabTo(site: SitePage, testId: string, limit = 20): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await site.focusedTestId()) === testId) return presses;
  }
  throw new Error(`${testId} was not reached with ${limit} Tab presses`);
}

describe('keyboard use', () => {
  it('starts at a skip link that moves focus to the content', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await page.keyboard.press('Tab');
    await expect(site.focusedTestId()).resolves.toBe('skip-link');
    expect(await site.skipLink.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(site.focusedId()).resolves.toBe('main');
    await expect(site.heading.textContent()).resolves.toBe('Site');
  });

  it('reaches the navigation, opens a screen with Enter, and lands focus in its content', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await tabTo(site, 'nav-discovery');
    await page.keyboard.press('Enter');
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.view.waitFor();
    await expect(discovery.heading.textContent()).resolves.toBe('Find controllers');
    await expect.poll(() => discovery.focusedId()).toBe('main');
  });

  it('switches language with the arrow keys and the theme the same way', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await tabTo(site, 'language-en');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => site.heading.textContent()).toBe('Объект');
    await tabTo(site, 'theme-system');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => site.appliedTheme()).toBe('dark');
  });

  it('adds a network to search from the keyboard, refusing a malformed one', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    await discovery.rangeInput.focus();
    await page.keyboard.type('10.0.0.0/8');
    await page.keyboard.press('Enter');
    await discovery.rangeProblem.waitFor();
    await expect(discovery.rangeTags.count()).resolves.toBe(0);
    await discovery.rangeInput.fill('');
    await page.keyboard.type('192.168.10.0/24');
    await page.keyboard.press('Enter');
    await expect(discovery.rangeTags.textContent()).resolves.toBe('192.168.10.0/24');
    await expect(discovery.allowLarge.count()).resolves.toBe(0);
    await page.keyboard.type('10.1.0.0/16');
    await page.keyboard.press('Enter');
    // Wider than a /20 is slow: searching it needs an explicit yes.
    await discovery.allowLarge.waitFor();
  });
});
