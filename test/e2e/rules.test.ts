/**
 * The access rules and system editors on the demo site, in Chromium through the browser host:
 * on TKDEMO01 a schedule made in the week grid (Mon–Fri 08:00–17:00 by dragging, Sat 10:00–14:00
 * typed in the form) and said in words in the plan, an access profile on it with two access
 * points picked by name, that profile given to a person in the staff editor and found in the
 * person's record on the controller through the API console, and a viewer login made with its
 * password typed twice (the plan says "set", never the password). Each change is in the site's
 * journal. Screenshots of the week grid and the profile editor in both languages, dark, at
 * 1366 x 768.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { RulesPage } from './pages/rules.page';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];
let controllerId: string;
let profileUuid: string;
let personUuid: string;

useAppInBrowser('file', (session) => ({ app, page } = session));

const rules = () => new RulesPage(page, app.host.url);
const SCHEDULE = 'E2E office week';
const PROFILE = 'E2E office staff';
const LOGIN = 'e2e-viewer';
const PASSWORD = 'Viewer-pass-42';
/** A search asks the controller too (D13 `q`) and answers after the keystrokes settle. */
const SEARCHED = { timeout: 10_000 };

/**
 * Pictures the screen dark at 1366 x 768 in English and Russian, and comes back to English. The
 * editor's drawer covers the header's switches, so they are clicked by event, not by pointer.
 */
async function darkBothLanguages(name: string): Promise<void> {
  const w = rules();
  await page.setViewportSize({ width: 1366, height: 768 });
  await w.theme('dark').dispatchEvent('click');
  await expect.poll(() => w.appliedTheme()).toBe('dark');
  await screenshot(page, `${name}-dark-en`);
  await w.language('ru').dispatchEvent('click');
  await expect.poll(() => w.documentLanguage()).toBe('ru');
  await screenshot(page, `${name}-dark-ru`);
  await w.language('en').dispatchEvent('click');
  await expect.poll(() => w.documentLanguage()).toBe('en');
  await w.theme('light').dispatchEvent('click');
  await expect.poll(() => w.appliedTheme()).toBe('light');
}

/** The plan's text of one field row (field, now, after). */
const planText = async (field: string) => (await rules().planRow(field).textContent()) ?? '';

describe('the access rules and system editors', () => {
  it('starts from the demo site, trusted and logged in', async () => {
    fleet = await commissionedDemoSite(new WorkPage(page, app.host.url), app, 'Rules site');
    const first = fleet.find((c) => c.serial === 'TKDEMO01');
    expect(first).toBeDefined();
    controllerId = first?.fingerprint256 ?? '';
  });

  it('makes a schedule in the week grid: a drag and a typed interval, said in words', async () => {
    const w = rules();
    await w.openTab(controllerId, 'rules');
    await w.pickCollection('schedules');
    await w.createNew();
    await w.scheduleName.fill(SCHEDULE);
    await w.drag('mon', '08:00', 'fri', '17:00');
    await expect.poll(() => w.blocks.count()).toBe(5);
    // The dragged interval is picked for the form: leave it as it is and type the next one.
    await w.intervalCancel.click();
    await w.intervalDay('sat').click();
    await w.intervalFrom.fill('10:00');
    await w.intervalTo.fill('14:00');
    await w.intervalApply.click();
    await expect.poll(() => w.intervalWords()).toEqual(['Mon–Fri 08:00–17:00', 'Sat 10:00–14:00']);
    await expect.poll(() => w.blocks.count()).toBe(6);
    await w.scheduleName.scrollIntoViewIfNeeded();
    await darkBothLanguages('rules-week-grid');

    await w.editorSave.click();
    await w.confirm.waitFor();
    expect(await planText('Intervals')).toContain('Mon–Fri 08:00–17:00; Sat 10:00–14:00');
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });
    await w.search.fill(SCHEDULE);
    await expect.poll(() => w.rows.count(), SEARCHED).toBe(1);
  });

  it('makes an access profile on that schedule with two access points, by name', async () => {
    const w = rules();
    await w.pickCollection('accessProfiles');
    await w.createNew();
    await w.profileName.fill(PROFILE);
    await w.pickSchedule(SCHEDULE);
    await expect.poll(() => w.pointBoxes.count()).toBeGreaterThanOrEqual(2);
    const names = [
      (await w.pointBoxes.nth(0).getAttribute('data-name')) ?? '',
      (await w.pointBoxes.nth(1).getAttribute('data-name')) ?? '',
    ];
    await w.pointBoxes.nth(0).click();
    await w.pointBoxes.nth(1).click();
    await darkBothLanguages('rules-profile-editor');

    await w.editorSave.click();
    await w.confirm.waitFor();
    expect(await planText('Schedule')).toContain(SCHEDULE);
    const points = await planText('Access points');
    for (const name of names) expect(points).toContain(name);
    expect(await w.plan.textContent()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });
    await w.search.fill(PROFILE);
    await expect.poll(() => w.rows.count(), SEARCHED).toBe(1);
    profileUuid = (await w.rows.first().getAttribute('data-key')) ?? '';
    expect(profileUuid).toMatch(/^[0-9a-f-]{36}$/);
    // The list names what the profile points at, the keys only on hover.
    const cell = (field: string) => () =>
      w.rows.first().locator(`td[data-col-key="${field}"]`).textContent();
    for (const name of names) await expect.poll(cell('access_points')).toContain(name);
    expect(await cell('access_points')()).not.toMatch(/[0-9a-f]{8}-/);
    await expect.poll(cell('schedule_uuid')).toBe(SCHEDULE);
    await w.search.fill('');
    await screenshot(page, 'rules-profiles-list-en');
  });

  it('gives the profile to a person in the staff editor, and the controller holds it', async () => {
    const w = rules();
    await w.openTab(controllerId, 'people');
    await w.pickCollection('staff');
    // The whole list read first, so the row clicked is not replaced by a page arriving under it.
    await expect.poll(() => w.complete(), { timeout: 20_000 }).toBe(true);
    const row = w.rows.first();
    personUuid = (await row.getAttribute('data-key')) ?? '';
    await row.click();
    await page.getByTestId('staff-editor').waitFor();
    await page.getByTestId('staff-profile-add').click();
    const added = page.getByTestId('staff-profile-row').last();
    await w.pickTyped(added.locator('.n-select').first(), PROFILE, PROFILE);
    await page.getByTestId('staff-editor-save').click();
    await w.confirm.waitFor();
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });

    await w.openTab(controllerId, 'console');
    await w.pickEndpoint('GET /staff/{uuid}', 'GET /staff/{uuid}');
    await w.consoleParam('uuid').fill(personUuid);
    await w.send.click();
    await expect.poll(() => w.consoleStatus.textContent()).toContain('200');
    await expect.poll(() => w.consoleAnswer.textContent()).toContain(profileUuid);
  });

  it('makes a viewer login with the password typed twice, never shown in the plan', async () => {
    const w = rules();
    await w.openTab(controllerId, 'system');
    await w.pickCollection('authUsers');
    await w.createNew();
    await w.loginName.fill(LOGIN);
    await w.role('viewer').click();
    await w.password.fill(PASSWORD);
    await w.passwordAgain.fill(`${PASSWORD}x`);
    await expect.poll(() => w.notReady.textContent()).toContain('differ');
    await w.passwordAgain.fill(PASSWORD);
    await w.editorSave.click();
    await w.confirm.waitFor();
    expect(await planText('Password')).toContain('set');
    expect(await planText('Role')).toContain('Viewer');
    expect(await w.confirm.textContent()).not.toContain(PASSWORD);
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });
    await w.search.fill(LOGIN);
    await expect.poll(() => w.rows.count(), SEARCHED).toBe(1);

    // The login this page is logged in with may not delete itself, and says why.
    await w.search.fill('admin');
    await w.row('admin').click();
    await w.editor.waitFor();
    await expect.poll(() => w.removeReason.textContent()).toContain('logged in with this login');
    await expect(w.editorRemove.isDisabled()).resolves.toBe(true);
  });

  it('opens a new biometry provider and time-tracking export each with its own words', async () => {
    const w = rules();
    const heading = w.editor.locator('h3');
    await w.pickCollection('biometryProviders');
    await w.createNew();
    await expect.poll(() => heading.textContent()).toBe('New biometry provider');
    await expect(w.editorSave.textContent()).resolves.toContain('Create provider');
    await expect(w.editorRemove.count()).resolves.toBe(0);
    await page.getByTestId('rule-editor-close').click();
    await w.editor.waitFor({ state: 'hidden' });

    await w.openTab(controllerId, 'timeTracking');
    await w.pickCollection('ttExportConfigs');
    await w.createNew();
    await expect.poll(() => heading.textContent()).toBe('New export');
    await expect(w.editorSave.textContent()).resolves.toContain('Create configuration');
    await expect(w.notReady.isVisible()).resolves.toBe(true);
    await page.getByTestId('rule-editor-close').click();
    await w.editor.waitFor({ state: 'hidden' });
  });

  it('lists the devices, sends one an action after its plan, and finds one by address', async () => {
    const w = rules();
    await w.openTab(controllerId, 'devices');
    await w.pickCollection('devices');
    const rows = page.getByTestId('device-row');
    await expect.poll(() => rows.count(), SEARCHED).toBeGreaterThan(0);
    await rows.first().getByTestId('device-action').click();
    await page.getByTestId('device-command-value').locator('.n-base-selection').click();
    await page.locator('.n-base-select-option', { hasText: 'reset_errors' }).first().click();
    await page.getByTestId('device-command-send').click();
    await w.confirm.waitFor();
    expect(await planText('Action')).toContain('reset_errors');
    await w.apply.click();
    await w.confirm.waitFor({ state: 'hidden' });

    await w.pickTyped(page.getByTestId('device-find-controller'), 'TKDEMO01', 'TKDEMO01');
    await page.getByTestId('device-find-address').locator('input').fill('1');
    await page.getByTestId('device-find-go').click();
    await expect
      .poll(() => page.getByTestId('device-find-count').textContent(), SEARCHED)
      .toContain('Found: 1');
    await page.setViewportSize({ width: 1366, height: 768 });
    await screenshot(page, 'rules-devices-en');
    await w.language('ru').click();
    await expect.poll(() => w.documentLanguage()).toBe('ru');
    await screenshot(page, 'rules-devices-ru');
    await w.language('en').click();
  });

  it('finds each change in the site’s journal, the password nowhere', async () => {
    const w = rules();
    await w.nav('journal').click();
    await page.getByTestId('journal-view').waitFor();
    const rows = (action: string) =>
      page.locator(`[data-testid="journal-row"][data-action="${action}"]`);
    await expect.poll(() => rows('record.created').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => rows('record.updated').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => rows('record.called').count()).toBeGreaterThanOrEqual(1);
    const text = (await page.getByTestId('journal-view').textContent()) ?? '';
    expect(text).not.toContain(PASSWORD);
  });
});
