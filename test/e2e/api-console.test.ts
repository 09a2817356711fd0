/**
 * The API console on the demo site, in Chromium through the browser host: on TKDEMO01 the staff
 * count read (status, time, the answer, "matches the contract"); a page of staff read with its
 * query by Ctrl+Enter; a directory created by POST, its body checked against the schema before
 * sending (the empty skeleton refused field by field, then not JSON), asked first, and found in
 * the site's journal. Screenshots in English and Russian, dark, at 1366 x 768 and 1920 x 1080.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { ResourcesPage } from './pages/resources.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const work = () => new ResourcesPage(page, app.host.url);
const first = () => {
  const found = fleet.find((c) => c.serial === 'TKDEMO01');
  if (!found) throw new Error('TKDEMO01 is not in the demo fleet');
  return found.fingerprint256;
};

/** Pictures the console dark in both languages at both sizes, then comes back to light English. */
async function pictures(name: string): Promise<void> {
  const w = work();
  await w.theme('dark').click();
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-dark-${width}-en`);
    await w.language('ru').click();
    await expect.poll(() => w.documentLanguage()).toBe('ru');
    await screenshot(page, `${name}-dark-${width}-ru`);
    await w.language('en').click();
    await expect.poll(() => w.documentLanguage()).toBe('en');
  }
  await w.theme('light').click();
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the API console', () => {
  it('starts from the commissioned demo site', async () => {
    fleet = await commissionedDemoSite(work(), app, 'Plant 4, building C');
    expect(fleet).toHaveLength(5);
  });

  it('reads the staff count: status, time, answer, and it matches the contract', async () => {
    const w = work();
    await w.openTab(first(), 'console');
    await w.console.waitFor();
    await w.pickEndpoint('/staff/count', 'GET /staff/count');
    await w.send.click();
    await expect.poll(() => w.consoleStatus.getAttribute('data-status')).toBe('200');
    await expect(w.consoleAnswer.textContent()).resolves.toContain('"count": 300');
    await expect(w.consoleContract.getAttribute('data-ok')).resolves.toBe('yes');
    await expect(w.consoleContract.textContent()).resolves.toContain('Matches the contract');
    expect(page.url()).toContain('endpoint=staff.count');
    await pictures('api-console-read');
  });

  it('sends a page of staff with its query by Ctrl+Enter', async () => {
    const w = work();
    await w.pickEndpoint('GET /staff ', 'GET /staff — One page');
    await w.consoleQuery('page').fill('2');
    await w.consoleQuery('page_size').fill('5');
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => w.consoleStatus.getAttribute('data-status')).toBe('200');
    await expect(w.consoleAnswer.textContent()).resolves.toContain('"uuid"');
    await expect(w.consoleContract.getAttribute('data-ok')).resolves.toBe('yes');
  });

  const NAME = `console-dir-${Date.now() % 10_000}`;

  it('checks a POST body against the schema before sending', async () => {
    const w = work();
    await w.pickEndpoint('POST /directories', 'POST /directories');
    await expect(w.consoleBody.inputValue()).resolves.toContain('"name": ""');
    await expect(w.consoleBodyProblems.getAttribute('data-ok')).resolves.toBe('no');
    await expect(w.consoleBodyProblems.textContent()).resolves.toContain(
      'name — Required: must not be empty',
    );
    await expect(w.send.isDisabled()).resolves.toBe(true);
    await w.consoleBody.fill('{"name": ');
    await expect(w.consoleBodyProblems.textContent()).resolves.toContain('not JSON');
    await w.consoleBody.fill(`{"name": "${NAME}", "items": [{"value": "1", "label": "One"}]}`);
    await expect(w.consoleBodyProblems.getAttribute('data-ok')).resolves.toBe('yes');
    await expect(w.send.isDisabled()).resolves.toBe(false);
  });

  it('asks before a POST, sends it, and journals it', async () => {
    const w = work();
    await w.send.click();
    await w.confirm.waitFor();
    await expect(w.planRow('name').textContent()).resolves.toContain(NAME);
    await screenshot(page, 'api-console-confirm-en');
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => w.consoleStatus.getAttribute('data-status')).toBe('201');
    await expect(page.getByTestId('console-verified').textContent()).resolves.toContain(
      'the change is there',
    );
    await pictures('api-console-write');
    await w.nav('journal').click();
    await expect.poll(() => w.journalRows('record.created').count()).toBeGreaterThan(0);
    await expect(w.journalRows('record.created').first().textContent()).resolves.toContain(
      'POST /directories',
    );
  });
});
