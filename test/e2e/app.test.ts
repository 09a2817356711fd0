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

/** Counts the page's loads of the app from now on (a reload is one more). */
function countPageLoads(on: Page): () => number {
  let loads = 0;
  on.on('request', (request) => {
    if (request.resourceType() === 'document') loads += 1;
  });
  return () => loads;
}

/** Takes out of the problems the console's lines for the loads the test itself refused. */
function takeRefusedLoads(): string[] {
  const refused = problems.filter((line) => line.includes('net::ERR_CONNECTION_RESET'));
  problems.splice(0, problems.length, ...problems.filter((line) => !refused.includes(line)));
  return refused;
}

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

  it('loads the page again when the app’s code fails to load at every try, and opens', async () => {
    // Every load of the app's mount module by the first page fails (its preload and each try of
    // its import alike), as a lasting cut would.
    const loads = countPageLoads(page);
    await page.route('**/assets/mount-*.js', (route) =>
      loads() === 1 ? route.abort('connectionreset') : route.continue(),
    );
    try {
      const site = new SitePage(page, app.host.url);
      await site.open();
      await site.empty.waitFor();
      expect(loads()).toBe(2);
    } finally {
      await page.unrouteAll();
    }
    expect(takeRefusedLoads().length).toBeGreaterThan(0);
  });

  it('draws a dark page light when its dark theme fails to load, and dark once it loads', async () => {
    const site = new SitePage(page, app.host.url);
    await site.open();
    await site.theme('dark').click();
    await expect.poll(() => site.backgroundLuminance()).toBeLessThan(0.1);
    // Every try of the reloaded page's mount fails (composables/dark-theme.ts, code-load.ts), as
    // a lasting cut would; the load after them answers.
    let refused = 0;
    await page.route('**/assets/dark-theme-chunk-*.js', (route) =>
      refused++ < 3 ? route.abort('connectionreset') : route.continue(),
    );
    try {
      await page.reload();
      await site.heading.waitFor();
      await expect.poll(() => site.backgroundLuminance()).toBeLessThan(0.1);
      expect(refused).toBe(4);
    } finally {
      await page.unrouteAll();
    }
    expect(takeRefusedLoads()).toHaveLength(3);
    await site.theme('light').click();
    await expect.poll(() => site.backgroundLuminance()).toBeGreaterThan(0.8);
  });

  it('loads a screen’s code again in place when one load of it fails, the page kept', async () => {
    const loads = countPageLoads(page);
    const site = new SitePage(page, app.host.url);
    await site.open();
    // One load cut, as a change of this computer's network cuts the loads in flight.
    let refused = 0;
    await page.route('**/assets/JournalView-*.js', (route) =>
      refused++ === 0 ? route.abort('connectionreset') : route.continue(),
    );
    try {
      await site.nav('journal').click();
      await page.getByTestId('journal-view').waitFor();
      expect(refused).toBe(2);
      expect(loads()).toBe(1);
    } finally {
      await page.unrouteAll();
    }
    expect(takeRefusedLoads()).toHaveLength(1);
  });

  it('loads the page again at the screen whose code failed to load when opened', async () => {
    const loads = countPageLoads(page);
    const site = new SitePage(page, app.host.url);
    await site.open();
    await page.route('**/assets/JournalView-*.js', (route) =>
      loads() === 1 ? route.abort('connectionreset') : route.continue(),
    );
    try {
      await site.nav('journal').click();
      await page.getByTestId('journal-view').waitFor();
      expect(loads()).toBe(2);
      expect(page.url()).toMatch(/#\/journal$/);
    } finally {
      await page.unrouteAll();
    }
    // The router's handler leaves the failure it loads again for unlogged (router/index.ts).
    expect(takeRefusedLoads().length).toBeGreaterThan(0);
  });

  it('says so in both languages when its code keeps failing to load', async () => {
    await page.route('**/assets/mount-*.js', (route) => route.abort('connectionreset'));
    const loads = countPageLoads(page);
    try {
      await page.goto(`${app.host.url}#/site`);
      const words = page.getByTestId('code-load-failed');
      // Each page tries the app's code three times (code-load.ts) before it gives up.
      await expect.poll(() => words.count(), { timeout: 10_000 }).toBe(2);
      await expect(words.first().textContent()).resolves.toContain('could not load its screens');
      await expect(
        page.locator('[data-testid="code-load-failed"][lang="ru"]').textContent(),
      ).resolves.toContain('не смог загрузить');
      await screenshot(page, 'code-load-failed');
      expect(loads()).toBe(2);
    } finally {
      await page.unrouteAll();
    }
    expect(takeRefusedLoads().length).toBeGreaterThan(0);
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
