/**
 * The handover PDF's list of changes (docs/decisions.md, "Handover report"): who, when, what,
 * and the fields a change changed, before and after, in words. A long journal is summarised on
 * paper: past `PDF_CHANGE_ROWS` changes they are counted by kind (with their failures and their
 * first and last time) and only the latest are listed, so 5,000 entries make a report of a few
 * dozen pages rather than hundreds; the JSON file keeps every change.
 */
import type { HandoverReport, ReportChange } from '../../shared/report/handover-report.schema';
import { actorText, cut } from '../../shared/report/report-format';
import type { Paper } from './pdf-paper';
import { drawTable } from './pdf-table';
import { COLOURS } from './pdf-writer';
import { actionWords } from '../../shared/report/report-words';

/** The most changes listed row by row in the PDF. */
export const PDF_CHANGE_ROWS = 300;

export function drawChanges(p: Paper, report: HandoverReport): void {
  const { w, t, lang } = p;
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
    drawSummary(p, changes);
    w.subheading(t('latestChanges').replace('{rows}', rows));
  }
  drawTable(
    w,
    [
      { header: t('whenZone').replace('{zone}', p.zone), share: 2.5 },
      { header: t('who'), share: 1.7 },
      { header: t('what'), share: 4.3 },
      { header: t('before'), share: 3.1 },
      { header: t('after'), share: 3.1 },
    ],
    listed.map((c) => [
      p.time(c.at),
      actorText(c.actor, lang),
      {
        text: `${c.controllerLabel ? `${c.controllerLabel}: ` : ''}${c.summary?.[lang] ?? c.error?.message[lang] ?? actionWords(c.action, lang)}`,
        colour: outcomeColour(c.outcome),
      },
      cut(c.beforeText?.[lang] ?? ''),
      cut(c.afterText?.[lang] ?? ''),
    ]),
  );
}

/** Changes counted by kind, in the order each kind first happened. */
function drawSummary(p: Paper, changes: readonly ReportChange[]): void {
  const { w, t, lang } = p;
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
      { header: t('period').replace('{zone}', p.zone), share: 4 },
    ],
    [...kinds].map(([action, k]) => [
      actionWords(action, lang),
      String(k.count),
      k.failed > 0 ? { text: String(k.failed), colour: COLOURS.red, bold: true } : '0',
      `${p.time(k.first)} – ${p.time(k.last)}`,
    ]),
  );
}

export function outcomeColour(outcome: string): string {
  if (outcome === 'failed') return COLOURS.red;
  if (outcome === 'cancelled') return COLOURS.amber;
  return COLOURS.text;
}
