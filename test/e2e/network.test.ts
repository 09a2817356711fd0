/**
 * The network wizard in the screens, on the demo site: three controllers re-addressed in one
 * wizard (consecutive loopback addresses), a plan that would cut this computer off asked twice in
 * red and taken back, the job followed through a page reload to its end while another tab shows
 * one of the controllers moving, then the new addresses in the site's table, on the controller's
 * page and in the journal. The simulators are slowed through their control channel so that the
 * job lasts long enough to reload in its middle. Then one controller is sent to a new address
 * and taken down (its control channel reboots it) for longer than the wizard waits: the failure
 * says what to check, the site and the controller's page mark it, and "Search for it again"
 * finds it where it came back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { DemoFleetControl, NetworkWizardPage } from './pages/network.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { logInAll, siteWithDemoFleet, trustAllInBatch } from './support/demo-site';
import { watchProblems } from './support/problems';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const member = (serial: string) => fleet.find((m) => m.serial === serial) as DemoController;
/** Three controllers whose firmware has the network section (1.5 has not, D11). */
const MOVED = ['TKDEMO01', 'TKDEMO04', 'TKDEMO05'];
const NEW_HOSTS = ['127.0.0.61', '127.0.0.62', '127.0.0.63'];
/** Where a controller is sent and does not come back in time (it is down meanwhile). */
const LOST_HOST = '127.0.0.71';
/** Each answer of the simulators this much later while the job runs: about 5 s a controller. */
const SLOW_MS = 1200;

const wizard = () => new NetworkWizardPage(page, app.host.url);

describe('the network wizard', () => {
  it('starts from a site that takes the five demo controllers found', async () => {
    const work = wizard();
    fleet = await siteWithDemoFleet(work, app, 'Plant 4, building C');
  });

  it('trusts and logs in to all five at once', async () => {
    const work = wizard();
    await trustAllInBatch(work, 5);
    await logInAll(work);
    await work.selectAll.click();
    await expect.poll(() => work.rows.filter({ hasText: 'Factory password' }).count()).toBe(5);
  });

  it('draws its form from the flow: the addressing chosen shows its own fields', async () => {
    const work = wizard();
    for (const serial of MOVED) await work.select(member(serial).fingerprint256).click();
    await expect(work.batchNetwork.textContent()).resolves.toContain('Change network settings');
    await work.batchNetwork.click();
    await work.wizard.waitFor();
    await work.fieldItem('mode').waitFor();
    // Several controllers: consecutive addresses from a first one, and how many move at once.
    await expect(work.chosen('mode')).resolves.toContain('Consecutive addresses');
    await expect(work.fieldNames()).resolves.toEqual([
      'mode',
      'range_start',
      'mask',
      'gateway',
      'parallel',
    ]);
    await expect(work.field('parallel').inputValue()).resolves.toBe('1');
    await work.choose('mode', 'One static address');
    await expect(work.fieldNames()).resolves.toEqual(['mode', 'ip', 'mask', 'gateway']);
    await work.choose('mode', 'DHCP');
    await expect(work.fieldNames()).resolves.toEqual(['mode', 'parallel']);
    // A table of addresses by serial is typed or pasted in a text area.
    await work.choose('mode', 'A table');
    await expect(work.fieldNames()).resolves.toEqual(['mode', 'table', 'parallel']);
    await expect(work.fieldItem('table').locator('textarea').count()).resolves.toBe(1);
    await work.choose('mode', 'Consecutive addresses');
    await expect(work.field('range_start').getAttribute('placeholder')).resolves.toBe('10.0.0.50');
    await screenshot(page, 'wizard-network-form-en');
  });

  it('asks twice, in red, before a change that cuts this computer off, and goes back', async () => {
    const work = wizard();
    // 127.0.1.0/24 holds none of this computer's addresses (it has 127.0.0.1/8 only).
    await work.field('range_start').fill('127.0.1.50');
    await work.field('mask').fill('255.255.255.0');
    await work.field('gateway').fill('127.0.1.1');
    await work.next.click();
    await work.confirm.waitFor();
    await expect.poll(() => work.planRows.count()).toBe(3);
    await expect
      .poll(async () =>
        Promise.all((await work.planRows.all()).map((r) => r.getAttribute('data-cuts-off'))),
      )
      .toEqual(['yes', 'yes', 'yes']);
    await work.confirm.click();
    await work.danger.waitFor();
    // The safe choice has the focus; the button now says that the danger is understood.
    await expect(work.focusedTestId()).resolves.toBe('flow-cancel');
    await expect(work.confirm.textContent()).resolves.toContain('I understand');
    // The reason is said once, in the red alert, not again in the notes above it.
    await expect(page.getByTestId('flow-plan-notes').count()).resolves.toBe(0);
    await expect.poll(() => work.stepperSettled()).toBe(true);
    await screenshot(page, 'wizard-network-danger-en');
    await work.back.click();
    await work.fieldItem('range_start').waitFor();
    await expect(work.field('range_start').inputValue()).resolves.toBe('127.0.1.50');
  });

  it('plans consecutive free loopback addresses, now and after for each controller', async () => {
    const work = wizard();
    await work.field('range_start').fill(NEW_HOSTS[0]!);
    await work.field('mask').fill('255.0.0.0');
    await work.field('gateway').fill('127.0.0.1');
    await work.next.click();
    await work.confirm.waitFor();
    await expect(work.confirm.textContent()).resolves.toContain('Move 3 controllers');
    const rows = await work.planRows.allTextContents();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatch(/127\.0\.0\.1[145], mask 255\.0\.0\.0/);
    expect(rows.join(' ')).toContain(`${NEW_HOSTS[0]}, mask 255.0.0.0, gateway 127.0.0.1`);
    await expect(work.danger.count()).resolves.toBe(0);
    await expect.poll(() => work.stepperSettled()).toBe(true);
    await screenshot(page, 'wizard-network-plan-en');
  });

  it('moves them one at a time, through a page reload, while another tab shows one moving', async () => {
    const work = wizard();
    const first = member(MOVED[0]!).fingerprint256;
    // Another tab keeps the first controller's page open during its move.
    const watcher = await page.context().newPage();
    const watcherProblems = watchProblems(watcher, app.host.origin);
    await watcher.goto(`${app.host.url}#/controllers/${first}`);
    await watcher.getByTestId('overview-network').waitFor();
    await expect(watcher.getByTestId('controller-identity').textContent()).resolves.toContain(
      '127.0.0.11',
    );
    // The wizard's tab in front again (a tab behind runs no animation frames).
    await page.bringToFront();

    const control = new DemoFleetControl(app.dataDir);
    await control.latency(SLOW_MS);
    try {
      await work.confirm.click();
      await work.job.waitFor();
      await expect.poll(() => work.jobRows.count()).toBe(3);
      // One at a time: the first verified, the others still to come.
      await expect
        .poll(() => work.jobStates(), { timeout: 30_000 })
        .toSatisfy((states: (string | null)[]) => states.includes('succeeded'));
      expect(await work.jobStates()).toContain('queued');
      await expect.poll(() => work.stepperSettled()).toBe(true);
      await screenshot(page, 'wizard-network-job-en');
      const before = page.url();
      await page.reload();
      // The same wizard, its job still going.
      expect(page.url()).toBe(before);
      await work.job.waitFor();
      await expect.poll(() => work.jobRows.count()).toBe(3);
      expect(await work.done.count()).toBe(0);
      await work.done.waitFor({ timeout: 40_000 });
    } finally {
      await control.latency(0);
    }
    await expect(work.jobStates()).resolves.toEqual(['succeeded', 'succeeded', 'succeeded']);
    await expect.poll(() => work.stepperSettled()).toBe(true);
    await screenshot(page, 'wizard-network-done-en');
    // The simulators themselves listen at the new addresses now.
    const urls = await control.urls();
    expect(MOVED.map((serial) => new URL(urls.get(serial) ?? 'x:').hostname).sort()).toEqual(
      NEW_HOSTS,
    );
    // The open controller page followed its controller without a reload.
    const moved = new URL(urls.get(MOVED[0]!) ?? 'x:').hostname;
    await expect
      .poll(() => watcher.getByTestId('controller-identity').textContent())
      .toContain(moved);
    await expect.poll(() => watcher.getByTestId('overview-network').textContent()).toContain(moved);
    await watcher.bringToFront();
    await screenshot(watcher, 'controller-moved-en');
    await watcher.close();
    await page.bringToFront();
    expect(watcherProblems).toEqual([]);
  }, 90_000);

  it('shows the new addresses in the site table and journals each move', async () => {
    const work = wizard();
    await page.getByTestId('flow-close').click();
    await work.siteName.waitFor();
    await expect.poll(() => work.rows.count()).toBe(5);
    const addresses = await Promise.all(
      MOVED.map(
        async (serial) =>
          (await work.address(member(serial).fingerprint256).textContent())?.split(':')[0],
      ),
    );
    expect(addresses.sort()).toEqual(NEW_HOSTS);
    await expect(work.address(member('TKDEMO02').fingerprint256).textContent()).resolves.toContain(
      '127.0.0.12',
    );
    await screenshot(page, 'site-network-moved-en');
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('network.changed').count()).toBe(3);
    await screenshot(page, 'journal-network-en');
  });

  it('says what to check when a controller does not come back, and finds it again', async () => {
    const work = wizard();
    const lost = member('TKDEMO03');
    await work.nav('site').click();
    await work.row(lost.fingerprint256).dblclick();
    await page.getByTestId('overview-network').waitFor();
    await page.getByTestId('overview-change-network').click();
    await work.fieldItem('mode').waitFor();
    // One controller: one static address.
    await expect(work.fieldNames()).resolves.toEqual(['mode', 'ip', 'mask', 'gateway']);
    await work.field('ip').fill(LOST_HOST);
    await work.field('mask').fill('255.0.0.0');
    await work.field('gateway').fill('127.0.0.1');
    await work.next.click();
    await work.confirm.waitFor();
    // Slowed down, the controller is taken down while the new settings are on their way to it,
    // for longer than the wizard waits for it at its new address (30 s).
    const control = new DemoFleetControl(app.dataDir);
    await control.latency(6_000, lost.serial);
    await work.confirm.click();
    await expect
      .poll(() => work.jobRow(lost.fingerprint256).textContent(), { timeout: 30_000 })
      .toContain('sending the new settings');
    await control.reboot(lost.serial, 36);
    await control.latency(0, lost.serial);
    await work.done.waitFor({ timeout: 45_000 });
    await expect(work.jobRow(lost.fingerprint256).getAttribute('data-state')).resolves.toBe(
      'failed',
    );
    await expect(work.jobRow(lost.fingerprint256).textContent()).resolves.toContain(
      `did not answer at its new address ${LOST_HOST}`,
    );
    await expect(work.locateFromJob.isVisible()).resolves.toBe(true);
    await expect.poll(() => work.stepperSettled()).toBe(true);
    await screenshot(page, 'wizard-network-not-back-en');

    // The site and the controller's page say so too, with the same way out.
    await page.getByTestId('flow-close').click();
    await expect.poll(() => work.row(lost.fingerprint256).getAttribute('data-lost')).toBe('yes');
    await expect(
      work.row(lost.fingerprint256).getByTestId('site-row-locate').count(),
    ).resolves.toBe(1);
    await screenshot(page, 'site-network-not-back-en');
    await work.row(lost.fingerprint256).dblclick();
    await page.getByTestId('controller-lost').waitFor();
    await screenshot(page, 'controller-not-back-en');

    await page.getByTestId('controller-locate').click();
    await work.job.waitFor();
    // A search starts with its job: nothing to set or confirm first.
    await expect(page.locator('.n-step').count()).resolves.toBe(2);
    await screenshot(page, 'wizard-locate-en');
    await work.done.waitFor({ timeout: 60_000 });
    await expect(work.jobStates()).resolves.toEqual(['succeeded']);
    await page.getByTestId('flow-close').click();
    await expect.poll(() => work.row(lost.fingerprint256).getAttribute('data-lost')).toBe('no');
    // Found where the simulator itself says it listens (its old address or the new one, as far
    // as the settings had got when it went down).
    const back = new URL((await control.urls()).get(lost.serial) ?? 'x:').host;
    await expect(work.address(lost.fingerprint256).textContent()).resolves.toContain(back);
  }, 150_000);

  it('reads in Russian, at 1366 x 768 and in the dark theme', async () => {
    const work = wizard();
    await work.language('ru').click();
    await page.setViewportSize({ width: 1366, height: 768 });
    await work.select(member('TKDEMO04').fingerprint256).click();
    await work.batchNetwork.click();
    await work.fieldItem('mode').waitFor();
    await expect.poll(() => work.chosen('mode')).toContain('Один статический адрес');
    await screenshot(page, 'wizard-network-form-ru');
    await page.getByTestId('flow-cancel').click();
    await work.nav('jobs').click();
    await page.getByTestId('job-item').first().waitFor();
    await screenshot(page, 'jobs-network-ru');
    await work.theme('dark').click();
    await work.nav('site').click();
    await work.rows.first().waitFor();
    await screenshot(page, 'site-network-moved-dark-ru');
    await work.theme('light').click();
    await work.language('en').click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
