/**
 * Text a controller holds past the app's limits never breaks a layout (docs/decisions.md, "Text
 * limits"): a 10,000-character access point name and staff surname written into a demo
 * controller through its own API over HTTPS (the controller takes them: the spec states no
 * limit), then the access point table, the people list, the confirmation of a change to that
 * surname and the site list at 1366 x 768, each measured (overflow, buttons in view) and pictured.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { httpsCall } from '../integration/helpers/https-request';
import { AccessPointsPage } from './pages/access-points.page';
import { PeoplePage } from './pages/people.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';
import { FACTORY, loginWith } from './support/simulator-truth';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const LONG_NAME = `Gate ${'Ш'.repeat(10_000 - 5)}`;
const LONG_SURNAME = `Long${'ф'.repeat(10_000 - 4)}`;

/** How far the page is wider than the window (0 when it fits). */
const overflow = () =>
  page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');

/** The right edge of the widest table on the page. */
const widestTable = () =>
  page.evaluate<number>(
    "Math.max(0, ...[...document.querySelectorAll('table')].map((t) => t.getBoundingClientRect().right))",
  );

/** How far any table cell's text runs past its cell (0 when each stays inside its own). */
const cellSpill = () =>
  page.evaluate<number>(
    "Math.max(0, ...[...document.querySelectorAll('td span[title]')].map((s) => s.getBoundingClientRect().right - s.closest('td').getBoundingClientRect().right))",
  );

async function seed(controller: DemoController): Promise<void> {
  const { host, port } = controller.address;
  const token = await loginWith(host, port, FACTORY);
  if (!token) throw new Error('the demo controller refused admin:admin');
  const base = `https://${host}:${port}/api/v1`;
  const points = await httpsCall(`${base}/access_points`, { token });
  const [first] = (points.body as { data: Array<{ controller_uuid: string }> }).data;
  const made = await httpsCall(`${base}/access_points/single`, {
    method: 'POST',
    token,
    json: { name: LONG_NAME, type: 'door', controller_uuid: first!.controller_uuid },
  });
  expect(made.status).toBe(201);
  const person = await httpsCall(`${base}/staff`, {
    method: 'POST',
    token,
    json: {
      surname: LONG_SURNAME,
      name: 'Ivan',
      dolzhnost: 'Guard',
      uuid: '5b0e7a5c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    },
  });
  expect(person.status).toBe(201);
}

describe('a 10,000-character name on a controller', () => {
  it('is written into the controller through its own API', async () => {
    fleet = await commissionedDemoSite(
      new AccessPointsPage(page, app.host.url),
      app,
      'Plant 4, long names',
    );
    await seed(fleet[0]!);
  });

  it('keeps the access point table within the window, the whole name on hover', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const work = new AccessPointsPage(page, app.host.url);
    await work.openTab(fleet[0]!.fingerprint256);
    const cell = page.getByTestId('ap-name').filter({ hasText: 'Gate Ш' });
    await cell.waitFor();
    await expect(cell.getAttribute('title')).resolves.toBe(LONG_NAME);
    const box = await cell.boundingBox();
    expect(box!.width).toBeLessThan(500);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await cellSpill()).toBeLessThanOrEqual(0);
    expect(await widestTable()).toBeLessThanOrEqual(1366);
    await screenshot(page, 'long-text-access-points-1366');
  });

  it('keeps the people list within the window', async () => {
    const work = new PeoplePage(page, app.host.url);
    await work.openTab(fleet[0]!.fingerprint256, 'people');
    await work.pickCollection('staff');
    await work.search.fill('Longф');
    await expect.poll(() => work.rows.count()).toBe(1);
    expect(await overflow()).toBeLessThanOrEqual(0);
    expect(await cellSpill()).toBeLessThanOrEqual(0);
    expect(await widestTable()).toBeLessThanOrEqual(1366);
    await screenshot(page, 'long-text-people-1366');
  });

  it('keeps the confirmation of a change to that surname in view, its buttons on screen', async () => {
    const work = new PeoplePage(page, app.host.url);
    await expect.poll(() => work.rows.count()).toBe(1);
    const key = await work.rows.first().getAttribute('data-key');
    await work.openRecord(key ?? '');
    await work.editor('staff').waitFor();
    await work.editorInput('staff', 'surname').fill('Longer');
    await work.saveEditor('staff').click();
    await work.confirm.waitFor();
    // The change shows the surname as it is now, all 10,000 characters of it, and after.
    await expect(work.planRow('surname').textContent()).resolves.toContain('Longer');
    const apply = await work.apply.boundingBox();
    const cancel = await work.cancelWrite.boundingBox();
    for (const button of [apply, cancel]) {
      expect(button).not.toBeNull();
      expect(button!.y).toBeGreaterThanOrEqual(0);
      expect(button!.y + button!.height).toBeLessThanOrEqual(768);
    }
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'long-text-confirm-1366');
    await work.cancelWrite.click();
    await work.confirm.waitFor({ state: 'hidden' });
  });

  it('keeps the site list within the window', async () => {
    const work = new AccessPointsPage(page, app.host.url);
    await work.open('/site');
    await expect.poll(() => work.rows.count()).toBe(fleet.length);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await screenshot(page, 'long-text-site-1366');
  });
});
