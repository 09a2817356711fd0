/**
 * Words, not values (docs/decisions.md, "Words, not values"), on the demo site in Chromium
 * through the browser host, in Russian: an access point made and changed through its wizard,
 * whose plans say its parameters by their titles, switches on and off, and the change only the
 * field that changes; the site plan changing one parameter of that point, the rest of it folded
 * ("ещё 1 без изменений") until unfolded; then the journal, the report and the other screens,
 * whose text holds no `true`/`false`, no ISO instant, no decision number, no journal action
 * code and none of naive-ui's English words, in both languages. Screenshots in light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { AccessPointsPage } from './pages/access-points.page';
import { PlansPage } from './pages/plans.page';
import { ReportPage } from './pages/report.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const points = () => new AccessPointsPage(page, app.host.url);
const NAME = 'Yard turnstile';

/** What no screen may show: raw values, decision numbers, codes, naive-ui's English. */
const RAW: Record<string, RegExp> = {
  boolean: /\b(?:true|false)\b/,
  iso: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
  decision: /\(D\d/,
  naive: /Please Select|Select Date|Please Input/,
};
/** A journal action's code (`password.changed`, `job.started`). */
const ACTION_CODE = /\b(?:[a-z]+[A-Z]?[a-z]*)\.(?:[a-z]+[A-Z][a-zA-Z]*|[a-z]{3,})\b/;

async function mainText(): Promise<string> {
  // The whole page: dialogs and menus are drawn outside the main frame.
  return page.locator('body').innerText();
}

async function expectNoRaw(where: string, extra: Record<string, RegExp> = {}): Promise<void> {
  const text = await mainText();
  for (const [what, pattern] of Object.entries({ ...RAW, ...extra })) {
    const found = pattern.exec(text);
    const around = found ? text.slice(Math.max(0, found.index - 60), found.index + 60) : undefined;
    expect.soft(around, `${where}: ${what}`).toBeUndefined();
  }
}

/** Waits until the page's text stops changing: what the screen reads has arrived. */
async function settled(): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await mainText();
        const same = now === last;
        last = now;
        return same;
      },
      { interval: 400, timeout: 20_000 },
    )
    .toBe(true);
}

async function inLanguage(lang: 'en' | 'ru'): Promise<void> {
  const work = points();
  await work.language(lang).click();
  await expect.poll(() => work.documentLanguage()).toBe(lang);
}

async function pictured(name: string): Promise<void> {
  const work = points();
  for (const theme of ['light', 'dark'] as const) {
    await work.theme(theme).click();
    await expect.poll(() => work.appliedTheme()).toBe(theme);
    await screenshot(page, `words-${name}-ru-${theme}`);
  }
  await work.theme('light').click();
}

describe('words, not values', () => {
  it('starts from the demo site, trusted and logged in, in Russian', async () => {
    fleet = await commissionedDemoSite(points(), app, 'Plant 4, building C');
    expect(fleet.length).toBeGreaterThan(0);
    await inLanguage('ru');
  });

  it('makes an access point whose plan says its parameters by title, switches on and off', async () => {
    const work = points();
    const controller = fleet.find((c) => c.serial === 'TKDEMO01')!;
    await work.openTab(controller.fingerprint256);
    await work.add.click();
    await work.wizard.waitFor();
    // A select with nothing chosen says so in naive-ui's Russian, not "Please Select".
    await expect(
      work.fieldItem('kind').locator('.n-base-selection-placeholder').innerText(),
    ).resolves.toBe('Выбрать');
    await expectNoRaw('the first form of a wizard');
    await work.choose('kind', 'Турникет с картоприёмником');
    await work.field('name').fill(NAME);
    await work.next.click();
    await work.fieldItem('param_pass_time').waitFor();
    await work.field('param_pass_time').fill('8');
    await work.toggle('param_card_retention').click();
    await expectNoRaw('the parameters form');
    await work.next.click();
    await work.confirm.waitFor();
    const plan = await page.getByTestId('flow-plan').innerText();
    expect(plan).toContain('Время на проход');
    expect(plan).toContain('8 с');
    expect(plan).toContain('Изъятие карт посетителей');
    expect(plan).toMatch(/вкл\./);
    expect(plan).not.toContain('pass_time');
    await expectNoRaw('the plan of a new access point');
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await work.closeWizard.click();
    await work.point(NAME).waitFor();
  });

  it('changes one parameter: the plan has that field alone, now and after', async () => {
    const work = points();
    await work.action(NAME, 'change').click();
    await work.wizard.waitFor();
    await work.fieldItem('param_pass_time').waitFor();
    await work.field('param_pass_time').fill('9');
    await work.next.click();
    await work.confirm.waitFor();
    const rows = page.getByTestId('flow-plan-row');
    await expect.poll(() => rows.count()).toBe(1);
    const row = (await rows.first().innerText()).replace(/\s+/g, ' ');
    expect(row).toMatch(/Время на проход 8 с 9 с/);
    await expectNoRaw('the plan of a change');
    await pictured('wizard-plan');
    await work.confirm.click();
    await work.done.waitFor({ timeout: 30_000 });
    await expectNoRaw('the result of a change');
    await work.closeWizard.click();
  });

  it('the site plan shows the one parameter that changes, the rest folded until asked', async () => {
    const work = new PlansPage(page, app.host.url);
    await work.navPlan.click();
    await work.drop.waitFor();
    const plan = [
      'planVersion: 1',
      'site: Plant 4, building C',
      'controllers:',
      '  TKDEMO01:',
      '    accessPoints:',
      `      - { name: ${NAME}, kind: turnstile_with_card_box, type: turnstile_with_card_box, parameters: { pass_time: 10, card_retention: false } }`,
      '',
    ].join('\n');
    await work.choose('yard.yaml', plan);
    await work.diff.waitFor();
    const row = page.getByTestId('plan-diff-row').filter({ hasText: NAME });
    await expect.poll(() => row.count()).toBe(1);
    const changed = await row.getByTestId('changed-field').allInnerTexts();
    expect(changed).toEqual(['Время на проход: 9 с', 'Время на проход: 10 с']);
    const fold = row.getByTestId('unchanged-toggle');
    await expect(fold.innerText()).resolves.toMatch(/ещё 2 без изменений/);
    expect(await row.innerText()).not.toContain('Изъятие карт');
    await expectNoRaw('the site plan');
    await fold.click();
    await expect(row.getByTestId('unchanged-fields').innerText()).resolves.toContain(
      'Изъятие карт посетителей: выкл.',
    );
    await pictured('site-plan');
    await inLanguage('en');
    await expect(row.getByTestId('changed-field').first().innerText()).resolves.toBe(
      'Time to pass: 9 s',
    );
    await expectNoRaw('the site plan in English');
    await inLanguage('ru');
  });

  it('the journal says what was done in words, never an action’s code', async () => {
    const work = points();
    await work.nav('journal').click();
    await page.getByTestId('journal-row').first().waitFor();
    await expect.poll(() => page.getByTestId('journal-row').count()).toBeGreaterThan(5);
    for (const lang of ['ru', 'en'] as const) {
      await inLanguage(lang);
      const what = await page.getByTestId('journal-what').allInnerTexts();
      expect(what.filter((text) => ACTION_CODE.test(text))).toEqual([]);
      await expectNoRaw(`the journal in ${lang}`, {
        code: /\b(?:password\.changed|job\.started)\b/,
      });
    }
    await inLanguage('ru');
    await pictured('journal');
  });

  it('the report screen says values in words', async () => {
    const work = new ReportPage(page, app.host.url);
    await work.navReport.click();
    await work.preview.waitFor();
    await work.reportLanguage('ru').click();
    await expect.poll(() => work.controllers.count()).toBeGreaterThan(0);
    await expectNoRaw('the report');
    await pictured('report');
  });

  it('no screen shows naive-ui’s English, raw values or decision numbers, in either language', async () => {
    const work = points();
    const controller = fleet.find((c) => c.serial === 'TKDEMO01')!;
    const routes = [
      '/site',
      '/discovery',
      '/jobs',
      '/time',
      '/vpn',
      '/transfer',
      `/controllers/${controller.fingerprint256}`,
      `/controllers/${controller.fingerprint256}?tab=access-points`,
      `/controllers/${controller.fingerprint256}?tab=people`,
      `/controllers/${controller.fingerprint256}?tab=rules`,
      `/controllers/${controller.fingerprint256}?tab=events`,
      `/controllers/${controller.fingerprint256}?tab=console`,
    ];
    for (const lang of ['ru', 'en'] as const) {
      await inLanguage(lang);
      for (const route of routes) {
        await page.goto(`${app.host.url}#${route}`);
        await work.heading.waitFor();
        await settled();
        await expectNoRaw(`${route} in ${lang}`, lang === 'ru' ? { english: /Please|Select/ } : {});
      }
    }
  });
});
