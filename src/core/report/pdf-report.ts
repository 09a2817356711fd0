/**
 * The handover report as a PDF (docs/decisions.md, "Handover report"): A4 in English or
 * Russian, the bundled font, the site's name and the time it was made on every page with
 * "Page N of M"; sections in the order a customer reads them: summary, what is left open, the
 * controllers, the VPN cluster, migrations, transfers and the list of changes. Times are the
 * report's zone's wall clock, values are words ("Handover report: what is true now"); a text
 * with characters the font cannot draw is drawn again with a note saying so.
 */
import type { HandoverReport, ReportLanguage } from '../../shared/report/handover-report.schema';
import { drawChanges } from './pdf-changes';
import { drawController } from './pdf-controllers';
import { paperOf, type Paper } from './pdf-paper';
import { drawCluster, drawMigrations, drawTransfers } from './pdf-site-sections';
import { drawTable } from './pdf-table';
import { COLOURS, PdfWriter } from './pdf-writer';
import { reportFonts, type ReportFonts } from './report-fonts';
import { word } from '../../shared/report/report-words';

export async function renderReportPdf(
  report: HandoverReport,
  lang: ReportLanguage,
  fonts: ReportFonts = reportFonts(),
): Promise<Buffer> {
  // Whether a character will be replaced is known once everything is laid out; the note that
  // says so belongs in the summary, so a report that needs it is laid out again with it.
  const first = drawReport(report, lang, fonts, false);
  const paper = first.glyphs.replaced ? drawReport(report, lang, fonts, true) : first;
  return paper.w.finish({
    title: paper.t('title'),
    siteName: report.site.name,
    generated: paper.zoned(report.generatedAt),
    pageWords: paper.t('page'),
  });
}

function drawReport(
  report: HandoverReport,
  lang: ReportLanguage,
  fonts: ReportFonts,
  noteUnprintable: boolean,
): Paper & { glyphs: PdfWriter['glyphs'] } {
  const title = word('title', lang);
  const w = new PdfWriter(fonts, { title: `${title}: ${report.site.name}`, subject: title });
  const paper = paperOf(w, report, lang);
  drawSummary(paper, report, noteUnprintable);
  drawOpenItems(paper, report);
  paper.w.heading(paper.t('controllers'), 160);
  for (const c of report.controllers) drawController(paper, c);
  drawCluster(paper, report);
  drawMigrations(paper, report);
  drawTransfers(paper, report);
  drawChanges(paper, report);
  return { ...paper, glyphs: w.glyphs };
}

function drawSummary(p: Paper, report: HandoverReport, noteUnprintable: boolean): void {
  const { w, t } = p;
  w.put(t('title'), w.left, w.y, w.width, { size: 20, bold: true });
  w.y += 30;
  w.paragraph(report.site.name, { size: 14, bold: true });
  w.y += 4;
  const open = report.counts.openItems;
  const rows: [string, string | { text: string; colour: string; bold: boolean }][] = [
    [t('site'), `${report.site.name} (${report.site.id})`],
    [t('siteCreated'), p.zoned(report.site.createdAt)],
    [t('generated'), p.zoned(report.generatedAt)],
    [t('timeZone'), p.zone],
    [t('generator'), `${report.generator.app} ${report.generator.version}`],
    [t('controllersCount'), String(report.counts.controllers)],
    [t('verifiedCount'), `${report.counts.verified} / ${report.counts.controllers}`],
    [t('changesCount'), String(report.counts.changes)],
    [
      t('openCount'),
      { text: String(open), colour: open > 0 ? COLOURS.amber : COLOURS.green, bold: true },
    ],
  ];
  drawTable(
    w,
    [
      { header: '', share: 1 },
      { header: '', share: 3 },
    ],
    rows.map(([k, v]) => [{ text: k, colour: COLOURS.muted }, v]),
  );
  w.paragraph(t('noSecrets'), { size: 8, colour: COLOURS.muted });
  if (noteUnprintable)
    w.paragraph(t('unprintable').replace('{mark}', w.glyphs.mark), {
      size: 8,
      colour: COLOURS.amber,
    });
}

function drawOpenItems(p: Paper, report: HandoverReport): void {
  p.w.heading(p.t('openItems'));
  if (report.openItems.length === 0) p.w.paragraph(p.t('nothingOpen'), { colour: COLOURS.green });
  for (const item of report.openItems) {
    const colour = item.kind === 'factory_password' ? COLOURS.red : COLOURS.amber;
    p.w.paragraph(`• ${item.text[p.lang]}`, { colour });
  }
}
