/**
 * The people editors on the demo site, in Chromium through the browser host: on TKDEMO01 (1.7,
 * modern staff fields) a person found by part of the surname typed in Russian, their position
 * changed and seen in the journal, banned and unbanned (each asked first, in red), a card added
 * and seen in Identifiers; a visitor planned for tomorrow 09:00 in one click; on TKDEMO02 (1.5,
 * legacy fields, D12) a person edited in that set. Screenshots of the staff editor in English and
 * Russian, dark, at 1366 x 768.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { PeoplePage } from './pages/people.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const people = () => new PeoplePage(page, app.host.url);
const controller = (serial: string) => {
  const found = fleet.find((c) => c.serial === serial);
  if (!found) throw new Error(`${serial} is not in the demo fleet`);
  return found.fingerprint256;
};

/** The key of the first row the search shows. */
async function firstRowKey(work: PeoplePage): Promise<string> {
  await expect.poll(() => work.rows.count()).toBeGreaterThan(0);
  const key = await work.rows.first().getAttribute('data-key');
  if (!key) throw new Error('the row has no key');
  return key;
}

/** Confirms the change the dialog shows and waits for it to close. */
async function apply(work: PeoplePage): Promise<void> {
  await work.apply.click();
  await work.confirm.waitFor({ state: 'hidden' });
}

let personKey = '';
const CARD = '4242424242';

describe('the staff editor on a 1.7 controller (modern fields)', () => {
  it('starts from the commissioned demo site', async () => {
    fleet = await commissionedDemoSite(people(), app, 'Plant 4, building C');
    expect(fleet.length).toBe(5);
  });

  it('finds a person by part of the surname typed in Russian', async () => {
    const work = people();
    await work.openTab(controller('TKDEMO01'), 'people');
    await work.pickCollection('staff');
    await work.search.fill('Кузн');
    personKey = await firstRowKey(work);
    await expect(work.rows.first().textContent()).resolves.toContain('Кузн');
    await work.openRecord(personKey);
    await work.editor('staff').waitFor();
    await expect.poll(() => work.fieldSet()).toBe('modern');
    // The set is known from the row; the fields are drawn once the person is read.
    await expect.poll(() => work.editorField('staff', 'dolzhnost').count()).toBe(1);
    await expect(work.editorInput('staff', 'surname').inputValue()).resolves.toContain('Кузн');
    await expect(work.lastAccess.textContent()).resolves.toContain('Last access');
    await expect(work.lastEvents.getAttribute('href')).resolves.toContain(`person=${personKey}`);
  });

  it('pictures the staff editor in English and Russian, dark, at 1366 x 768', async () => {
    const work = people();
    // At 1366 px the record's panel covers the header's switches: set them with the panel shut.
    const reopen = async (language: 'en' | 'ru', theme: 'dark' | 'light') => {
      await work.closeDetail.click();
      await work.detail.waitFor({ state: 'hidden' });
      await work.theme(theme).click();
      await work.language(language).click();
      await expect.poll(() => work.documentLanguage()).toBe(language);
      await work.openRecord(personKey);
      await work.editor('staff').waitFor();
      await expect.poll(() => work.editorField('staff', 'surname').count()).toBe(1);
    };
    await page.setViewportSize({ width: 1366, height: 768 });
    await reopen('en', 'dark');
    await screenshot(page, 'people-staff-editor-dark-en');
    await reopen('ru', 'dark');
    await expect(work.editorField('staff', 'dolzhnost').textContent()).resolves.toContain(
      'Должность',
    );
    await screenshot(page, 'people-staff-editor-dark-ru');
    await reopen('en', 'light');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('refuses a car number outside spec 2.1 at the field, before anything is sent', async () => {
    const work = people();
    const plate = await work.editorInput('staff', 'car_number').inputValue();
    await work.editorInput('staff', 'car_number').fill('Д1');
    await expect(work.editorField('staff', 'car_number').textContent()).resolves.toContain(
      '3 to 9 Latin letters',
    );
    await work.saveEditor('staff').click();
    await expect(work.notice('staff').getAttribute('data-type')).resolves.toBe('error');
    await expect(work.confirm.count()).resolves.toBe(0);
    await work.editorInput('staff', 'car_number').fill(plate);
  });

  it('changes the position, shows now -> after first, and journals it', async () => {
    const work = people();
    const position = `Ведущий инженер ${Date.now() % 1000}`;
    await work.editorInput('staff', 'dolzhnost').fill(position);
    await work.saveEditor('staff').click();
    await work.confirm.waitFor();
    await expect(work.planRow('dolzhnost').textContent()).resolves.toContain(position);
    await expect(work.plan.locator('tr[data-field]').count()).resolves.toBe(1);
    await apply(work);
    await expect.poll(() => work.notice('staff').getAttribute('data-type')).toBe('success');
    await expect(work.editorInput('staff', 'dolzhnost').inputValue()).resolves.toBe(position);
  });

  it('bans and unbans, each asked first in red', async () => {
    const work = people();
    await expect(work.banState.getAttribute('data-banned')).resolves.toBe('no');
    await work.ban.click();
    await work.confirm.waitFor();
    expect(await work.applyIsDanger()).toBe(true);
    await expect(work.planRow('banned').textContent()).resolves.toContain('yes');
    await apply(work);
    await expect.poll(() => work.banState.getAttribute('data-banned')).toBe('yes');
    await work.unban.click();
    await work.confirm.waitFor();
    expect(await work.applyIsDanger()).toBe(true);
    await apply(work);
    await expect.poll(() => work.banState.getAttribute('data-banned')).toBe('no');
  });

  it('adds a card, which also becomes an identifier, said in the plan', async () => {
    const work = people();
    await work.addCard(CARD);
    await work.saveEditor('staff').click();
    await work.confirm.waitFor();
    await expect(work.planRow('cards').textContent()).resolves.toContain(CARD);
    await expect(work.planRow('identifiers').textContent()).resolves.toContain(
      'added next as an identifier',
    );
    // The identifier is the next change, asked at once in the same dialog.
    await work.apply.click();
    await expect.poll(() => work.confirm.textContent()).toContain(`Card ${CARD} as an identifier`);
    await apply(work);
    await expect.poll(() => work.notice('staff').getAttribute('data-type')).toBe('success');
  });

  it('shows the card in Identifiers, held by the person', async () => {
    const work = people();
    await work.closeDetail.click();
    await work.pickCollection('identifiers');
    await work.search.fill(CARD);
    await work.row(CARD).waitFor();
    await work.openRecord(CARD);
    await work.editor('identifier').waitFor();
    await expect.poll(() => page.getByTestId('identifier-holder-person').count()).toBe(1);
  });

  it('has journalled the changes: the person changed, banned and unbanned, the identifier added', async () => {
    const work = people();
    await work.nav('journal').click();
    await expect.poll(() => work.journalRows('record.updated').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => work.journalRows('record.action').count()).toBeGreaterThanOrEqual(2);
    await expect.poll(() => work.journalRows('record.created').count()).toBeGreaterThanOrEqual(1);
  });
});

describe('the visitor editor', () => {
  it('plans a visitor for tomorrow 09:00 in one click', async () => {
    const work = people();
    await work.openTab(controller('TKDEMO01'), 'people');
    await work.pickCollection('visitors');
    await work.create.click();
    await work.editor('visitor').waitFor();
    await work.editorInput('visitor', 'last_name').fill('Орлова');
    await work.editorInput('visitor', 'first_name').fill('Мария');
    await work.tomorrow.click();
    await work.saveEditor('visitor').click();
    await work.confirm.waitFor();
    await apply(work);
    const now = new Date();
    const nine = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0);
    // The time is said in this computer's zone and language, not as an ISO string
    // (docs/decisions.md, "Words, not values").
    const said = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(
      nine,
    );
    await work.search.fill('Орлова');
    await expect
      .poll(async () => (await work.rows.allTextContents()).some((t) => t.includes(said)))
      .toBe(true);
  });
});

describe('the staff editor on a 1.5 controller (legacy fields, D12)', () => {
  it('edits a person in the legacy set: last and first name, no position', async () => {
    const work = people();
    await work.openTab(controller('TKDEMO02'), 'people');
    await work.pickCollection('staff');
    const key = await firstRowKey(work);
    await work.openRecord(key);
    await work.editor('staff').waitFor();
    await expect.poll(() => work.fieldSet()).toBe('legacy');
    // Drawn once the person is read; then the modern position is not among them.
    await expect.poll(() => work.editorField('staff', 'last_name').count()).toBe(1);
    await expect(work.editorField('staff', 'dolzhnost').count()).resolves.toBe(0);
    const first = await work.editorInput('staff', 'first_name').inputValue();
    await work.editorInput('staff', 'first_name').fill(`${first} Jr`);
    await work.saveEditor('staff').click();
    await work.confirm.waitFor();
    await expect(work.planRow('first_name').textContent()).resolves.toContain(`${first} Jr`);
    await apply(work);
    await expect.poll(() => work.notice('staff').getAttribute('data-type')).toBe('success');
    await screenshot(page, 'people-staff-editor-legacy-en');
  });
});
