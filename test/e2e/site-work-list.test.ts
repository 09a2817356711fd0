/**
 * The site's work list at the small screen engineers carry (1366 x 768): one line per controller
 * in English and Russian without scrolling sideways, a controller opened by its serial link or by
 * Enter on its focused row, and the health strip's counts narrowing the list to what needs
 * attention.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { callHost } from './support/host-channels';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const work = () => new WorkPage(page, app.host.url);
const idOf = (serial: string) =>
  (fleet.find((m) => m.serial === serial) as DemoController).fingerprint256;
/** Logged into with the factory password: the health strip counts these three. */
const LOGGED_IN = ['TKDEMO01', 'TKDEMO03', 'TKDEMO04'];

/**
 * Each row's height, and how much wider than the window the page and the table are. Written as an
 * expression run in the page: the tests are type-checked as Node code, without the DOM's types.
 */
const LAYOUT = `(() => {
  const list = document.querySelector('[data-testid="site-work-list"]');
  const rows = [...list.querySelectorAll('[data-testid="site-work-row"]')];
  const table = list.querySelector('[role="grid"]');
  return {
    heights: rows.map((row) => Math.round(row.getBoundingClientRect().height)),
    pageOver: document.documentElement.scrollWidth - window.innerWidth,
    tableOver: Math.max(
      table.getBoundingClientRect().right - window.innerWidth,
      table.scrollWidth - table.clientWidth,
    ),
  };
})()`;

async function layout(): Promise<{ heights: number[]; pageOver: number; tableOver: number }> {
  return page.evaluate<{ heights: number[]; pageOver: number; tableOver: number }>(LAYOUT);
}

async function expectOneLineEach(): Promise<void> {
  await expect.poll(() => work().rows.count()).toBe(5);
  const { heights, pageOver, tableOver } = await layout();
  expect(heights).toEqual(Array<number>(5).fill(heights[0] as number));
  expect(heights[0]).toBeLessThan(48);
  expect(pageOver).toBeLessThanOrEqual(0);
  expect(tableOver).toBeLessThanOrEqual(0);
}

const SERIALS = ['TKDEMO01', 'TKDEMO02', 'TKDEMO03', 'TKDEMO04', 'TKDEMO05'];
/** The controllers of the rows shown, top to bottom. */
const shownIds = async () =>
  Promise.all((await work().rows.all()).map((row) => row.getAttribute('data-controller-id')));
/** The controllers of the rows selected, top to bottom. */
const selectedIds = async () =>
  Promise.all(
    (await work().rows.and(page.locator('[aria-selected="true"]')).all()).map((row) =>
      row.getAttribute('data-controller-id'),
    ),
  );

const focusedRow = () =>
  page.evaluate<string | null>(
    "document.activeElement?.getAttribute('data-controller-id') ?? null",
  );

describe('the site work list at 1366 x 768', () => {
  it('holds the demo fleet, three of them logged into with the factory password', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await callHost(app, 'demo:start', {});
    fleet = (await app.container.services.demo.controllers()) ?? [];
    await callHost(app, 'site:create', { name: 'Plant 4, building D' });
    for (const m of fleet) {
      const probe = await callHost(app, 'trust:probe', { address: m.address });
      await callHost(app, 'trust:accept', {
        controllerId: probe.controllerId,
        fingerprint256: probe.certificate.fingerprint256,
      });
    }
    await callHost(app, 'site:addControllers', {
      controllerIds: fleet.map((m) => m.fingerprint256),
    });
    for (const serial of LOGGED_IN) {
      await callHost(app, 'session:login', {
        controllerId: idOf(serial),
        login: 'admin',
        password: 'admin',
        remember: false,
      });
    }
    await work().open();
    await expect.poll(() => work().siteName.textContent()).toBe('Plant 4, building D');
  });

  it('shows every controller on one line in English, the table no wider than the screen', async () => {
    await expectOneLineEach();
    await screenshot(page, 'site-work-list-1366-en');
  });

  it('and in Russian', async () => {
    await work().language('ru').click();
    await expect.poll(() => page.getByTestId('site-export').textContent()).toBe('Экспорт CSV');
    await expectOneLineEach();
    await screenshot(page, 'site-work-list-1366-ru');
    await page.getByTestId('theme-dark').click();
    await expect.poll(() => work().appliedTheme()).toBe('dark');
    await screenshot(page, 'site-work-list-1366-dark-ru');
    await page.getByTestId('theme-system').click();
    await work().language('en').click();
    await expect.poll(() => page.getByTestId('site-export').textContent()).toBe('Export CSV');
  });

  it('opens a controller by its serial link', async () => {
    await work().row(idOf('TKDEMO01')).getByTestId('site-row-open').click();
    await page.getByTestId('overview-network').waitFor();
    await expect(page.getByTestId('overview-network').textContent()).resolves.toContain(
      '127.0.0.11',
    );
  });

  it('reaches a row with Tab, moves with the arrows and opens it with Enter', async () => {
    await work().nav('site').click();
    await expect.poll(() => work().rows.count()).toBe(5);
    await work().exportCsv.focus();
    let presses = 0;
    while ((await focusedRow()) === null && presses < 12) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(focusedRow()).resolves.toBe(idOf('TKDEMO01'));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(focusedRow()).resolves.toBe(idOf('TKDEMO03'));
    await page.keyboard.press('Enter');
    await page.getByTestId('overview-network').waitFor();
    await expect(page.getByTestId('overview-network').textContent()).resolves.toContain(
      '127.0.0.13',
    );
  });

  it('narrows the list to what the health strip counts, and back', async () => {
    await work().nav('site').click();
    await expect.poll(() => work().rows.count()).toBe(5);
    const factory = page.getByTestId('site-health-factory');
    await expect.poll(() => factory.getAttribute('data-count')).toBe(String(LOGGED_IN.length));
    await expect(page.getByTestId('site-health-changed').getAttribute('data-count')).resolves.toBe(
      '0',
    );
    await expect(page.getByTestId('site-health-changed').isDisabled()).resolves.toBe(true);
    await factory.click();
    await expect.poll(() => factory.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => work().rows.count()).toBe(LOGGED_IN.length);
    const shown = await Promise.all(
      (await work().rows.all()).map((row) => row.getAttribute('data-controller-id')),
    );
    expect(shown.sort()).toEqual(LOGGED_IN.map(idOf).sort());
    await screenshot(page, 'site-work-list-1366-factory-en');
    await factory.click();
    await expect.poll(() => work().rows.count()).toBe(5);
  });

  it('sorts by a header click or key, its order said by aria-sort', async () => {
    await work().nav('site').click();
    await expect.poll(() => work().rows.count()).toBe(5);
    const serial = work().header('serial');
    await serial.click();
    await expect.poll(() => serial.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => shownIds()).toEqual(SERIALS.map(idOf));
    await serial.click();
    await expect.poll(() => serial.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => shownIds()).toEqual([...SERIALS].reverse().map(idOf));
    await screenshot(page, 'site-work-list-sorted-en');
    // Enter on the focused header: the third press of a column takes its sort off.
    await serial.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => serial.getAttribute('aria-sort')).toBe('none');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await expect.poll(() => work().header('model').getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press(' ');
    await page.keyboard.press(' ');
    await expect.poll(() => work().header('model').getAttribute('aria-sort')).toBe('none');
  });

  it('selects by box, by Space and all of the filtered rows at once', async () => {
    await work().select(idOf('TKDEMO02')).click();
    await expect.poll(() => selectedIds()).toEqual([idOf('TKDEMO02')]);
    await expect(page.getByTestId('site-batch-trust').isVisible()).resolves.toBe(true);
    await work().filter.fill('TKDEMO0');
    await expect.poll(() => work().rows.count()).toBe(5);
    await work().filter.fill('TKDEMO04');
    await expect.poll(() => work().rows.count()).toBe(1);
    await work().selectAll.click();
    await work().filter.fill('');
    await expect.poll(() => work().rows.count()).toBe(5);
    await expect.poll(() => selectedIds()).toEqual([idOf('TKDEMO02'), idOf('TKDEMO04')]);
    await expect(
      page.evaluate<boolean>(`document.querySelector('[data-vt-select="all"]').indeterminate`),
    ).resolves.toBe(true);
    await work().selectAll.click();
    await expect.poll(() => selectedIds()).toHaveLength(5);
    await work().selectAll.click();
    await expect.poll(() => selectedIds()).toEqual([]);
    // Space on a focused row selects it; Home and End reach the first and the last row.
    await work().row(idOf('TKDEMO03')).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => selectedIds()).toEqual([idOf('TKDEMO03')]);
    await page.keyboard.press('End');
    await expect(focusedRow()).resolves.toBe(idOf('TKDEMO05'));
    await page.keyboard.press('Home');
    await expect(focusedRow()).resolves.toBe(idOf('TKDEMO01'));
    await page.keyboard.press('Space');
    await expect.poll(() => selectedIds()).toEqual([idOf('TKDEMO01'), idOf('TKDEMO03')]);
    await expect(work().row(idOf('TKDEMO01')).getAttribute('aria-selected')).resolves.toBe('true');
    await screenshot(page, 'site-work-list-selected-en');
    await work().selectAll.click();
    await work().selectAll.click();
    await expect.poll(() => selectedIds()).toEqual([]);
  });
});
