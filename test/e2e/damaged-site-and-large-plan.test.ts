/**
 * Hard edges on screen (docs/decisions.md, "Hard edges of the command line"), in Chromium
 * through the browser host: a site whose site.json does not read is shown as damaged under the
 * site bar (its folder, the problem, what to do) and marked in the chooser, and opening it says
 * the problem, never `internal`; a plan file past the plan limit is refused from its size as a
 * plan problem in words, before it is read (a file past the bridge's own limit included).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_FILE_MAX_BYTES } from '../../src/shared/plans/plan-size';
import { PlansPage } from './pages/plans.page';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;

useAppInBrowser('test', (session) => ({ app, page } = session));

async function inBothLanguages(work: WorkPage, name: string): Promise<void> {
  for (const lang of ['en', 'ru'] as const) {
    await work.language(lang).click();
    await expect.poll(() => work.documentLanguage()).toBe(lang);
    await screenshot(page, `${name}-${lang}-light-1366`);
  }
  await work.language('en').click();
}

describe('a damaged site', () => {
  it('is shown as damaged with its folder and what to do, and opening it says the problem', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const work = new WorkPage(page, app.host.url);
    await work.open();
    await work.newSiteName.fill('Yard');
    await work.newSite.click();
    await expect.poll(() => work.siteName.textContent()).toBe('Yard');

    const folder = join(app.dataDir, 'sites', 'damaged-yard');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'site.json'), '{"version": 1,');
    await page.reload();
    const damaged = page.getByTestId('site-damaged');
    await damaged.waitFor();
    const said = (await damaged.textContent()) ?? '';
    expect(said).toContain('The site “damaged-yard” is damaged');
    expect(said).toContain(`Folder: ${folder}`);
    expect(said).toContain('Put back that file from a copy of the site folder');
    await page.getByTestId('site-switch').click();
    const option = page.locator('.n-base-select-option', { hasText: 'damaged-yard' });
    expect(await option.textContent()).toContain('damaged-yard (damaged)');
    await inBothLanguages(work, 'site-damaged-list');

    // Switching the language closed the chooser.
    await page.getByTestId('site-switch').click();
    await option.click();
    const alert = work.errorAlert;
    await alert.waitFor();
    expect(await alert.getAttribute('data-code')).toBe('site_damaged');
    expect(await alert.textContent()).toContain('does not read');
    await inBothLanguages(work, 'site-damaged-opened');
  });
});

describe('a plan file past the limit', () => {
  it('is refused from its size as a plan problem, nothing of it read', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const plans = new PlansPage(page, app.host.url);
    await plans.open();
    await plans.newSiteName.fill('Yard');
    await plans.newSite.click();
    await expect.poll(() => plans.siteName.textContent()).toBe('Yard');
    await plans.navPlan.click();
    await plans.drop.waitFor();
    // Past the bridge's own 5 MiB too: read and sent, it could not even reach the shell.
    const bytes = 6 * 1024 * 1024;
    expect(bytes).toBeGreaterThan(PLAN_FILE_MAX_BYTES);
    await plans.choose('huge-plan.yaml', `# ${'x'.repeat(bytes)}\n`);
    await plans.problems.first().waitFor();
    const rows = await plans.problemRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(
      'the file is 6145 KiB, larger than a plan may be (2048 KiB): check that it is the plan file; nothing of it was read',
    );
    expect(await plans.fileName.textContent()).toContain('huge-plan.yaml');
    expect(await plans.errorAlert.count()).toBe(0);
    await inBothLanguages(plans, 'plan-too-large');
  });
});
