/**
 * The event logs on the demo site, in Chromium through the browser host: TKDEMO01's access
 * events newest first; a pass sent to the controller from outside (spec 4.10
 * `send_pass_event`, as a reader would) appears on top within seconds without a reload, with the
 * person's name; the log filtered by that person; the CSV of the rows shown read back; the door's
 * Last events link from the access points tab opens the log filtered by it. The page asks for the
 * tail at most once a second (main's one read a second per log for every page is the core
 * test's). Screenshots in English and Russian, dark, at 1366 x 768.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import { httpsCall } from '../integration/helpers/https-request';
import { AccessPointsPage } from './pages/access-points.page';
import { LogsPage } from './pages/logs.page';
import { WorkPage } from './pages/work.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { commissionedDemoSite } from './support/demo-site';
import { screenshot } from './support/screenshots';

let app: AppHost;
let page: Page;
let controller: DemoController;

useAppInBrowser('file', (session) => ({ app, page } = session));

const logs = () => new LogsPage(page, app.host.url);

interface Pass {
  person: { uuid: string; name: string };
  point: { uuid: string; name: string };
  eventUuid: string;
}

/** A pass through the controller's first access point, sent over its API as a reader would. */
async function sendPass(): Promise<Pass> {
  const base = `https://${controller.address.host}:${controller.address.port}/api/v1`;
  const login = await httpsCall(`${base}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'admin' },
  });
  const token = (login.body as { token: string }).token;
  const points = (await httpsCall(`${base}/access_points`, { token })).body as {
    data: Array<{ uuid: string; name: string }>;
  };
  const staff = (await httpsCall(`${base}/staff?page=2&page_size=10`, { token })).body as Array<{
    uuid: string;
    surname: string;
    name: string;
  }>;
  const person = staff[3] as (typeof staff)[number];
  const point = points.data[0] as { uuid: string; name: string };
  const sent = await httpsCall(`${base}/device_management/send_pass_event`, {
    method: 'POST',
    token,
    json: { access_point_uuid: point.uuid, direction: 'in', user_uuid: person.uuid },
  });
  expect(sent.status).toBe(200);
  const eventUuid = (sent.body as { data?: { uuid?: string } }).data?.uuid ?? '';
  return {
    person: { uuid: person.uuid, name: `${person.surname} ${person.name}` },
    point,
    eventUuid,
  };
}

/** A limit for waits that only guards against a hang (a loaded machine takes seconds). */
const GUARD = { timeout: 20_000 };

/** A device error no seed line carries, so that searching for its code finds this one line. */
const SEARCHED_FAULT = 'E301';

/**
 * Reports a device error on the controller's first device over its API (spec 2.2 send_event); the
 * controller writes it to its error log. Answers the text the line carries.
 */
async function sendDeviceError(code: string): Promise<string> {
  const base = `https://${controller.address.host}:${controller.address.port}/api/v1`;
  const login = await httpsCall(`${base}/login`, {
    method: 'POST',
    json: { login: 'admin', password: 'admin' },
  });
  const token = (login.body as { token: string }).token;
  const devices = (await httpsCall(`${base}/devices`, { token })).body as {
    data: Array<{ uuid: string; name: string }>;
  };
  const device = devices.data[0] as { uuid: string; name: string };
  const sent = await httpsCall(`${base}/device_management/send_event`, {
    method: 'POST',
    token,
    json: { device_uuid: device.uuid, event_type: code },
  });
  expect(sent.status).toBe(200);
  return `${device.name}: ${code}`;
}

/** Pictures the screen dark at 1366 x 768 in English and Russian, and comes back to English. */
async function bothLanguages(name: string): Promise<void> {
  const work = logs();
  await work.theme('dark').click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await screenshot(page, `${name}-en`);
  await work.language('ru').click();
  await expect.poll(() => work.documentLanguage()).toBe('ru');
  await screenshot(page, `${name}-ru`);
  await work.language('en').click();
  await expect.poll(() => work.documentLanguage()).toBe('en');
}

let pass: Pass;

describe('the access events of a controller', () => {
  it('starts from the demo site, trusted and logged in', async () => {
    const fleet = await commissionedDemoSite(
      new WorkPage(page, app.host.url),
      app,
      'Logs, building D',
    );
    controller = fleet.find((c) => c.serial === 'TKDEMO01') as DemoController;
    expect(controller).toBeDefined();
  });

  it('shows the newest events first, with names, live by default', async () => {
    const work = logs();
    await work.openLog(controller.fingerprint256, 'accessEvents');
    await expect.poll(async () => (await work.visibleRows()).length).toBeGreaterThan(5);
    await expect(work.live.getAttribute('aria-checked')).resolves.toBe('true');
    // Names arrive from the staff list: some person cell reads as a name, not a uuid.
    await expect
      .poll(async () =>
        (await work.visibleRows()).some((r) => r.person && r.person !== r.personUuid),
      )
      .toBe(true);
    await bothLanguages('logs-access-events');
  });

  it('shows a pass on top within seconds, without a reload, with the person’s name', async () => {
    const work = logs();
    // When the page sends each tail request, on the page's own clock as it sends it (frames seen
    // from here arrive with the delays of a loaded machine, which can bring two closer).
    await page.evaluate(`{
      window.__tails = [];
      const send = WebSocket.prototype.send;
      WebSocket.prototype.send = function (data) {
        if (String(data).includes('resource:tail')) window.__tails.push(performance.now());
        return send.call(this, data);
      };
    }`);
    await page.evaluate('window.__noReload = true');
    pass = await sendPass();
    // The limit only guards against a tail that never brings it (the tail reads once a second).
    await expect
      .poll(async () => (await work.visibleRows())[0], { timeout: 30_000 })
      .toMatchObject({ key: pass.eventUuid, fresh: true, person: pass.person.name });
    expect((await work.visibleRows())[0]?.point).toBe(pass.point.name);
    await expect(page.evaluate('window.__noReload')).resolves.toBe(true);
    await screenshot(page, 'logs-access-events-new-en');
    // The page asks at most once a second (main shares one read a second among pages); its
    // timers fire late on a busy machine, never early (a millisecond for the clock's rounding).
    const tails = await page.evaluate<number[]>('window.__tails');
    expect(tails.length).toBeGreaterThan(0);
    const gaps = tails.slice(1).map((at, i) => at - (tails[i] as number));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(999);
  });

  it('filters by that person, in the address too', async () => {
    const work = logs();
    await work.filterPerson(pass.person.name);
    await expect.poll(() => work.query().get('person')).toBe(pass.person.uuid);
    await expect
      .poll(async () => (await work.visibleRows()).map((r) => r.personUuid))
      .toSatisfy(
        (uuids: (string | null)[]) =>
          uuids.length > 0 && uuids.every((u) => u === pass.person.uuid),
      );
    await expect(work.status.textContent()).resolves.toMatch(
      /match, filtering [\d,]+ of [\d,]+ loaded/,
    );
    await bothLanguages('logs-access-events-person');
  });

  it('exports the rows shown as CSV with names and ISO times', async () => {
    const work = logs();
    const shown = await work.shownCount();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      work.exportButton.click(),
    ]);
    const text = await readFile(await download.path(), 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Time (ISO 8601),Type,Type title,Outcome,Person,Person uuid,Access point,Access point uuid,Direction',
    );
    expect(lines).toHaveLength(shown + 1);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/);
      expect(line).toContain(`,${pass.person.name},${pass.person.uuid},`);
    }
    expect(lines[1]).toContain(`,${pass.point.name},${pass.point.uuid},in`);
  });

  it('opens the door’s last events from the access points tab', async () => {
    const work = new AccessPointsPage(page, app.host.url);
    await work.openTab(controller.fingerprint256);
    await work.point(pass.point.name).getByTestId('ap-last-events').click();
    const log = logs();
    await log.logReady();
    expect(log.query().get('point')).toBe(pass.point.uuid);
    expect(log.query().get('collection')).toBe('accessEvents');
    await expect
      .poll(async () => (await log.visibleRows()).map((r) => r.point))
      .toSatisfy(
        (names: (string | null)[]) => names.length > 0 && names.every((n) => n === pass.point.name),
      );
    expect((await log.visibleRows()).some((r) => r.key === pass.eventUuid)).toBe(true);
    await bothLanguages('logs-access-events-door');
  });
});

describe('alerts, audit events and the error log', () => {
  it('lists alerts by access point and clears one point’s after asking', async () => {
    const work = logs();
    await work.openLog(controller.fingerprint256, 'alerts');
    await expect.poll(() => work.alertPoints.count(), GUARD).toBeGreaterThan(0);
    const point = work.alertPoints.first();
    const uuid = await point.getAttribute('data-uuid');
    const before = await work.shownCount();
    await bothLanguages('logs-alerts');
    await point.getByTestId('alerts-clear').click();
    await work.confirm.waitFor();
    await screenshot(page, 'logs-alerts-clear-en');
    await work.apply.click();
    await expect
      .poll(() => page.locator(`[data-testid="alerts-point"][data-uuid="${uuid}"]`).count(), GUARD)
      .toBe(0);
    await expect.poll(() => work.shownCount(), GUARD).toBeLessThan(before);
  });

  it('shows the audit events with their login and message', async () => {
    const work = logs();
    await work.pickCollection('auditEvents');
    await work.logReady();
    await expect.poll(() => work.logRows.count()).toBeGreaterThan(0);
    await expect(work.live.getAttribute('aria-checked')).resolves.toBe('false');
    await bothLanguages('logs-audit-events');
  });

  it('reads and searches the error log on firmware 1.7', async () => {
    // A device error the controller writes to its error log (spec 4.14), found by its code.
    const errorLine = await sendDeviceError(SEARCHED_FAULT);
    const work = logs();
    await work.openTab(controller.fingerprint256, 'system');
    await work.pickCollection('errorLog');
    await work.errorLog.waitFor();
    await expect.poll(() => page.getByTestId('error-log-count').textContent()).toMatch(/line/);
    await expect
      .poll(async () =>
        (await work.errorLines.allTextContents()).some((l) => l.includes(errorLine)),
      )
      .toBe(true);
    const all = await work.errorLines.allTextContents();
    expect(all.filter((line) => line.includes(errorLine))).toHaveLength(1);
    await work.errorSearch.fill(SEARCHED_FAULT);
    await expect
      .poll(() => work.errorLines.allTextContents())
      .toEqual([all.find((line) => line.includes(errorLine))]);
    await bothLanguages('logs-error-log');
  });
});
