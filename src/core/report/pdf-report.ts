/**
 * The handover report as a PDF (docs/decisions.md, "Handover report"): A4 in English or
 * Russian, the bundled font, the site's name and the time it was made on every page with
 * "Page N of M"; sections in the order a customer reads them: summary, what is left open, the
 * controllers, the VPN cluster, migrations, transfers and the list of changes.
 */
import type { HandoverReport, ReportLanguage } from '../../shared/report/handover-report.schema';
import { drawChanges, outcomeColour } from './pdf-changes';
import { drawController } from './pdf-controllers';
import { drawTable, type PdfCell } from './pdf-table';
import { COLOURS, PdfWriter } from './pdf-writer';
import { reportFonts, type ReportFonts } from './report-fonts';
import { formatInstant } from '../../shared/report/report-format';
import { stateWord, word, type ReportWord } from './report-i18n';

export async function renderReportPdf(
  report: HandoverReport,
  lang: ReportLanguage,
  fonts: ReportFonts = reportFonts(),
): Promise<Buffer> {
  const t = (key: ReportWord) => word(key, lang);
  const w = new PdfWriter(fonts, {
    title: `${t('title')}: ${report.site.name}`,
    subject: t('title'),
  });
  const generated = formatInstant(report.generatedAt);

  w.put(t('title'), w.left, w.y, w.width, { size: 20, bold: true });
  w.y += 30;
  w.paragraph(report.site.name, { size: 14, bold: true });
  w.y += 4;
  drawTable(
    w,
    [
      { header: '', share: 1 },
      { header: '', share: 3 },
    ],
    [
      [t('site'), `${report.site.name} (${report.site.id})`],
      [t('siteCreated'), formatInstant(report.site.createdAt)],
      [t('generated'), generated],
      [t('generator'), `${report.generator.app} ${report.generator.version}`],
      [t('controllersCount'), String(report.counts.controllers)],
      [t('verifiedCount'), `${report.counts.verified} / ${report.counts.controllers}`],
      [t('changesCount'), String(report.counts.changes)],
      [
        t('openCount'),
        {
          text: String(report.counts.openItems),
          colour: report.counts.openItems > 0 ? COLOURS.amber : COLOURS.green,
          bold: true,
        },
      ],
    ].map(([k, v]) => [{ text: k as string, colour: COLOURS.muted }, v ?? '']),
  );
  w.paragraph(t('noSecrets'), { size: 8, colour: COLOURS.muted });

  w.heading(t('openItems'));
  if (report.openItems.length === 0) w.paragraph(t('nothingOpen'), { colour: COLOURS.green });
  for (const item of report.openItems) {
    const colour = item.kind === 'factory_password' ? COLOURS.red : COLOURS.amber;
    w.paragraph(`• ${item.text[lang]}`, { colour });
  }

  w.heading(t('controllers'), 160);
  for (const c of report.controllers) drawController(w, c, lang);

  w.heading(t('cluster'));
  if (report.cluster.length === 0) w.paragraph(t('none'), { colour: COLOURS.muted });
  for (const cluster of report.cluster) {
    w.subheading(
      `${t('master')}: ${cluster.master.label}${cluster.comment ? ` (${quoted(cluster.comment, lang)})` : ''}`,
    );
    drawTable(
      w,
      [
        { header: t('member'), share: 3 },
        { header: t('outcome'), share: 2 },
        { header: t('differences'), share: 2, align: 'right' },
        { header: t('when'), share: 3 },
      ],
      cluster.members.map((m) => [
        m.label,
        { text: stateWord(m.outcome, lang), colour: outcomeColour(m.outcome) },
        m.differences === undefined ? '—' : String(m.differences),
        formatInstant(m.at),
      ]),
    );
  }

  w.heading(t('migrations'));
  if (report.migrations.length === 0) w.paragraph(t('none'), { colour: COLOURS.muted });
  else
    drawTable(
      w,
      [
        { header: t('controller'), share: 3 },
        { header: t('outcome'), share: 2 },
        { header: t('records'), share: 2, align: 'right' },
        { header: t('when'), share: 3 },
      ],
      report.migrations.map((m) => [
        m.label,
        { text: migrationWord(m.outcome, lang), colour: outcomeColour(m.outcome) },
        m.processedRecords === undefined
          ? '—'
          : `${m.processedRecords}${m.totalRecords === undefined ? '' : ` / ${m.totalRecords}`}`,
        formatInstant(m.at),
      ]),
    );

  w.heading(t('transfers'));
  if (report.transfers.length === 0) w.paragraph(t('none'), { colour: COLOURS.muted });
  else
    drawTable(
      w,
      [
        { header: t('target'), share: 2 },
        { header: t('source'), share: 2 },
        { header: t('parts'), share: 5 },
        { header: t('verification'), share: 2 },
      ],
      report.transfers.map((x) => [
        x.label,
        x.source ?? '—',
        Object.entries(x.parts)
          .map(([part, n]) => `${part}: ${n.created} / ${n.updated} / ${n.kept} / ${n.refused}`)
          .join('\n') || '—',
        transferState(x, lang),
      ]),
    );

  drawChanges(w, report, lang);

  return w.finish({
    title: t('title'),
    siteName: report.site.name,
    generated,
    pageWords: t('page'),
  });
}

/** A transfer is verified only by its read back: written alone is said as such. */
function transferState(x: HandoverReport['transfers'][number], lang: ReportLanguage): PdfCell {
  if (x.verified === true) return { text: stateWord('verified', lang), colour: COLOURS.green };
  if (x.verified === false) return { text: word('differs', lang), colour: COLOURS.red };
  if (x.outcome !== 'succeeded')
    return { text: stateWord(x.outcome, lang), colour: outcomeColour(x.outcome) };
  return { text: word('notReadBack', lang), colour: COLOURS.amber };
}

const quoted = (text: string, lang: ReportLanguage) => (lang === 'ru' ? `«${text}»` : `“${text}”`);

/** A migration that succeeded completed its copy (D17); its records say how much. */
const migrationWord = (outcome: string, lang: ReportLanguage) =>
  outcome === 'succeeded' ? word('completed', lang) : stateWord(outcome, lang);
