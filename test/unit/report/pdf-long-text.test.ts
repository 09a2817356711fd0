/**
 * A value a controller holds past the app's limits (docs/decisions.md, "Text limits") cannot grow
 * the handover PDF by its length: the same site with a 10,000-character access point name,
 * surname and comment in its changes prints on as many pages as with 600 characters, at most a
 * page more than with short ones, each long value cut with "…".
 */
import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildHandoverReport } from '../../../src/core/report/build-report';
import { renderReportPdf } from '../../../src/core/report/pdf-report';
import { TEXT_MAX } from '../../../src/core/report/pdf-writer';
import type { HandoverReport } from '../../../src/shared/report/handover-report.schema';
import { pdfPages } from '../../integration/report/pdf-text';
import { craftedSite, FP } from './report-fixture';

// Six PDFs drawn and read back with pdftotext.
vi.setConfig({ testTimeout: 60_000 });

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * The crafted site with an access point created under `text` and a person's surname and comment
 * changed to it, as the journal holds them.
 */
async function reportWith(text: string): Promise<HandoverReport> {
  const { dataDir, site } = await craftedSite();
  folders.push(dataDir);
  const base = { controllerId: FP(1), controllerLabel: 'SN-002', outcome: 'succeeded' as const };
  await site.journal.append({
    ...base,
    action: 'accessPoint.created',
    after: { uuid: '0b7e9d2a-1c3f-4e5a-8b6c-7d8e9f0a1b2c', name: text, type: 'entrance' },
  });
  await site.journal.append({
    ...base,
    action: 'record.updated',
    summary: { en: 'Staff: changed', ru: 'Сотрудники: изменена' },
    before: { uuid: 'a3d1c9e0-5b7f-4c2d-9e8a-1f2b3c4d5e6f', surname: 'Ivanov', comment: '' },
    after: { uuid: 'a3d1c9e0-5b7f-4c2d-9e8a-1f2b3c4d5e6f', surname: text, comment: text },
  });
  const report = await buildHandoverReport({
    site,
    pinned: () => Promise.resolve(true),
    version: '1.2.3',
    now: () => new Date('2026-02-01T12:00:00Z'),
  });
  // The marks the journal gathered are on disk before the folder may go (see report-fixture.ts).
  await site.flush();
  return report;
}

describe('a 10,000-character value in the handover PDF', () => {
  it('prints on as many pages as one just past the cap, cut with an ellipsis', async () => {
    for (const lang of ['en', 'ru'] as const) {
      const short = await pdfPages(await renderReportPdf(await reportWith('Gate'), lang));
      const capped = await pdfPages(
        await renderReportPdf(await reportWith('Ж'.repeat(TEXT_MAX + 100)), lang),
      );
      const pages = await pdfPages(
        await renderReportPdf(await reportWith('Ж'.repeat(10_000)), lang),
      );
      // The cap holds the length: 10,000 characters take the room of 600.
      expect(pages.length, lang).toBe(capped.length);
      // One record's cells may take part of a page, never pages.
      expect(pages.length, lang).toBeLessThanOrEqual(short.length + 1);
      const all = pages.join('').replace(/\s+/g, '');
      expect(all).toContain(`${'Ж'.repeat(TEXT_MAX - 1)}…`);
      expect(all).not.toContain('Ж'.repeat(TEXT_MAX));
    }
  });
});
