/**
 * Site plans in the app, on the demo site in Chromium through the browser host: a plan with
 * problems refused at its lines and fields; the demo site's plan (time zone, an access point, a
 * schedule, a user whose password is typed, one controller re-addressed) dropped on the screen,
 * its diff per controller, applied with the plan's jobs and verified by reading the site back;
 * imported again with nothing to change; the site exported as a plan; the handover report's
 * preview listing every controller. Screenshots in both languages, both themes, at 1366 x 768
 * and 1920 x 1080.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { PlansPage } from './pages/plans.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const plans = () => new PlansPage(page, app.host.url);
const ZONE = 'Asia/Yekaterinburg';
const MOVED = '127.0.0.25';

/** The demo site as it should be: the 1.7 controllers (01, 04, 05) have every section. */
const PLAN = `# The demo site after commissioning
planVersion: 1
site: Plant 4, building C
controllers:
  TKDEMO01:
    time: { zone: ${ZONE}, ntp: false }
    schedules:
      - name: Office hours
        intervals: [{ days: [mon, tue, wed, thu, fri], from: "08:00", to: "18:00" }]
    accessPoints:
      - { name: Yard barrier, kind: barrier, type: barrier, parameters: { pass_time: 8 } }
    authUsers:
      - { login: guard, role: viewer }
  TKDEMO04:
    time: { zone: ${ZONE}, ntp: false }
  TKDEMO05:
    time: { zone: ${ZONE}, ntp: false }
    network: { dhcp: false, ip: ${MOVED}, mask: 255.0.0.0, gateway: 127.0.0.1 }
`;

/** The same plan written wrong: a mask that is no mask, a password, a zone that does not exist. */
const BROKEN = PLAN.replace('mask: 255.0.0.0', 'mask: 255.0.255.0')
  .replace(
    '      - { login: guard, role: viewer }',
    '      - { login: guard, role: viewer, password: secret }',
  )
  .replace(`TKDEMO04:\n    time: { zone: ${ZONE}`, 'TKDEMO04:\n    time: { zone: Mars/Olympus');

/** Pictures the screen in English and Russian; every theme and size too when `all`. */
async function looks(name: string, all = false): Promise<void> {
  const work = plans();
  const sizes = all
    ? [
        [1366, 768],
        [1920, 1080],
      ]
    : [[1366, 768]];
  const themes = all ? (['light', 'dark'] as const) : (['light'] as const);
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width: width!, height: height! });
    for (const theme of themes) {
      await work.theme(theme).click();
      await expect.poll(() => work.appliedTheme()).toBe(theme);
      for (const lang of ['en', 'ru'] as const) {
        await work.language(lang).click();
        await expect.poll(() => work.documentLanguage()).toBe(lang);
        await screenshot(page, `plan-${name}-${lang}-${theme}-${width}`);
      }
    }
  }
  await work.language('en').click();
  await work.theme('light').click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect.poll(() => work.documentLanguage()).toBe('en');
}

describe('a site plan in the app', () => {
  it('starts from the demo site, trusted and logged in', async () => {
    const work = plans();
    fleet = await commissionedDemoSite(work, app, 'Plant 4, building C');
    expect(fleet).toHaveLength(5);
    await work.navPlan.click();
    await work.drop.waitFor();
    await looks('empty');
  });

  it('keeps the header on one line in Russian at 1366 x 768, Plan and Report with the rest', async () => {
    const work = plans();
    await work.language('ru').click();
    await expect.poll(() => work.documentLanguage()).toBe('ru');
    const middle = async (testid: string) => {
      const box = await page.getByTestId(testid).boundingBox();
      return box ? box.y + box.height / 2 : NaN;
    };
    await screenshot(page, 'plan-header-1366-ru');
    const line = await middle('nav-site');
    const off = [];
    for (const testid of ['nav-journal', 'nav-plan', 'nav-report', 'language-en', 'theme-dark'])
      if (Math.abs((await middle(testid)) - line) >= 8) off.push(testid);
    await work.language('en').click();
    expect(off).toEqual([]);
    await expect.poll(() => work.documentLanguage()).toBe('en');
  });

  it('refuses a plan with problems at their lines and fields, sending nothing', async () => {
    const work = plans();
    await work.choose('broken.yaml', BROKEN);
    await expect.poll(() => work.problems.count()).toBe(3);
    const rows = await work.problemRows();
    expect(rows[0]).toMatch(
      /^13\|controllers\.TKDEMO01\.authUsers\[0\]\.password\|13.*never goes in a plan/,
    );
    expect(rows[1]).toMatch(/^15\|controllers\.TKDEMO04\.time\.zone\|15.*IANA time zone/);
    expect(rows[2]).toMatch(/^18\|controllers\.TKDEMO05\.network\.mask\|18.*contiguous netmask/);
    await expect(work.apply.count()).resolves.toBe(0);
    await work.language('ru').click();
    await expect.poll(async () => (await work.problemRows())[2]).toMatch(/непрерывной маской/);
    await work.language('en').click();
    await looks('problems');
  });

  it('shows what the plan would change on each controller, dropped on the screen', async () => {
    const work = plans();
    await work.dropFile('plant-4.yaml', PLAN);
    await work.diff.waitFor();
    await expect(work.fileName.textContent()).resolves.toContain('plant-4.yaml');
    const rows = await work.diffRows();
    const fields = rows.map((r) => `${r.serial} ${r.section} ${r.field}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'TKDEMO01 time timezone',
        'TKDEMO01 schedules Office hours',
        'TKDEMO01 accessPoints Yard barrier',
        'TKDEMO01 authUsers guard',
        'TKDEMO04 time timezone',
        'TKDEMO05 time timezone',
        'TKDEMO05 network network',
      ]),
    );
    expect(rows.find((r) => r.field === 'network')?.text).toContain(`${MOVED} / 255.0.0.0`);
    expect(rows.find((r) => r.field === 'Office hours')?.text).toContain('—');
    await expect(work.summary.textContent()).resolves.toMatch(/changes on 3 controllers/);
    await expect(work.apply.textContent()).resolves.toContain('Apply to 3 controllers');
    // The user's password is not in the keychain: it is typed before anything can be sent.
    await expect(work.apply.isDisabled()).resolves.toBe(true);
    await work.userPassword('guard').fill('Gate-keeper-7');
    await expect.poll(() => work.apply.isDisabled()).toBe(false);
    // In Russian the values that are words are Russian too; names and addresses stay as they are.
    await work.language('ru').click();
    await expect.poll(() => work.documentLanguage()).toBe('ru');
    const ru = await work.diffRows();
    const ruText = (field: string) => ru.find((r) => r.field === field)?.text ?? '';
    expect(ruText('network')).toContain(`${MOVED} / 255.0.0.0 через`);
    expect(ruText('Yard barrier')).toContain('шлагбаум');
    expect(ruText('guard')).toContain('наблюдатель');
    expect(ruText('ntp')).toMatch(/вкл\..*выкл\./);
    await work.language('en').click();
    await expect.poll(() => work.documentLanguage()).toBe('en');
    await looks('diff', true);
  });

  it('applies it with the plan’s jobs and reads the site back: it matches', async () => {
    const work = plans();
    await work.apply.click();
    await work.run.waitFor();
    await expect.poll(() => work.run.getAttribute('data-state'), { timeout: 45_000 }).toBe('done');
    await work.verified.waitFor();
    await expect(work.verified.textContent()).resolves.toContain('the site matches the plan');
    await expect
      .poll(async () =>
        Promise.all((await work.jobRows.all()).map((r) => r.getAttribute('data-state'))),
      )
      .toEqual(['succeeded', 'succeeded', 'succeeded']);
    await looks('verified', true);
  });

  it('imported again, has nothing to change', async () => {
    const work = plans();
    await work.choose('plant-4.yaml', PLAN);
    await work.nothing.waitFor();
    await expect(work.nothing.textContent()).resolves.toContain('the site matches the plan');
    await expect(work.apply.count()).resolves.toBe(0);
    await expect(work.unchanged.textContent()).resolves.toContain('TKDEMO01, TKDEMO04, TKDEMO05');
    await looks('nothing');
  });

  it('says a planned controller the site does not hold, and what to do', async () => {
    const work = plans();
    const more = `${PLAN}  TKDEMO09:\n    time: { zone: ${ZONE}, ntp: false }\n`;
    await work.choose('plant-4-more.yaml', more);
    const missing = page.locator('[data-testid="plan-troubled"][data-serial="TKDEMO09"]');
    await missing.waitFor();
    await expect(missing.getAttribute('data-state')).resolves.toBe('missing');
    await expect(missing.textContent()).resolves.toContain('trust it and add it to the site');
    await expect(work.summary.textContent()).resolves.toBe('Nothing to change on the controllers read');
    await expect(work.apply.count()).resolves.toBe(0);
    await looks('missing');
  });

  it('exports the site as a plan', async () => {
    const work = plans();
    const [download] = await Promise.all([page.waitForEvent('download'), work.exportSite.click()]);
    expect(download.suggestedFilename()).toBe('Plant-4-building-C.plan.yaml');
    const text = await readFile(await download.path(), 'utf8');
    for (const { serial } of fleet) expect(text).toContain(`${serial}:`);
    expect(text).toContain(ZONE);
    expect(text).toContain(MOVED);
    expect(text).toContain('Yard barrier');
    expect(text).not.toMatch(/password:|Gate-keeper-7/);
  });

  it('opens the handover report, whose preview lists every controller', async () => {
    const work = plans();
    await work.nav('journal').click();
    await work.navPlan.click();
    await work.page.getByTestId('nav-report').click();
    await page.getByTestId('report-preview').waitFor();
    await expect.poll(() => work.reportControllers.count()).toBe(fleet.length);
    const preview = (await page.getByTestId('report-preview').textContent()) ?? '';
    for (const { serial } of fleet) expect(preview).toContain(serial);
    expect(preview).toContain(MOVED);
    await screenshot(page, 'plan-report-preview-en');
  });
});
