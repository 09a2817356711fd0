/**
 * The whole demo journey in one page, in the order a user takes it, and held against what the
 * simulators themselves hold (read over their own API with fresh HTTPS logins, never through
 * Turnkey): the five demo controllers found, trusted, logged into and put on a site; the factory
 * password shown where it still works and "cannot be changed here" on firmware 1.5; the password
 * changed on all of them in one wizard; one controller re-addressed, the time zone and NTP set,
 * an access point made and a VPN cluster of three built; an impostor restarted at one controller's
 * address with a certificate of its own, turned red by the watch without anyone touching it, its
 * session ended and every wizard refusing it; and the handover report in English and Russian
 * whose open items, factory passwords, addresses, zones and cluster are what is on the devices
 * (docs/decisions.md, "The state of a site controller" and "Handover report").
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { DemoController } from '../../src/core/app/demo-site.service';
import {
  handoverReport,
  type HandoverReport,
} from '../../src/shared/report/handover-report.schema';
import { word } from '../../src/shared/report/report-words';
import { Simulator } from '../../src/simulator';
import { pdfPages } from '../integration/report/pdf-text';
import { AccessPointsPage } from './pages/access-points.page';
import { DemoFleetControl } from './pages/network.page';
import { ReportPage } from './pages/report.page';
import { SiteStatePage } from './pages/site-state.page';
import { VpnScreenPage } from './pages/vpn-screen.page';
import type { AppHost } from './support/app-host';
import { useAppInBrowser } from './support/app-in-browser';
import { logInAll, siteWithDemoFleet, trustAllInBatch } from './support/demo-site';
import { SCREENSHOT_DIR, screenshot } from './support/screenshots';
import { FACTORY, loginWith, readDevice, type DeviceTruth } from './support/simulator-truth';

let app: AppHost;
let page: Page;
let fleet: DemoController[];

useAppInBrowser('file', (session) => ({ app, page } = session));

const NEW_PASSWORD = 'Plant-4C-handover!';
const PASSWORDS = [NEW_PASSWORD, FACTORY.password];
const MOVED = { serial: 'TKDEMO05', host: '127.0.0.65' };
const ZONE = 'Asia/Yekaterinburg';
const NTP_SERVER = 'ntp.plant4.lan';
const POINT = 'Yard turnstile';
const CLUSTER = { master: 'TKDEMO01', members: ['TKDEMO04', 'TKDEMO05'] };
/** The controller an impostor replaces at its address. */
const REPLACED = 'TKDEMO03';
/** The site watch looks every 15 s (core/state/site-watch.ts); the page is given 4 s more. */
const WATCH_MS = 15_000;

const site = () => new SiteStatePage(page, app.host.url);
const member = (serial: string) => fleet.find((m) => m.serial === serial) as DemoController;
const idOf = (serial: string) => member(serial).fingerprint256;
const serials = () => fleet.map((m) => m.serial);

let impostor: { simulator: Simulator; dataDir: string } | undefined;
let report: HandoverReport;
const devices = new Map<string, DeviceTruth>();

afterAll(async () => {
  await impostor?.simulator.stop();
  if (impostor) await rm(impostor.dataDir, { recursive: true, force: true });
});

/** Confirms the open wizard's plan and waits for its job: every controller's part succeeded. */
async function confirmAll(count: number, name: string): Promise<void> {
  const work = site();
  await work.confirm.click();
  await work.done.waitFor({ timeout: 120_000 });
  await expect.poll(() => work.jobStates()).toEqual(Array<string>(count).fill('succeeded'));
  await expect.poll(() => work.stepperSettled()).toBe(true);
  await screenshot(page, name);
  await work.closeWizard.click();
}

/**
 * Each controller's part of the PDF's text, from its heading (`TKDEMO01 · model`) to the next
 * one's, the last one ending where the cluster section begins.
 */
function controllerBlocks(text: string, lang: 'en' | 'ru'): Map<string, string> {
  const starts = serials()
    .map((serial) => ({ serial, at: text.indexOf(`${serial} · `) }))
    .sort((a, b) => a.at - b.at);
  const end = text.indexOf(word('cluster', lang));
  return new Map(
    starts.map(({ serial, at }, i) => [serial, text.slice(at, starts[i + 1]?.at ?? end)]),
  );
}

describe('the whole demo journey, held against the simulators', () => {
  it('1. finds the demo controllers, puts them on a site, trusts and logs in to all five', async () => {
    const work = site();
    fleet = await siteWithDemoFleet(work, app, 'Plant 4, building C');
    expect(serials()).toEqual(['TKDEMO01', 'TKDEMO02', 'TKDEMO03', 'TKDEMO04', 'TKDEMO05']);
    await trustAllInBatch(work, 5);
    await logInAll(work, async () => {
      const ok = page.locator('[data-testid="batch-login-outcomes"] li[data-ok="true"]');
      await expect.poll(() => ok.count()).toBe(5);
    });
    for (const m of fleet) await expect.poll(() => work.identity(m.fingerprint256)).toBe('trusted');
    await screenshot(page, 'truth-1-site-logged-in-en');
  });

  it('2. shows the factory password where it can be changed, and "cannot be changed here" on 1.5', async () => {
    const work = site();
    for (const m of fleet) {
      const expected = m.serial === 'TKDEMO02' ? 'cannot_change' : 'in_use';
      await expect
        .poll(() => work.factoryState(m.fingerprint256), { message: m.serial })
        .toBe(expected);
      // What the devices hold: the factory account lets anyone in on all five.
      await expect(loginWith(m.address.host, m.address.port, FACTORY)).resolves.toBeTypeOf(
        'string',
      );
    }
    await expect(work.row(idOf('TKDEMO01')).textContent()).resolves.toContain('Factory password');
    await screenshot(page, 'truth-2-factory-password-en');
    await expect(work.row(idOf('TKDEMO02')).textContent()).resolves.toContain(
      'Password cannot be changed here',
    );
  });

  it('3. changes the factory password on all of them in one wizard, 1.5 skipped with why', async () => {
    const work = site();
    await work.selectOnly(fleet.map((m) => m.fingerprint256));
    await work.batchPassword.click();
    await work.field('password').fill(NEW_PASSWORD);
    await work.field('repeat').fill(NEW_PASSWORD);
    await work.next.click();
    await work.confirm.waitFor();
    await expect(work.confirm.textContent()).resolves.toContain('Change 4 controllers');
    await expect(work.planNotes.textContent()).resolves.toContain('TKDEMO02');
    await screenshot(page, 'truth-3-password-plan-en');
    await confirmAll(4, 'truth-3-password-done-en');
    for (const m of fleet) {
      const legacy = m.serial === 'TKDEMO02';
      await expect
        .poll(() => work.factoryState(m.fingerprint256), { message: m.serial })
        .toBe(legacy ? 'cannot_change' : 'changed');
      const factory = await loginWith(m.address.host, m.address.port, FACTORY);
      const changed = await loginWith(m.address.host, m.address.port, {
        login: FACTORY.login,
        password: NEW_PASSWORD,
      });
      expect([m.serial, factory !== undefined, changed !== undefined]).toEqual([
        m.serial,
        legacy,
        !legacy,
      ]);
    }
    await screenshot(page, 'truth-3-password-changed-en');
    await expect(work.row(idOf('TKDEMO01')).textContent()).resolves.toContain('Password changed');
    await expect(work.row(idOf('TKDEMO02')).textContent()).resolves.toContain(
      'Password cannot be changed here',
    );
  });

  it('4a. re-addresses one controller with the network wizard', async () => {
    const work = site();
    await work.nav('site').click();
    await work.selectOnly([idOf(MOVED.serial)]);
    await work.batchNetwork.click();
    await work.fieldItem('ip').waitFor();
    await work.field('ip').fill(MOVED.host);
    await work.field('mask').fill('255.0.0.0');
    await work.field('gateway').fill('127.0.0.1');
    await work.next.click();
    await work.confirm.waitFor();
    await confirmAll(1, 'truth-4-network-done-en');
    await expect.poll(() => work.address(idOf(MOVED.serial)).textContent()).toContain(MOVED.host);
    const where = await new DemoFleetControl(app.dataDir).urls();
    expect(new URL(where.get(MOVED.serial) ?? 'x:').hostname).toBe(MOVED.host);
  });

  it('4b. sets the time zone and NTP on every controller with the time wizard', async () => {
    const work = site();
    const time = new VpnScreenPage(page, app.host.url);
    await time.navTime.click();
    await time.setTime.click();
    await work.wizard.waitFor();
    await time.search('timezone', 'Asia/Yekat', `${ZONE} (UTC+05:00)`);
    await time.choose('ntp', 'On, from an NTP server');
    await work.fieldItem('ntp_server').waitFor();
    await work.field('ntp_server').fill(NTP_SERVER);
    await work.next.click();
    await work.confirm.waitFor();
    await confirmAll(5, 'truth-4-time-done-en');
  });

  it('4c. creates an access point on one controller', async () => {
    const points = new AccessPointsPage(page, app.host.url);
    // The tab opens once the controller's page has its session (a disabled tab takes no Enter).
    await points.open(`/controllers/${idOf(CLUSTER.master)}`);
    await points.tab.and(page.locator('[aria-disabled="false"]')).click();
    await points.list.waitFor();
    await points.add.click();
    await points.wizard.waitFor();
    await points.choose('kind', 'Turnstile with card box');
    await points.field('name').fill(POINT);
    await points.next.click();
    await points.fieldItem('param_pass_time').waitFor();
    await points.next.click();
    await points.confirm.waitFor();
    await confirmAll(1, 'truth-4-access-point-done-en');
    await points.point(POINT).waitFor();
  });

  it('4d. builds a VPN cluster of three, the re-addressed controller one of its members', async () => {
    const vpn = new VpnScreenPage(page, app.host.url);
    await vpn.navVpn.click();
    await vpn.screen.waitFor();
    await vpn.planCluster(CLUSTER.master, CLUSTER.members);
    await vpn.confirm.click();
    await vpn.done.waitFor({ timeout: 150_000 });
    const states = await vpn.jobStates();
    expect(states.length).toBeGreaterThan(0);
    expect(
      states.every((s) => s === 'succeeded'),
      states.join(),
    ).toBe(true);
    await page.getByTestId('flow-close').click();
    await vpn.screen.waitFor();
    await expect
      .poll(() => vpn.memberStates(idOf(CLUSTER.master)), { timeout: 30_000 })
      .toEqual({ TKDEMO04: 'synced', TKDEMO05: 'synced' });
    await screenshot(page, 'truth-4-vpn-cluster-en');
  }, 180_000);

  it('5. marks an impostor at a controller’s address red, ends its session, refuses wizards', async () => {
    const work = site();
    const replaced = member(REPLACED);
    await work.nav('site').click();
    await expect.poll(() => work.rows.count()).toBe(5);
    // The controller goes down (for longer than the test), and another device takes its
    // address and port with a certificate of its own and the factory account.
    const control = new DemoFleetControl(app.dataDir);
    await control.reboot(REPLACED, 3600);
    await expect.poll(async () => (await control.urls()).get(REPLACED)).toBeNull();
    const dataDir = await mkdtemp(join(tmpdir(), 'turnkey-impostor-'));
    const simulator = new Simulator({
      ...replaced.address,
      dataDir,
      serial: REPLACED,
      firmware: '1.6',
    });
    impostor = { simulator, dataDir };
    await simulator.start();
    expect(simulator.fingerprint).not.toBe(replaced.fingerprint256);

    // Nobody touches the page: the watch finds it on its own. The limit only guards against a
    // watch that never comes (four intervals, room for a loaded machine).
    await expect
      .poll(() => work.identity(replaced.fingerprint256), { timeout: WATCH_MS * 4 })
      .toBe('changed');
    await expect(work.certificateChanged(replaced.fingerprint256).isVisible()).resolves.toBe(true);
    await expect(work.statusDot(replaced.fingerprint256).getAttribute('class')).resolves.toContain(
      'red',
    );
    await screenshot(page, 'truth-5-site-impostor-en');

    await work.row(replaced.fingerprint256).dblclick();
    await work.stateBanner.waitFor();
    await expect(work.stateBanner.getAttribute('data-identity')).resolves.toBe('changed');
    await expect(work.changedAlert.textContent()).resolves.toContain(simulator.fingerprint);
    await expect(work.sessionUser.count()).resolves.toBe(0);
    await screenshot(page, 'truth-5-controller-impostor-en');

    // The site list leaves it out of a selection's wizards, and says so.
    await work.nav('site').click();
    await work.selectOnly([replaced.fingerprint256]);
    await expect(work.batchPassword.isDisabled()).resolves.toBe(true);
    await expect(work.leftOut.textContent()).resolves.toContain('1 left out: certificate changed');
    await screenshot(page, 'truth-5-site-left-out-en');
    await work.selectOnly([]);
    // A wizard opened on it all the same (a link, a bookmark, a reload) is refused, with why.
    await work.openWizard('password', [replaced.fingerprint256]);
    await work.wizardError.waitFor();
    await expect(work.wizardError.getAttribute('data-code')).resolves.toBe('tls_pin_mismatch');
    const said = (await work.wizardError.textContent()) ?? '';
    expect(said).toContain('is not the one trusted for it');
    expect(said).toContain(simulator.fingerprint);
    await screenshot(page, 'truth-5-wizard-refused-en');
    // Nothing was sent to it: the impostor still has only the factory account's password.
    await expect(
      loginWith(replaced.address.host, replaced.address.port, FACTORY),
    ).resolves.toBeTypeOf('string');
    // Refused is said as refused, with the way back, not as a wizard still opening.
    await expect(work.closeWizard.isVisible()).resolves.toBe(true);
    await work.closeWizard.click();
  }, 180_000);

  it('6a. reports the controllers, addresses, zones and cluster the simulators hold', async () => {
    const view = new ReportPage(page, app.host.url);
    await view.navReport.click();
    await view.preview.waitFor();
    await expect.poll(() => view.controllers.count()).toBe(5);
    const saved = await view.save('json');
    report = handoverReport.parse(JSON.parse(saved.bytes.toString('utf8')));
    const where = await new DemoFleetControl(app.dataDir).urls();
    for (const c of report.controllers) {
      const device = await readDevice(c.address.host, c.address.port, PASSWORDS);
      devices.set(c.label, device);
      // A controller up answers where the report says; the one replaced is down.
      const url = where.get(c.serial ?? '');
      if (url) expect(`${c.address.host}:${c.address.port}`, c.label).toBe(new URL(url).host);
      if (device.fingerprint256 !== c.fingerprint256) continue;
      expect(c.factoryPassword, c.label).toBe(device.factoryAccepted);
      expect(
        { zone: c.time?.timezone, ntp: c.time?.ntp, server: c.time?.ntpServer },
        c.label,
      ).toEqual({
        zone: device.time.timezone,
        ntp: device.time.ntp,
        server: device.time.ntp_server,
      });
      expect(device.time.timezone).toBe(ZONE);
      if (device.network) expect(device.network.ip, c.label).toBe(c.address.host);
      for (const point of c.accessPoints) expect(device.accessPoints).toContain(point.name);
    }
    expect(report.controllers.find((c) => c.serial === MOVED.serial)?.address.host).toBe(
      MOVED.host,
    );
    expect(devices.get(CLUSTER.master)?.accessPoints).toContain(POINT);
    expect(report.controllers.find((c) => c.serial === CLUSTER.master)?.accessPoints).toEqual([
      expect.objectContaining({ name: POINT }),
    ]);
    // The cluster: what the master lists and each member says of itself.
    const master = devices.get(CLUSTER.master);
    expect(master?.vpnMembers.map((m) => `${m.serial} ${m.state}`).sort()).toEqual(
      CLUSTER.members.map((s) => `${s} synced`),
    );
    for (const serial of CLUSTER.members) expect(devices.get(serial)?.vpnSlave).toBe('synced');
    expect(report.cluster).toHaveLength(1);
    expect(report.cluster[0]?.master.label).toBe(CLUSTER.master);
    expect(report.cluster[0]?.members.map((m) => m.label).sort()).toEqual(CLUSTER.members);
    const roles = report.controllers.map((c) => `${c.label} ${c.vpnRole} ${c.vpnMaster ?? ''}`);
    expect(roles).toEqual([
      'TKDEMO01 master ',
      'TKDEMO02 none ',
      'TKDEMO03 none ',
      'TKDEMO04 member TKDEMO01',
      'TKDEMO05 member TKDEMO01',
    ]);
  });

  it('6b. leaves open what is open on the devices: the 1.5 factory password, the impostor', () => {
    const genuine = report.controllers.filter(
      (c) => devices.get(c.label)?.fingerprint256 === c.fingerprint256,
    );
    // On the controllers that are what they were: an item for each factory account that still
    // lets anyone in (the 1.5 one, whose password cannot be changed here), and nothing else,
    // since every job of the journey succeeded and every change was read back.
    const expected = genuine
      .filter((c) => devices.get(c.label)?.factoryAccepted)
      .map(
        (c) =>
          `${c.label} factory_password${c.factoryPasswordState === 'cannot_change' ? '_cannot_change' : ''}`,
      );
    expect(expected).toEqual(['TKDEMO02 factory_password_cannot_change']);
    expect(
      report.openItems.filter((i) => i.label !== REPLACED).map((i) => `${i.label} ${i.kind}`),
    ).toEqual(expected);
    // The device at the replaced controller's address is not the one handed over: said once.
    expect(report.openItems.filter((i) => i.label === REPLACED).map((i) => i.text.en)).toEqual([
      expect.stringMatching(/certificate/i),
    ]);
  });

  for (const lang of ['en', 'ru'] as const) {
    it(`6c. says the same in its ${lang} preview and PDF`, async () => {
      const view = new ReportPage(page, app.host.url);
      await view.reportLanguage(lang).click();
      await expect.poll(() => view.preview.getAttribute('lang')).toBe(lang);
      const preview = (await view.openItems.allTextContents()).map((t) => t.trim());
      expect(preview).toEqual(report.openItems.map((i) => i.text[lang]));
      await screenshot(page, `truth-6-report-${lang}`);
      const pdf = await view.save('pdf');
      await writeFile(join(SCREENSHOT_DIR, `truth-6-report-${lang}.pdf`), pdf.bytes);
      const text = (await pdfPages(pdf.bytes)).join('\n').replace(/\s+/g, ' ');
      for (const item of report.openItems) expect(text).toContain(item.text[lang]);
      const blocks = controllerBlocks(text, lang);
      for (const c of report.controllers) {
        const said = blocks.get(c.label) ?? '';
        const device = devices.get(c.label);
        expect(said, c.label).toContain(`${c.address.host}:${c.address.port}`);
        if (!device || device.fingerprint256 !== c.fingerprint256) continue;
        expect(said, c.label).toContain(`${device.time.timezone} · NTP`);
        expect(said, c.label).toContain(device.time.ntp_server);
        const factory = word(device.factoryAccepted ? 'stillWorks' : 'changedOn', lang);
        expect(said, c.label).toContain(`${word('factoryPassword', lang)} ${factory}`);
      }
      const cluster = text.slice(text.indexOf(word('cluster', lang)));
      expect(cluster).toContain(`${word('master', lang)}: ${CLUSTER.master}`);
      for (const serial of CLUSTER.members) expect(cluster).toContain(serial);
    });
  }
});
