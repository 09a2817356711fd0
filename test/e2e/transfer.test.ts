/**
 * The transfer screen on the demo site, in Chromium through the browser host: TKDEMO02 (firmware
 * 1.5, the legacy staff set, D11 and D12) carried to a new controller (a fresh 1.7 simulator
 * started here and added to the site by its address, trusted and logged in as an engineer does).
 * The wizard's dry run shows every person as new; confirmed, the job is slowed on the target
 * through its control channel so that a page reload lands in its middle; the list still shows it
 * running with its progress, then verified equal, and the new controller holds TKDEMO02's staff.
 * Screenshots of the list, the plan and the report in both languages, dark, and at 1366 x 768.
 */
import { createServer } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { ControlServer } from '../../src/simulator/control/control-server';
import { SimulatorControl } from '../../src/simulator/control/simulator-control';
import { httpsCall } from '../integration/helpers/https-request';
import { startSimulator, type StartedSimulator } from '../integration/helpers/start-simulator';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { TransferPage } from './pages/transfer.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];
let fresh: StartedSimulator;
let control: ControlServer;
let transferId: string;

useAppInBrowser('file', (session) => ({ app, page } = session));

const SERIAL = 'TKNEW17';
/** Discovery sweeps 443 and 8443 (shared/ipc/sweep-range.ts). */
const PORT = 8443;
/** Each answer of the new controller this much later while the job runs, so a reload lands in it. */
const SLOW_MS = 250;

/** A loopback address nothing listens on at PORT, away from the demo fleet's 127.0.0.11... */
async function freeLoopback(): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const host = `127.0.0.${100 + Math.floor(Math.random() * 150)}`;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(PORT, host, () => probe.close(() => resolve(true)));
    });
    if (free) return host;
  }
  throw new Error('no free loopback address');
}

/** What a controller's own API says it holds: `GET /staff/count` (spec 4.3). */
async function staffCount(base: string): Promise<number> {
  const login = await httpsCall(`${base}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'admin' },
  });
  const token = (login.body as { token: string }).token;
  const answer = await httpsCall(`${base}/staff/count`, { token });
  return (answer.body as { count: number }).count;
}

async function slow(latencyMs: number): Promise<void> {
  const answer = await fetch(`${control.url}/faults`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${control.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
  expect(answer.ok).toBe(true);
}

beforeAll(async () => {
  // A new controller out of its box: firmware 1.7, the modern staff set, no demo data.
  fresh = await startSimulator({ host: await freeLoopback(), port: PORT, serial: SERIAL });
  control = new ControlServer([SimulatorControl.of(fresh.simulator)]);
  await control.start();
});
afterAll(async () => {
  await control?.stop();
  await fresh?.stop();
});

const transfer = () => new TransferPage(page, app.host.url);
const demo = (serial: string) => fleet.find((c) => c.serial === serial) as DemoController;
const demoBase = (serial: string) => {
  const { host, port } = demo(serial).address;
  return `https://${host}:${port}/api/v1`;
};

/** Each language and theme of the screen as it stands, at 1280 and 1366 px wide. */
async function pictures(work: TransferPage, name: string): Promise<void> {
  await screenshot(page, `${name}-en`);
  await work.language('ru').click();
  await expect.poll(() => work.documentLanguage()).toBe('ru');
  await screenshot(page, `${name}-ru`);
  await work.theme('dark').click();
  await expect.poll(() => work.appliedTheme()).toBe('dark');
  await screenshot(page, `${name}-dark-ru`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, `${name}-dark-1366-ru`);
  // The header keeps its one line in Russian with the transfer entry in it.
  const middle = async (testid: string) => {
    const box = await page.getByTestId(testid).boundingBox();
    return box ? box.y + box.height / 2 : NaN;
  };
  const line = await middle('nav-site');
  for (const testid of ['nav-transfer', 'nav-journal', 'language-en', 'theme-dark'])
    expect(Math.abs((await middle(testid)) - line), testid).toBeLessThan(8);
  await work.theme('light').click();
  await expect.poll(() => work.appliedTheme()).toBe('light');
  await screenshot(page, `${name}-1366-ru`);
  // Nothing scrolls sideways at a laptop's width in Russian.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow, name).toBeLessThanOrEqual(0);
  await work.language('en').click();
  await expect.poll(() => work.documentLanguage()).toBe('en');
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('the transfer screen', () => {
  it('starts from the demo site and a new controller added by its address', async () => {
    const work = transfer();
    fleet = await commissionedDemoSite(work, app, 'Plant 4, building C');
    const discovery = new DiscoveryPage(page, app.host.url);
    await work.nav('discovery').click();
    await discovery.rangeInput.fill(fresh.host);
    await discovery.start.click();
    await expect(discovery.settled()).resolves.toBe('done');
    await discovery.row(SERIAL).waitFor();
    await work.addFound.click();
    await page.getByTestId('discovery-added').waitFor();
    await discovery.next(SERIAL).click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(fresh.fingerprint);
    await trust.accept.click();
    await new LoginDialog(page).logIn('admin', 'admin');
    await page.getByTestId('controller-view').waitFor();
    await work.nav('site').click();
    await expect.poll(() => work.rows.count()).toBe(6);
  }, 120_000);

  it('lists no transfer yet', async () => {
    const work = transfer();
    await work.navTransfer.click();
    await work.screen.waitFor();
    await page.getByTestId('transfer-empty').waitFor();
    await screenshot(page, 'transfer-empty-en');
  });

  it('plans TKDEMO02 to the new controller: every person new, with a position', async () => {
    const work = transfer();
    const people = await staffCount(demoBase('TKDEMO02'));
    expect(people).toBeGreaterThan(0);
    await work.newTransfer.click();
    await work.wizard.waitFor();
    await work.search('source', 'TKDEMO02', 'TKDEMO02');
    await work.search('target', SERIAL, SERIAL);
    await work.field('dolzhnost').fill('Инженер');
    await work.next.click();
    await page.getByTestId('flow-plan').waitFor({ timeout: 60_000 });
    const staff = work.planRows.filter({ hasText: /Staff\d+ in the source/ });
    await expect(staff.textContent()).resolves.toContain(`${people} new`);
    await expect(work.confirm.textContent()).resolves.toMatch(/^Transfer \d+ records$/);
    await pictures(work, 'transfer-plan');
  }, 90_000);

  it('runs the transfer through a page reload and verifies the target equal', async () => {
    const work = transfer();
    await slow(SLOW_MS);
    try {
      await work.confirm.click();
      await work.job.waitFor();
      await work.navTransfer.click();
      await work.screen.waitFor();
      const running = page.locator('[data-testid="transfer-row"][data-state="running"]');
      await running.waitFor();
      transferId = (await running.getAttribute('data-transfer-id')) ?? '';
      await expect.poll(() => work.progressDone(transferId)).toBeGreaterThan(0);
      const before = (await work.progressDone(transferId)) ?? 0;

      await page.reload();
      await work.screen.waitFor();
      // The job went on without the page: found again, still running, further on.
      await expect(work.transferRow(transferId).getAttribute('data-state')).resolves.toBe(
        'running',
      );
      await expect.poll(() => work.progressDone(transferId)).toBeGreaterThan(before);
      await expect(work.report.getAttribute('data-transfer-id')).resolves.toBe(transferId);
      await expect(work.report.getAttribute('data-verdict')).resolves.toBe('plan');
      await pictures(work, 'transfer-running');
      await expect(work.transferRow(transferId).getAttribute('data-state')).resolves.toBe(
        'running',
      );
    } finally {
      await slow(0);
    }
    await expect
      .poll(() => work.transferRow(transferId).getAttribute('data-state'), { timeout: 120_000 })
      .toBe('succeeded');
    await expect.poll(() => work.report.getAttribute('data-verdict')).toBe('equal');
    await expect(page.getByTestId('transfer-verdict').textContent()).resolves.toContain(
      'Verified: equal',
    );
    const people = await staffCount(demoBase('TKDEMO02'));
    await expect(work.part('staff').getAttribute('data-source')).resolves.toBe(String(people));
    await expect(work.part('staff').getAttribute('data-identical')).resolves.toBe(String(people));
    await expect(work.part('staff').getAttribute('data-created')).resolves.toBe(String(people));
    await expect(page.getByTestId('transfer-archive').textContent()).resolves.toMatch(
      /\.tkbackup$/,
    );
    // The new controller holds what TKDEMO02 holds, by its own count.
    expect(await staffCount(fresh.url)).toBe(people);
    expect(await work.transferRow(transferId).getByTestId('transfer-resume').count()).toBe(0);
  }, 180_000);

  it('opens a part’s details from the keyboard and pictures the report', async () => {
    const work = transfer();
    const toggle = work.part('staff').getByTestId('transfer-part-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    const details = page.locator('[data-testid="transfer-part-details"][data-part="staff"]');
    await details.waitFor();
    await pictures(work, 'transfer-report');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await screenshot(page, 'transfer-report-1920-en');
    await page.setViewportSize({ width: 1280, height: 800 });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => details.count()).toBe(0);
  });

  it('resumes a cancelled transfer from the list and ends it verified', async () => {
    const work = transfer();
    const before = await staffCount(fresh.url);
    await work.newTransfer.click();
    await work.wizard.waitFor();
    await work.search('source', 'TKDEMO03', 'TKDEMO03');
    await work.search('target', SERIAL, SERIAL);
    await work.field('dolzhnost').fill('Инженер');
    await work.next.click();
    await page.getByTestId('flow-plan').waitFor({ timeout: 60_000 });
    await slow(SLOW_MS);
    try {
      await work.confirm.click();
      await work.job.waitFor();
      // Stopped in the middle of writing with Stop now (one controller: there is no "after
      // the current one"); the wizard stays on the job, then its result, until Close.
      await expect
        .poll(async () => Number((await work.job.getAttribute('data-state')) === 'running'))
        .toBe(1);
      await expect(page.getByTestId('flow-job-stop-after').count()).resolves.toBe(0);
      await page.getByTestId('flow-job-stop-now').click();
      await page.getByTestId('flow-done').waitFor({ timeout: 60_000 });
      const row = work.jobRows.first();
      await expect(row.getAttribute('data-state')).resolves.toBe('cancelled');
      // A finished row says what came of it, not the step it was at.
      await expect(row.textContent()).resolves.toMatch(/Stopped/);
      await expect(row.textContent()).resolves.not.toMatch(/Writing the records/);
      await page.getByTestId('flow-close').click();
      await work.screen.waitFor();
      const newest = work.transferRows.first();
      await expect.poll(() => newest.getAttribute('data-state')).toBe('cancelled');
      await expect(work.report.getAttribute('data-verdict')).resolves.toBe('plan');
      await screenshot(page, 'transfer-cancelled-en');
      // The plan's samples: each profile the target holds otherwise, field by field.
      await work.part('access_profiles').getByTestId('transfer-part-toggle').click();
      const sample = page.locator('[data-testid="transfer-sample"][data-kind="different"]');
      await expect(sample.first().textContent()).resolves.toMatch(/→/);
      await screenshot(page, 'transfer-samples-en');
    } finally {
      await slow(0);
    }
    const id = (await work.transferRows.first().getAttribute('data-transfer-id')) ?? '';
    await work.transferRow(id).getByTestId('transfer-resume').click();
    await work.wizard.waitFor();
    await page.getByTestId('flow-plan').waitFor({ timeout: 60_000 });
    await expect(work.confirm.textContent()).resolves.toBe('Resume the transfer');
    await work.confirm.click();
    await work.done.waitFor({ timeout: 120_000 });
    await page.getByTestId('flow-close').click();
    await work.screen.waitFor();
    await expect.poll(() => work.transferRow(id).getAttribute('data-state')).toBe('succeeded');
    await work.transferRow(id).getByTestId('transfer-show-report').click();
    await expect.poll(() => work.report.getAttribute('data-transfer-id')).toBe(id);
    await expect(work.report.getAttribute('data-verdict')).resolves.toBe('equal');
    // Every person of TKDEMO03 was added once, however the run was cut.
    const added = await staffCount(demoBase('TKDEMO03'));
    expect(await staffCount(fresh.url)).toBe(before + added);
  }, 180_000);

  it('offers a transfer from the controller’s overview with it as the source', async () => {
    const work = transfer();
    await work.open(`/controllers/${demo('TKDEMO02').fingerprint256}`);
    await page.getByTestId('overview-counts').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await work.language('ru').click();
    await expect(page.getByTestId('overview-transfer').textContent()).resolves.toContain(
      'Перенести данные…',
    );
    await screenshot(page, 'transfer-overview-1366-ru');
    await work.language('en').click();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('overview-transfer').click();
    await work.wizard.waitFor();
    await expect(work.fieldItem('source').textContent()).resolves.toContain('TKDEMO02');
    await screenshot(page, 'transfer-from-overview-en');
    // Leaving a transfer wizard lands on the transfer screen.
    await page.getByTestId('flow-cancel').click();
    await work.screen.waitFor();
    await expect(work.transferRows.count()).resolves.toBe(2);
  });
});
