/**
 * Characters the report's font cannot draw (docs/decisions.md, "Handover report: what is true
 * now"): replaced by a mark the font has, a grapheme at a time, and said once in the report; the
 * font's own coverage decides (DejaVu Sans draws 😀 but not 🚪), not a list.
 */
import { execFileSync } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlyphFilter, type GlyphCoverage } from '../../../src/core/report/pdf-glyphs';
import { renderReportPdf } from '../../../src/core/report/pdf-report';
import { PdfWriter } from '../../../src/core/report/pdf-writer';
import { reportFonts } from '../../../src/core/report/report-fonts';
import type { HandoverReport } from '../../../src/shared/report/handover-report.schema';
import { pdfPages } from '../../integration/report/pdf-text';
import { craftedReport } from './report-fixture';

const DOOR = 'Door 🚪 1';
const FAMILY = '👨‍👩‍👧';

let dataDir: string;
let report: HandoverReport;

beforeAll(async () => {
  ({ dataDir, report } = await craftedReport());
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The crafted report with an emoji in an access point's name and a change's words. */
function withEmoji(): HandoverReport {
  const [first, ...rest] = report.controllers;
  const point = first!.accessPoints[0]!;
  const renamed = { ...first!, accessPoints: [{ ...point, name: DOOR }] };
  const changes = report.changes.map((c, i) =>
    i === 0
      ? { ...c, afterText: { en: `Name: ${FAMILY} team`, ru: `Название: ${FAMILY} команда` } }
      : c,
  );
  return { ...report, controllers: [renamed, ...rest], changes };
}

const covers = (drawn: string): GlyphCoverage => ({
  hasGlyphForCodePoint: (cp) => drawn.includes(String.fromCodePoint(cp)),
});

describe('characters the font cannot draw', () => {
  it('replaces each grapheme the font lacks by one mark, keeping what it draws', () => {
    const filter = new GlyphFilter([covers('ab \u25A1\u2764')]);
    expect(filter.mark).toBe('\u25A1');
    expect(filter.printable('ab ab')).toBe('ab ab');
    expect(filter.replaced).toBe(false);
    // A family is one grapheme of five code points; a heart with a variation selector the
    // font lacks keeps its heart.
    expect(filter.printable(`a ${FAMILY} b \u2764\uFE0F`)).toBe('a \u25A1 b \u2764');
    expect(filter.replaced).toBe(true);
    expect(new GlyphFilter([covers('?')]).mark).toBe('?');
  });

  it('asks the bundled font, through pdfkit, what it draws', () => {
    const { glyphs } = new PdfWriter(reportFonts(), { title: 't', subject: 's' });
    expect(glyphs.mark).toBe('\uFFFD');
    expect(glyphs.printable('Турникет 😀 ✓')).toBe('Турникет 😀 ✓');
    expect(glyphs.replaced).toBe(false);
    expect(glyphs.printable(DOOR)).toBe('Door \uFFFD 1');
    expect(glyphs.printable('门 ✅')).toBe('\uFFFD \uFFFD');
  });

  it('prints the mark and says so once, in both languages; a report without needs no note', async () => {
    const notes = {
      en: 'cannot be printed with this report’s font',
      ru: 'нельзя напечатать шрифтом отчёта',
    };
    for (const lang of ['en', 'ru'] as const) {
      const text = (await pdfPages(await renderReportPdf(withEmoji(), lang))).join('\n');
      expect(text).toContain('Door \uFFFD 1');
      expect(text).toContain(`\uFFFD ${lang === 'en' ? 'team' : 'команда'}`);
      expect(text).not.toContain('🚪');
      expect(text).not.toContain('👨');
      expect(text.split(notes[lang]).length - 1).toBe(1);
      const plain = (await pdfPages(await renderReportPdf(report, lang))).join('\n');
      expect(plain).not.toContain(notes[lang]);
    }
  }, 30_000);

  it('gives pdftotext the mark too, not an empty glyph', async () => {
    const file = join(tmpdir(), `turnkey-glyphs-${process.pid}.pdf`);
    await writeFile(file, await renderReportPdf(withEmoji(), 'en'));
    try {
      let text: string;
      try {
        text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      } catch {
        return; // poppler-utils is not on every machine; pdfjs above is the test of record.
      }
      expect(text).toContain('Door \uFFFD 1');
      expect(text).not.toContain('🚪');
    } finally {
      await rm(file, { force: true });
    }
  });
});
