/**
 * A tab left open while the browser host restarts (docs/decisions.md, "Browser host: the token
 * outlives a restart"): `npm run web` is stopped with Ctrl+C while a page is open, the page says
 * it is reconnecting, `npm run web` starts again on the same port over the same app data folder,
 * prints the same address, and the tab reconnects by itself, reads again what it shows and keeps
 * working.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkPage } from './pages/work.page';
import { launchChromium, type Browser } from './support/chromium';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';
import { startWebProcess, type WebProcess } from './support/web-process';

let browser: Browser;
let web: WebProcess | undefined;
let dataDir: string;
let page: Page;
let problems: string[];
let work: WorkPage;

const env = () => ({ TURNKEY_DATA_DIR: dataDir });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-e2e-restart-'));
  browser = await launchChromium();
  web = await startWebProcess(['--port', '0', '--no-open'], env());
  page = await browser.context.newPage();
  problems = watchProblems(page, new URL(web.url).origin);
  work = new WorkPage(page, web.url);
});

afterAll(async () => {
  await web?.interrupt();
  await browser.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the browser host restarted while a tab is open', () => {
  it('is in use: a site made in the tab', async () => {
    await work.open('/site');
    await work.newSiteName.fill('Before the restart');
    await work.newSite.click();
    await expect
      .poll(() => work.siteName.textContent(), { timeout: 10_000 })
      .toBe('Before the restart');
  });

  it('says it is reconnecting while the host is down', async () => {
    const before = web as WebProcess;
    await expect(before.interrupt()).resolves.toBe(0);
    web = undefined;
    await page.getByTestId('host-reconnecting').waitFor();
    await screenshot(page, 'host-reconnecting-en-light');
  });

  it('reconnects to the restarted host with the same address, and keeps working', async () => {
    const port = new URL(work.url).port;
    web = await startWebProcess(['--port', port, '--no-open'], env());
    // The same token: the address printed is the one the tab has.
    expect(web.url).toBe(work.url);
    await page.getByTestId('host-reconnecting').waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => work.siteName.textContent()).toBe('Before the restart');
    // A call cut off when the host stopped is not left on the screen as a failure.
    await expect.poll(() => work.errorAlert.count()).toBe(0);

    // It keeps working: a call made now goes through, and its push events arrive.
    await work.newSiteName.fill('After the restart');
    await work.newSite.click();
    // A site made, written and read back: more than the poll's default second on a busy machine.
    await expect
      .poll(() => work.siteName.textContent(), { timeout: 10_000 })
      .toBe('After the restart');
    // The switch names it once the site list is read again, which follows the site's own read.
    await expect
      .poll(() => page.getByTestId('site-switch').textContent(), { timeout: 10_000 })
      .toContain('After the restart');

    // The tab's failed attempts while the host was down are the only console errors.
    expect(problems.filter((p) => !/WebSocket connection to .* failed/.test(p))).toEqual([]);
  });
});
