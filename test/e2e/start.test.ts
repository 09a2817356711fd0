import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SitePage } from './pages/site.page';
import { launchChromium, type Browser } from './support/chromium';
import { watchProblems } from './support/problems';
import { startWebProcess, type WebProcess } from './support/web-process';

let browser: Browser;
let web: WebProcess;
/** Its own app data folder: the host keeps its token there, and the site must start empty. */
const dataDir = mkdtempSync(join(tmpdir(), 'turnkey-start-'));

beforeAll(async () => {
  browser = await launchChromium();
  web = await startWebProcess(undefined, { TURNKEY_DATA_DIR: dataDir });
});
afterAll(async () => {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run web', () => {
  it('prints the address with its token and says how to stop', async () => {
    expect(web.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{43}$/);
    await expect.poll(() => web.output()).toContain('Ctrl+C');
  });

  it('serves the app at that address, and only there', async () => {
    const page = await browser.context.newPage();
    const problems = watchProblems(page, new URL(web.url).origin);
    const site = new SitePage(page, web.url);
    await site.open();
    await site.empty.waitFor();
    // The footer is filled when the shell's answer about itself arrives, after the page is drawn.
    await expect.poll(() => site.footer.textContent()).toContain('In your browser');
    expect(problems).toEqual([]);
    const wrong = await page.goto(web.url.replace(/token=.*/, 'token=guess'));
    expect(wrong?.status()).toBe(403);
    await page.close();
  });

  it('stops cleanly on Ctrl+C', async () => {
    await expect(web.interrupt()).resolves.toBe(0);
  });
});
