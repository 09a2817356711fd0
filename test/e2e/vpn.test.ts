/**
 * The VPN cluster screen on the demo site, in Chromium through the browser host: a cluster of
 * three built from the screen (master TKDEMO01, members TKDEMO04 and TKDEMO05, all firmware
 * 1.7) through the cluster wizard, its job syncing both members, and the screen then showing
 * both members synced in the diagram and the table and each one verified equal to the master;
 * "Verify all" run again from the screen says the same; removing a member asks first.
 * Screenshots in both languages, in the dark theme and at 1366 x 768 in Russian.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { DemoFleetControl } from './pages/network.page';
import { TimePage } from './pages/time.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

/** Each element's `key` attribute mapped to its `value` attribute (serial -> state). */
async function attributes(
  items: Locator[],
  key: string,
  value: string,
): Promise<Record<string, string>> {
  const pairs = await Promise.all(
    items.map(async (item): Promise<[string, string]> => [
      (await item.getAttribute(key)) ?? '',
      (await item.getAttribute(value)) ?? '',
    ]),
  );
  return Object.fromEntries(pairs);
}

/** The VPN screen, on top of the wizard pages (its changes run through the generic wizard). */
class VpnPage extends TimePage {
  get navVpn(): Locator {
    return this.page.getByTestId('nav-vpn');
  }

  /** The VPN screen once its first read has answered. */
  get screen(): Locator {
    return this.page.locator('[data-testid="vpn-view"][data-loaded="yes"]');
  }

  get buildStart(): Locator {
    return this.page.getByTestId('vpn-build-start');
  }

  master(id: string): Locator {
    return this.page.locator(`[data-testid="vpn-master"][data-controller-id="${id}"]`);
  }

  /** What the diagram of this master shows: serial -> state. */
  async diagram(masterId: string): Promise<Record<string, string>> {
    return attributes(
      await this.master(masterId).getByTestId('vpn-diagram-member').all(),
      'data-serial',
      'data-state',
    );
  }

  /** What the member table of this master shows: serial -> state. */
  async memberStates(masterId: string): Promise<Record<string, string>> {
    return attributes(
      await this.master(masterId).getByTestId('vpn-member-row').all(),
      'data-serial',
      'data-state',
    );
  }

  /** The verification reports shown: serial -> outcome (equal, different, failed). */
  async verifications(): Promise<Record<string, string>> {
    return attributes(
      await this.page.getByTestId('vpn-verification').all(),
      'data-serial',
      'data-outcome',
    );
  }

  async verificationsJob(): Promise<string | null> {
    const card = this.page.getByTestId('vpn-verifications');
    return (await card.count()) ? card.getAttribute('data-job-id') : null;
  }

  /** Picks options of a multiselect field by the words they show, then closes its menu. */
  async chooseMany(name: string, options: string[]): Promise<void> {
    await this.fieldItem(name).locator('.n-base-selection').click();
    for (const option of options)
      await this.page.locator('.n-base-select-option', { hasText: option }).first().click();
    await this.page.keyboard.press('Escape');
  }
}

const vpn = () => new VpnPage(page, app.host.url);
const idOf = (serial: string) =>
  (fleet.find((c) => c.serial === serial) as DemoController).fingerprint256;

/** Runs the open wizard's plan and waits for its job to end, every controller's part verified. */
async function confirmAndFinish(work: VpnPage): Promise<void> {
  await work.confirm.waitFor();
  await work.confirm.click();
  await work.done.waitFor({ timeout: 150_000 });
  await screenshot(page, 'vpn-job-en');
  const states = await work.jobStates();
  expect(states.length).toBeGreaterThan(0);
  expect(
    states.every((s) => s === 'succeeded'),
    states.join(),
  ).toBe(true);
}

describe('the VPN cluster screen', () => {
  it('starts from a site with the five demo controllers, trusted and logged in', async () => {
    const work = vpn();
    fleet = await commissionedDemoSite(work, app, 'Plant 4, building C');
    expect(fleet).toHaveLength(5);
  });

  it('shows no cluster yet, every controller not in one', async () => {
    const work = vpn();
    await work.navVpn.click();
    await work.screen.waitFor();
    await page.getByTestId('vpn-empty').waitFor();
    const roles = page.getByTestId('vpn-controller-row');
    await expect.poll(() => roles.count()).toBe(5);
    for (const row of await roles.all()) expect(await row.getAttribute('data-role')).toBe('none');
    await screenshot(page, 'vpn-empty-en');
  });

  it('builds a cluster of three from the screen and syncs both members', async () => {
    const work = vpn();
    await page.getByTestId('vpn-build-master').locator('.n-base-selection').click();
    await page.locator('.n-base-select-option', { hasText: 'TKDEMO01' }).first().click();
    await work.buildStart.click();
    await work.wizard.waitFor();
    await work.fieldItem('members').waitFor();
    await work.chooseMany('members', ['TKDEMO04', 'TKDEMO05']);
    await work.next.click();
    await confirmAndFinish(work);
    // A VPN wizard closes back onto the cluster screen.
    await page.getByTestId('flow-close').click();
    await work.screen.waitFor();
    const master = idOf('TKDEMO01');
    await work.master(master).waitFor();
    const synced = { TKDEMO04: 'synced', TKDEMO05: 'synced' };
    await expect.poll(() => work.diagram(master)).toEqual(synced);
    await expect.poll(() => work.memberStates(master)).toEqual(synced);
    const equal = { TKDEMO04: 'equal', TKDEMO05: 'equal' };
    await expect.poll(() => work.verifications()).toEqual(equal);
    await expect(
      page.getByTestId('vpn-verification-outcome').first().textContent(),
    ).resolves.toContain('Equal to the master');
    const rows = page.locator(
      `[data-testid="vpn-controller-row"][data-controller-id="${idOf('TKDEMO04')}"]`,
    );
    await expect.poll(() => rows.getAttribute('data-role')).toBe('member');
  }, 240_000);

  it('pictures the cluster in both languages, dark, and at 1366 x 768 in Russian', async () => {
    const work = vpn();
    await screenshot(page, 'vpn-cluster-en');
    await work.language('ru').click();
    await expect.poll(() => work.documentLanguage()).toBe('ru');
    await expect(
      page.getByTestId('vpn-verification-outcome').first().textContent(),
    ).resolves.toContain('Совпадает с ведущим');
    await screenshot(page, 'vpn-cluster-ru');
    await work.theme('dark').click();
    await expect.poll(() => work.appliedTheme()).toBe('dark');
    await screenshot(page, 'vpn-cluster-dark-ru');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'vpn-cluster-dark-1366-ru');
    await work.theme('light').click();
    await expect.poll(() => work.appliedTheme()).toBe('light');
    await screenshot(page, 'vpn-cluster-1366-ru');
    // The header keeps its one line in Russian with the VPN entry in it.
    const middle = async (testid: string) => {
      const box = await page.getByTestId(testid).boundingBox();
      return box ? box.y + box.height / 2 : NaN;
    };
    const line = await middle('nav-site');
    for (const testid of ['nav-vpn', 'nav-journal', 'language-en', 'theme-dark'])
      expect(Math.abs((await middle(testid)) - line), testid).toBeLessThan(8);
    // The diagram fits the page's width: nothing scrolls sideways.
    const overflow = await page.evaluate<number>(
      'document.documentElement.scrollWidth - document.documentElement.clientWidth',
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await work.language('en').click();
    await expect.poll(() => work.documentLanguage()).toBe('en');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('verifies every member again from the screen: equal to the master', async () => {
    const work = vpn();
    const before = await work.verificationsJob();
    await work.master(idOf('TKDEMO01')).getByTestId('vpn-verify-all').click();
    await work.wizard.waitFor();
    await confirmAndFinish(work);
    // A VPN wizard closes back onto the cluster screen.
    await page.getByTestId('flow-close').click();
    await work.screen.waitFor();
    await expect.poll(() => work.verificationsJob()).not.toBe(before);
    await expect.poll(() => work.verifications()).toEqual({ TKDEMO04: 'equal', TKDEMO05: 'equal' });
  }, 120_000);

  it('asks before a member is removed, the safe choice first', async () => {
    const work = vpn();
    const master = work.master(idOf('TKDEMO01'));
    await master
      .locator('[data-testid="vpn-member-row"][data-serial="TKDEMO05"]')
      .getByTestId('vpn-member-actions')
      .click();
    await page.getByTestId('vpn-member-remove').click();
    const dialog = page.getByTestId('vpn-remove-confirm');
    await dialog.waitFor();
    await expect(dialog.getAttribute('data-serial')).resolves.toBe('TKDEMO05');
    await expect.poll(() => work.focusedTestId()).toBe('vpn-remove-cancel');
    await screenshot(page, 'vpn-remove-confirm-en');
    await page.getByTestId('vpn-remove-cancel').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await work.memberStates(idOf('TKDEMO01'))).toEqual({
      TKDEMO04: 'synced',
      TKDEMO05: 'synced',
    });
  });

  it('shows a member syncing while its sync runs, then synced again', async () => {
    const work = vpn();
    const control = new DemoFleetControl(app.dataDir);
    // A slow member, so the pass lasts long enough to be seen.
    await control.latency(40, 'TKDEMO05');
    try {
      const master = work.master(idOf('TKDEMO01'));
      await master
        .locator('[data-testid="vpn-member-row"][data-serial="TKDEMO05"]')
        .getByTestId('vpn-member-actions')
        .click();
      await page.getByTestId('vpn-member-sync').click();
      await work.wizard.waitFor();
      await work.confirm.click();
      await work.job.waitFor();
      await work.navVpn.click();
      await work.screen.waitFor();
      await expect
        .poll(async () => (await work.diagram(idOf('TKDEMO01')))['TKDEMO05'], { timeout: 20_000 })
        .toBe('syncing');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await screenshot(page, 'vpn-syncing-1920-en');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect
        .poll(() => work.diagram(idOf('TKDEMO01')), { timeout: 90_000 })
        .toEqual({ TKDEMO04: 'synced', TKDEMO05: 'synced' });
      await expect
        .poll(() => work.verifications(), { timeout: 30_000 })
        .toEqual({ TKDEMO05: 'equal' });
    } finally {
      await control.latency(0);
    }
  }, 150_000);
});
