/**
 * The handover report of a real commissioned site (docs/decisions.md, "Handover report"): the
 * five demo controllers changed by the real `turnkey` command (report-site-support.ts), then
 * `turnkey report --site NAME` as PDF in English and Russian and as JSON. The PDFs' extracted
 * text holds every controller's serial and full certificate fingerprint, the site's name and
 * "Page n of N" on every page; the JSON validates against the published schema and holds what
 * was done; neither holds a password or a token the controllers issued.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXIT_CODES } from '../../../src/cli/exit-codes';
import type { HandoverReport } from '../../../src/shared/report/handover-report.schema';
import { pdfPages } from './pdf-text';
import {
  commissionedSite,
  FACTORY_PASSWORD,
  NEW_PASSWORD,
  SITE_NAME,
  type ReportSite,
} from './report-site-support';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 240_000 });

let site: ReportSite;
let report: HandoverReport;
let en: string[];
let ru: string[];
let json: string;
/** `turnkey report` without --site, run while the spare site was the open one. */
let openSite: { code: number; stdout: string; stderr: string };

/** The report written by `turnkey report --site SITE_NAME --out FILE ...args`, as bytes. */
async function written(file: string, args: string[] = []): Promise<Buffer> {
  const out = join(site.dataDir, file);
  const run = await site.turnkey(['report', '--site', SITE_NAME, '--out', out, ...args]);
  expect(run.code, run.stderr).toBe(EXIT_CODES.ok);
  return readFile(out);
}

beforeAll(async () => {
  site = await commissionedSite();
  // Another site opened after it: the report must be of the site named, not the one open.
  const other = await site.turnkey(['site', 'new', 'Spare yard']);
  expect(other.code, other.stderr).toBe(EXIT_CODES.ok);
  openSite = await site.turnkey(['report', '--out', join(site.dataDir, 'open.json'), '--json']);
  const [pdfEn, pdfRu, file] = await Promise.all([
    written('handover-en.pdf'),
    written('handover-ru.pdf', ['--lang', 'ru']),
    written('handover.json'),
  ]);
  [en, ru] = await Promise.all([pdfPages(pdfEn), pdfPages(pdfRu)]);
  json = file.toString('utf8');
  report = JSON.parse(json) as HandoverReport;
});
afterAll(() => site?.close());

/** Whitespace squeezed, and a fingerprint broken after a colon joined again. */
const flat = (pages: string[]) => pages.join('\n').replace(/:\s+/g, ':').replace(/\s+/g, ' ');

describe('turnkey report of a commissioned site', () => {
  it('reports the site named by --site, and the open one without it', async () => {
    expect(report.site.name).toBe(SITE_NAME);
    expect(openSite.code, openSite.stderr).toBe(EXIT_CODES.ok);
    expect(JSON.parse(openSite.stdout)).toMatchObject({ site: 'Spare yard', controllers: 0 });
    const out = join(site.dataDir, 'nowhere.json');
    const unknown = await site.turnkey(['report', '--site', 'Nowhere', '--out', out]);
    expect(unknown.code).not.toBe(EXIT_CODES.ok);
    expect(unknown.stderr).toContain('Nowhere');
  });

  it('prints every serial and full fingerprint, the site and the page number on every page', () => {
    for (const [pages, pageWord] of [
      [en, (n: number, m: number) => `Page ${n} of ${m}`],
      [ru, (n: number, m: number) => `Стр. ${n} из ${m}`],
    ] as const) {
      expect(pages.length).toBeGreaterThan(2);
      pages.forEach((page, i) => {
        expect(page).toContain(SITE_NAME);
        expect(page).toContain(pageWord(i + 1, pages.length));
      });
      const text = flat(pages);
      for (const m of site.members) {
        expect(text).toContain(m.serial);
        expect(text).toContain(m.simulator.fingerprint);
      }
    }
    expect(flat(ru)).toMatch(/Акт передачи объекта.*Контроллеры.*Часовой пояс/s);
  });

  it('prints what was done: time, access points, addresses, the cluster, migration, transfer', () => {
    const text = flat(en);
    expect(text).toContain('Europe/Moscow');
    expect(text).toContain('ntp.plant4.local');
    expect(text).toContain('Main entrance');
    expect(text).toContain('Car park barrier');
    const five = site.members[4]!.simulator.address;
    expect(text).toContain(`${five.host}:${five.port}`);
    expect(text).toMatch(/Master:TKDEMO01/);
    expect(text).toMatch(/Event-log migrations.*TKDEMO04/);
    expect(text).toMatch(/Transfers.*TKDEMO03 TKDEMO02/);
    expect(text).toMatch(
      /Left open • TKDEMO02:its firmware has no section for user accounts, so its password could not be changed here/,
    );
    expect(text).toMatch(/Factory password still works; cannot be changed here/);
    expect(text).toMatch(/• TKDEMO05:the factory password still works/);
  });

  it('writes JSON that validates against the published schema and holds what was done', async () => {
    const schema = JSON.parse(
      await readFile(new URL('../../../docs/handover-report.schema.json', import.meta.url), 'utf8'),
    ) as object;
    const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);

    expect(report.controllers.map((c) => c.serial)).toEqual(site.members.map((m) => m.serial));
    for (const [i, c] of report.controllers.entries()) {
      const m = site.members[i]!;
      expect(c).toMatchObject({
        fingerprint256: m.simulator.fingerprint,
        address: m.simulator.address,
        pinned: true,
        time: { timezone: 'Europe/Moscow', ntp: true, ntpServer: 'ntp.plant4.local' },
      });
      expect(c.model).toBeTruthy();
      expect(c.firmware).toBeTruthy();
    }
    const [one, two, three, four, five] = report.controllers;
    expect([one, three, four].map((c) => c?.vpnRole)).toEqual(['master', 'member', 'member']);
    expect(two?.vpnRole).toBe('none');
    expect(one?.accessPoints.map((p) => p.name)).toEqual(['Main entrance']);
    expect(three?.accessPoints.map((p) => p.name)).toContain('Car park barrier');
    expect(five?.network).toMatchObject({ ip: site.members[4]!.simulator.address.host });
    expect(five?.addresses).toHaveLength(2);
    expect(report.cluster).toEqual([
      expect.objectContaining({
        master: { label: 'TKDEMO01', controllerId: site.members[0]!.simulator.fingerprint },
        members: [
          expect.objectContaining({ label: 'TKDEMO03', outcome: 'succeeded', differences: 0 }),
          expect.objectContaining({ label: 'TKDEMO04', outcome: 'succeeded', differences: 0 }),
        ],
      }),
    ]);
    const migration = report.migrations.find((x) => x.label === 'TKDEMO04');
    expect(migration?.processedRecords).toBeGreaterThan(0);
    expect(migration?.processedRecords).toBe(migration?.totalRecords);
    expect(report.transfers).toEqual([
      expect.objectContaining({ label: 'TKDEMO03', source: 'TKDEMO02', verified: true }),
    ]);
    expect(report.transfers[0]?.parts['staff']?.created).toBeGreaterThan(0);
    const actions = new Set(report.changes.map((c) => c.action));
    for (const a of ['time.changed', 'network.changed', 'accessPoint.created', 'vpn.shared'])
      expect(actions).toContain(a);
    expect(report.changes.every((c) => c.actor.user && c.at)).toBe(true);
    // A change made on a controller names the controller login it was made with.
    const onControllers = report.changes.filter(
      (c) => c.controllerId && ['time.changed', 'accessPoint.created'].includes(c.action),
    );
    expect(onControllers.length).toBeGreaterThan(0);
    expect(onControllers.every((c) => c.actor.login === 'admin')).toBe(true);
    expect(report.counts).toMatchObject({ controllers: 5, verified: 5 });
    // The password wizard leaves a 1.5 controller (TKDEMO02) as it is: it stays open.
    expect(report.openItems.map((o) => [o.kind, o.label])).toEqual([
      ['factory_password_cannot_change', 'TKDEMO02'],
      ['factory_password', 'TKDEMO05'],
    ]);
    expect(two?.factoryPassword).toBe(true);
    expect([one, three, four].map((c) => c?.factoryPassword)).toEqual([false, false, false]);
  });

  it('holds no password or token, in the PDFs or the JSON', () => {
    const tokens = site.tokens();
    expect(tokens.length).toBeGreaterThan(10);
    for (const text of [flat(en), flat(ru), json]) {
      expect(text).not.toContain(NEW_PASSWORD);
      for (const token of tokens) expect(text).not.toContain(token);
    }
    // "password" only as the label of what the report says about passwords, never with a value.
    const labels = [
      /factory password/gi,
      /factoryPassword:(true|false)/g,
      /password of \w+ changed/gi,
      /\bPassword (?=verified|failed)/g,
      /no password, token or other secret/gi,
      /заводск\S* парол\S*/gi,
      /пароль \w+ изменён/gi,
      /Пароль (?=проверено|ошибка)/g,
      /не содержит паролей, токенов/gi,
      /its password could not be changed here/gi,
      /пароль здесь не сменить/gi,
    ];
    for (const text of [flat(en), flat(ru)]) {
      const rest = labels.reduce((t, label) => t.replace(label, ''), text);
      expect(rest).not.toMatch(/password|парол|token|токен/i);
    }
    // The factory password is the factory login's too: in the JSON it is only a login or a role.
    const found: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value === 'string' && value.includes(FACTORY_PASSWORD)) found.push(path);
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
      else if (value && typeof value === 'object')
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(report, '');
    expect(found.length).toBeGreaterThan(0);
    for (const path of found) expect(path).toMatch(/\.(login|role)$|\.summary\.(en|ru)$/);
  });
});
