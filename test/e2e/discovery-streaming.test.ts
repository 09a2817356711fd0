/**
 * Discovery as a user expects it: a controller appears in the table the moment it is found, stays
 * when the search is cancelled (a partial list, said so), a range typed in the field is searched
 * without pressing Add, a wrong one is refused at the field in the page's language; a screen
 * opened from far down a page starts at its top, and the login dialog has its labels and the last
 * login used.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type StartedSimulator } from '../integration/helpers/start-simulator';
import { LoginDialog, TrustDialog } from './pages/dialogs.page';
import { DiscoveryPage } from './pages/discovery.page';
import { type AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
useAppInBrowser('file', (session) => ({ app, page } = session));

/** One controller near the start of a /16 that takes minutes to sweep, one in a small range. */
let early: StartedSimulator;
let small: StartedSimulator;

beforeAll(async () => {
  early = await startSimulator({
    host: '127.70.0.10',
    port: 8443,
    serial: 'STREAM-0001',
    mdns: false,
  });
  small = await startSimulator({
    host: '127.71.0.15',
    port: 8443,
    serial: 'STREAM-0002',
    mdns: false,
  });
});
afterAll(async () => {
  await early?.stop();
  await small?.stop();
});

/** How far the window is scrolled (the e2e types have no DOM, so the page is asked in text). */
const scrollY = () => page.evaluate<number>('window.scrollY');

describe('discovery on the screen', () => {
  it('refuses a wrong range at its field, in the chosen language', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.open('/discovery');
    await discovery.rangeInput.fill('10.0.0.9-1');
    await discovery.start.click();
    await expect(discovery.rangeProblem.getAttribute('data-problem')).resolves.toBe('reversed');
    await expect(discovery.rangeProblem.textContent()).resolves.toContain('ends before it starts');
    await discovery.language('ru').click();
    await expect(discovery.rangeProblem.textContent()).resolves.toContain(
      'кончается раньше, чем начинается',
    );
    // Nothing internal reaches the screen, and nothing was started.
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/malformed|ranges\.0/);
    await expect(discovery.progress.count()).resolves.toBe(0);
    await screenshot(page, 'discovery-range-refused-ru');
    await discovery.language('en').click();
    await discovery.rangeInput.fill('');
  });

  it('searches a range typed in the field without Add, and lists what it finds', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.rangeInput.fill('127.71.0.10-20');
    await discovery.start.click();
    await expect(discovery.settled()).resolves.toBe('done');
    await expect(discovery.rangeTags.textContent()).resolves.toBe('127.71.0.10-127.71.0.20');
    await discovery.row('STREAM-0002').waitFor();
    await expect(discovery.outcome.textContent()).resolves.toBe(
      'Search finished: 1 controller found.',
    );
    // The fingerprint is short in the table, whole on hover and for screen readers.
    const short = discovery.row('STREAM-0002').getByTestId('fingerprint-short');
    await expect(short.getAttribute('aria-label')).resolves.toBe(small.fingerprint);
    const shown = (await short.textContent()) ?? '';
    expect(shown).toBe(`${small.fingerprint.slice(0, 11)}…${small.fingerprint.slice(-11)}`);
    await discovery.rangeTags.locator('.n-tag__close').click();
  });

  it('shows each controller as it is found and keeps them when the search is cancelled', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await discovery.rangeInput.fill('127.70.0.0/16');
    await discovery.start.click();
    // A /16 needs the explicit yes; the field says so instead of starting.
    await expect(discovery.rangeProblem.getAttribute('data-problem')).resolves.toBe('large');
    await discovery.allowLarge.click();
    await discovery.start.click();

    await discovery.row('STREAM-0001').waitFor({ timeout: 20_000 });
    await expect(discovery.progress.getAttribute('data-status')).resolves.toBe('running');
    await screenshot(page, 'discovery-streaming-en');

    await discovery.cancel.click();
    await expect(discovery.settled()).resolves.toBe('cancelled');
    await discovery.row('STREAM-0001').waitFor();
    await page.getByTestId('discovery-partial').waitFor();
    await expect(discovery.outcome.textContent()).resolves.toBe(
      'Search cancelled: 1 controller found before it stopped, others may be missing.',
    );
    await screenshot(page, 'discovery-cancelled-partial-en');
  });

  it('opens a screen at its top, and fills the login used last', async () => {
    const discovery = new DiscoveryPage(page, app.host.url);
    await page.setViewportSize({ width: 1100, height: 420 });
    await discovery.next('STREAM-0001').click();
    const trust = new TrustDialog(page);
    await expect(trust.fingerprint()).resolves.toBe(early.fingerprint);
    await trust.accept.click();
    const login = new LoginDialog(page);
    await login.root.waitFor();
    await expect(login.root.getByText('Login', { exact: true }).count()).resolves.toBe(1);
    await expect(login.login.getAttribute('placeholder')).resolves.toBe('admin');
    await login.logIn('admin', 'admin');
    await page.getByTestId('controller-view').waitFor();
    await expect(scrollY()).resolves.toBe(0);

    // Back on the long discovery page, scrolled to its end, then a controller is opened again.
    await page.goBack();
    await discovery.row('STREAM-0001').waitFor();
    await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await expect.poll(() => scrollY()).toBeGreaterThan(0);
    await discovery.next('STREAM-0001').click();
    await page.getByTestId('controller-view').waitFor();
    await expect.poll(() => scrollY()).toBe(0);

    // The second controller's login starts with the login used last, in either language.
    await discovery.open('/discovery');
    // The /16 of the search before is still listed: only the second controller's address now.
    await discovery.rangeTags.locator('.n-tag__close').click();
    await expect(discovery.rangeTags.count()).resolves.toBe(0);
    await discovery.rangeInput.fill('127.71.0.15');
    await discovery.start.click();
    await expect(discovery.settled()).resolves.toBe('done');
    await discovery.language('ru').click();
    await discovery.next('STREAM-0002').click();
    await new TrustDialog(page).accept.click();
    await login.root.waitFor();
    await expect(login.login.inputValue()).resolves.toBe('admin');
    await expect(login.root.getByText('Логин', { exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'login-last-used-ru');
    await login.cancel.click();
    await discovery.language('en').click();
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
