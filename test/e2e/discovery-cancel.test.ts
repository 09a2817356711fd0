/**
 * A search of a wide range: it needs the user's confirmation first, shows its
 * progress live, and stops at once when cancelled, saying so.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DiscoveryPage } from './pages/discovery.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;

useAppInBrowser('file', (session) => ({ app, page } = session));

/** Addresses probed so far, read from the live progress line. */
async function probed(discovery: DiscoveryPage): Promise<number> {
  const text = (await discovery.progress.textContent()) ?? '';
  return Number(/([\d,]+) of 65,534/.exec(text)?.[1]?.replaceAll(',', '') ?? 0);
}

/**
 * Starting the app and a sweep of a /16 takes most of a minute on a loaded machine: the limit of
 * the test only guards against a hang.
 */
describe('a search of a wide range', () => {
  it('needs a confirmation, shows live progress and stops when cancelled', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    // 65,534 addresses on loopback: a few minutes at the sweep's pace.
    await discovery.addNetwork('127.64.0.0/16');
    await expect(discovery.start.isDisabled()).resolves.toBe(true);
    await discovery.allowLarge.click();
    await discovery.start.click();

    await expect.poll(() => probed(discovery), { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await probed(discovery);
    await expect.poll(() => probed(discovery), { timeout: 15_000 }).toBeGreaterThan(first);
    await screenshot(page, 'discovery-progress-en');

    // Ended by the cancel, not by the end of the range: minutes of sweep were left (how fast a
    // cancel ends a sweep is the discovery benchmark's to measure, on a quiet machine).
    await discovery.cancel.click();
    await expect(discovery.settled()).resolves.toBe('cancelled');
    expect(await probed(discovery)).toBeLessThan(65_534);
    await expect(discovery.outcome.textContent()).resolves.toBe(
      'Search cancelled before anything was found.',
    );
    expect(app.container.tasks.runningCount).toBe(0);
    await expect(discovery.start.isDisabled()).resolves.toBe(false);
    await screenshot(page, 'discovery-cancelled-en');
  }, 180_000);
});
