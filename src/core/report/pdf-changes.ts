/**
 * The handover PDF's list of changes (docs/decisions.md, "Handover report"): who, when, what,
 * and the fields a change changed, before and after. A long journal is summarised on paper: past
 * `PDF_CHANGE_ROWS` changes they are counted by kind (with their failures and their first and
 * last time) and only the latest are listed, so 5,000 entries make a report of a few dozen pages
 * rather than hundreds; the JSON file keeps every change.
 */
import type {
  HandoverReport,
  ReportChange,
  ReportLanguage,
} from '../../shared/report/handover-report.schema';
import { drawTable } from './pdf-table';
import { COLOURS, type PdfWriter } from './pdf-writer';
import { changedValues, formatMinute } from '../../shared/report/report-format';
import { actionWords, word, type ReportWord } from './report-i18n';

/** The most changes listed row by row in the PDF. */
export const PDF_CHANGE_ROWS = 300;

export function drawChanges(w: PdfWriter, report: HandoverReport, lang: ReportLanguage): void {
  const t = (key: ReportWord) => word(key, lang);
  w.heading(t('changes'));
  const { changes } = report;
  if (changes.length === 0) {
    w.paragraph(t('none'), { colour: COLOURS.muted });
    return;
  }
  let listed = changes;
  if (changes.length > PDF_CHANGE_ROWS) {
    listed = changes.slice(-PDF_CHANGE_ROWS);
    const rows = String(listed.length);
    w.paragraph(
      t('changesSummarised').replace('{total}', String(changes.length)).replace('{rows}', rows),
    );
    drawSummary(w, changes, lang);
    w.subheading(t('latestChanges').replace('{rows}', rows));
  }
  drawTable(
    w,
    [
      // "2026-03-01 16:45" on one line at 8 pt.
      { header: t('whenUtc'), share: 2.5 },
      { header: t('who'), share: 1.7 },
      { header: t('what'), share: 4.3 },
      { header: t('before'), share: 3.1 },
      { header: t('after'), share: 3.1 },
    ],
    listed.map((c) => {
      const values = changedValues(c.before, c.after);
      return [
        formatMinute(c.at),
        [c.actor.user, c.actor.login, c.actor.shell].filter(Boolean).join(' · '),
        {
          text: `${c.controllerLabel ? `${c.controllerLabel}: ` : ''}${c.summary?.[lang] ?? c.error?.message[lang] ?? actionWords(c.action, lang)}`,
          colour: outcomeColour(c.outcome),
        },
        values.before,
        values.after,
      ];
    }),
  );
}

/** Changes counted by kind, in the order each kind first happened. */
function drawSummary(w: PdfWriter, changes: readonly ReportChange[], lang: ReportLanguage): void {
  const t = (key: ReportWord) => word(key, lang);
  const kinds = new Map<string, { count: number; failed: number; first: string; last: string }>();
  for (const c of changes) {
    const k = kinds.get(c.action) ?? { count: 0, failed: 0, first: c.at, last: c.at };
    k.count += 1;
    if (c.outcome === 'failed') k.failed += 1;
    k.last = c.at;
    kinds.set(c.action, k);
  }
  drawTable(
    w,
    [
      { header: t('kind'), share: 4 },
      { header: t('count'), share: 1.3, align: 'right' },
      { header: t('failedCount'), share: 1.3, align: 'right' },
      { header: t('period'), share: 4 },
    ],
    [...kinds].map(([action, k]) => [
      actionWords(action, lang),
      String(k.count),
      k.failed > 0 ? { text: String(k.failed), colour: COLOURS.red, bold: true } : '0',
      `${formatMinute(k.first)} – ${formatMinute(k.last)}`,
    ]),
  );
}

export function outcomeColour(outcome: string): string {
  if (outcome === 'failed') return COLOURS.red;
  if (outcome === 'cancelled') return COLOURS.amber;
  return COLOURS.text;
}
