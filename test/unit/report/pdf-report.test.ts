/**
 * The handover PDF drawn from the crafted site (docs/decisions.md, "Handover report"): its text
 * as a viewer extracts it holds the site on every page and whole fingerprints; a long list of
 * changes is counted by kind and only the latest listed; every value is in words of the PDF's
 * language, times in the site's zone, records by name ("Handover report: what is true now").
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_CHANGE_ROWS } from '../../../src/core/report/pdf-changes';
import { renderReportPdf } from '../../../src/core/report/pdf-report';
import { formatTime } from '../../../src/shared/report/report-format';
import type {
  HandoverReport,
  ReportChange,
} from '../../../src/shared/report/handover-report.schema';
import { pdfPages } from '../../integration/report/pdf-text';
import { craftedReport, FP, GATE_UUID } from './report-fixture';

let dataDir: string;
let report: HandoverReport;

beforeAll(async () => {
  ({ dataDir, report } = await craftedReport());
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const text = (pages: string[]) => pages.join('\n').replace(/:\s+/g, ':').replace(/\s+/g, ' ');

/** `n` network changes of SN-003 after `start`, one a minute, every tenth failed. */
function manyChanges(n: number, start: number): ReportChange[] {
  return Array.from({ length: n }, (_, i) => ({
    at: new Date(start + (i + 1) * 60_000).toISOString(),
    actor: { shell: 'cli' as const, user: 'engineer' },
    action: 'network.changed',
    controllerId: FP(2),
    controllerLabel: 'SN-003',
    outcome: i % 10 === 9 ? ('failed' as const) : ('succeeded' as const),
    summary: { en: `Change number ${i + 1}.`, ru: `Изменение номер ${i + 1}.` },
    before: { ip: '10.0.0.12', mask: '255.255.255.0' },
    after: { ip: `10.0.1.${i % 250}`, mask: '255.255.255.0' },
  }));
}

describe('the handover PDF', () => {
  it('has the site and "Page n of N" on every page, and whole fingerprints', async () => {
    const pages = await pdfPages(await renderReportPdf(report, 'ru'));
    pages.forEach((page, i) => {
      expect(page).toContain('Завод 4, корпус Б');
      expect(page).toContain(`Стр. ${i + 1} из ${pages.length}`);
    });
    for (const n of [0, 1, 2]) expect(text(pages)).toContain(FP(n));
  });

  it(`lists every change up to ${PDF_CHANGE_ROWS}, then counts them and lists the latest`, async () => {
    const few = await pdfPages(await renderReportPdf(report, 'en'));
    expect(text(few)).not.toContain('changes were recorded');

    const start = Date.parse(report.changes.at(-1)?.at ?? '');
    const added = manyChanges(PDF_CHANGE_ROWS + 100, start);
    const changes = [...report.changes, ...added];
    const long = { ...report, changes, counts: { ...report.counts, changes: changes.length } };
    const pages = await pdfPages(await renderReportPdf(long, 'en'));
    const all = text(pages);
    expect(all).toContain(
      `${changes.length} changes were recorded. They are counted by kind below, then the latest ${PDF_CHANGE_ROWS} are listed.`,
    );
    // 400 network changes (40 failed) plus the fixture's one, from its time to the last.
    const minute = (iso: string) => formatTime(iso, 'Europe/Moscow', 'en');
    const first = minute(report.changes.find((c) => c.action === 'network.changed')!.at);
    expect(all).toContain(`Network settings changed 401 40 ${first} – ${minute(added.at(-1)!.at)}`);
    expect(all).toContain(`The latest ${PDF_CHANGE_ROWS} changes`);
    expect(all).toContain(`Change number ${PDF_CHANGE_ROWS + 100}.`);
    expect(all).toContain('Change number 101.');
    expect(all).not.toContain('Change number 100.');
    expect(pages.length).toBeLessThan(40);
  });

  it('says every value in words of its language, times in the zone, records by name', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const all = text(await pdfPages(await renderReportPdf(report, lang)));
      expect(all).not.toMatch(/\btrue\b|\bfalse\b/);
      expect(all).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);
      expect(all).not.toContain(GATE_UUID);
      expect(all).not.toMatch(/\b(dhcp|ntp_server|driftSeconds|factoryPassword):/);
      expect(all).toContain('Europe/Moscow, UTC+3');
    }
    const en = text(await pdfPages(await renderReportPdf(report, 'en')));
    expect(en).toContain('NTP server:pool.ntp.org');
    expect(en).toContain('Access points:Турникет 1');
    expect(en).toContain('Factory password:still works');
    expect(en).toContain('Planned at:1 Jan 2027 00:00 (UTC+3)');
    expect(en).toContain('static address 10.0.0.50 / 255.255.255.0, gateway 10.0.0.1');
    const ru = text(await pdfPages(await renderReportPdf(report, 'ru')));
    expect(ru).toContain('сервер:pool.ntp.org');
    expect(ru).toContain('Точки доступа:Турникет 1');
    expect(ru).toContain('Заводской пароль:действует');
    expect(ru).toContain('Запланирован на:01.01.2027 00:00 (UTC+3)');
    expect(ru).toContain('статический адрес 10.0.0.50 / 255.255.255.0, шлюз 10.0.0.1');
  }, 30_000);

  it('gives the preview the same words: no raw value in any text of the model', () => {
    const texts = [
      ...report.changes.flatMap((c) => [c.beforeText, c.afterText]),
      ...report.controllers.flatMap((c) => [
        c.networkText,
        ...c.accessPoints.map((p) => p.kindText),
      ]),
      ...report.transfers.map((x) => x.partsText),
      ...report.openItems.map((i) => i.text),
    ].flatMap((t) => (t ? [t.en, t.ru] : []));
    expect(texts.length).toBeGreaterThan(20);
    for (const t of texts) {
      expect(t).not.toMatch(/\btrue\b|\bfalse\b|\d{4}-\d\d-\d\dT\d\d/);
      expect(t).not.toContain(GATE_UUID);
    }
  });
});
