/**
 * A search on a computer whose neighbour table cannot be read (turned off here, as the setting
 * allows): it still searches, and says once, in the page's language, why it was slower
 * (docs/decisions.md, "Neighbour table on every laptop").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscoveryPage } from './pages/discovery.page';
import { startHostOver, type AppHost } from './support/app-host';
import { launchChromium, type Browser } from './support/chromium';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';

let app: AppHost;
let browser: Browser;
let page: Page;
let problems: string[] = [];
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'turnkey-e2e-no-neighbours-'));
  app = await startHostOver(dataDir, `Turnkey-e2e-${process.pid}-${Date.now()}`, {
    discoverySettings: { neighbourTable: false },
  });
  browser = await launchChromium();
  page = await browser.context.newPage();
  problems = watchProblems(page, app.host.origin);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  expect(problems).toEqual([]);
});

describe('a search without the neighbour table', () => {
  it('searches all the same and says once why silent addresses took longer', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    await discovery.addNetwork('127.0.9.0/29');
    await discovery.start.click();
    await expect(discovery.settled()).resolves.toBe('done');

    const finding = discovery.findings.locator('[data-kind="neighbour_table_unreadable"]');
    await expect(finding.count()).resolves.toBe(1);
    await expect(finding.textContent()).resolves.toContain(
      "This computer's neighbour (ARP) table could not be read",
    );
    await screenshot(page, 'discovery-no-neighbour-table-en');

    const frame = discovery;
    await frame.language('ru').click();
    await expect.poll(() => frame.documentLanguage()).toBe('ru');
    await expect(finding.textContent()).resolves.toContain(
      'Не удалось прочитать таблицу соседей (ARP)',
    );
    await screenshot(page, 'discovery-no-neighbour-table-ru');
    await frame.language('en').click();
  });
});
