/**
 * The set-up most e2e files share: the app host as `npm run web` wires it and a fresh Chromium for
 * the file, a page per test or one page for the whole file (a journey), and the rule that a file
 * ends with no console error and no request leaving the host (and, for a journey, nothing logged
 * by the host).
 */
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startAppHost, type AppHost } from './app-host';
import { launchChromium, type Browser } from './chromium';
import { watchProblems } from './problems';

export interface E2eSession {
  app: AppHost;
  browser: Browser;
  page: Page;
  /** Console errors and stray requests so far; a test may take out the ones it expects. */
  problems: string[];
}

/** Registers the hooks; `bind` receives the session each time a page opens. */
export function useAppInBrowser(
  pagePer: 'test' | 'file',
  bind: (session: E2eSession) => void,
): void {
  let app: AppHost | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  let problems: string[] = [];

  const open = async (): Promise<void> => {
    if (!app || !browser) throw new Error('the app host and browser did not start');
    page = await browser.context.newPage();
    problems = watchProblems(page, app.host.origin);
    bind({ app, browser, page, problems });
  };

  beforeAll(async () => {
    app = await startAppHost();
    browser = await launchChromium();
    if (pagePer === 'file') await open();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (pagePer === 'file') {
      expect(problems).toEqual([]);
      expect(app?.logged).toEqual([]);
    }
  });
  if (pagePer === 'test') {
    beforeEach(open);
    afterEach(async () => {
      await page?.close();
      expect(problems).toEqual([]);
    });
  }
}
