/**
 * The handover PDF's site-wide sections (docs/decisions.md, "Handover report"): the VPN cluster
 * as it is now (a removed member is gone, each member's newest word), event-log migrations with
 * their counts (D17) and firmware-era transfers with their parts in words and their
 * verification. Times in the report's zone, said in each table's title.
 */
import type { HandoverReport } from '../../shared/report/handover-report.schema';
import { outcomeColour } from './pdf-changes';
import type { Paper } from './pdf-paper';
import { drawTable, type PdfCell } from './pdf-table';
import { COLOURS } from './pdf-writer';
import { stateWord, word } from '../../shared/report/report-words';

const whenTitle = (p: Paper) => p.t('whenZone').replace('{zone}', p.zone);

export function drawCluster(p: Paper, report: HandoverReport): void {
  const { w, t, lang } = p;
  w.heading(t('cluster'));
  if (report.cluster.length === 0) w.paragraph(t('none'), { colour: COLOURS.muted });
  for (const cluster of report.cluster) {
    const comment = cluster.comment
      ? ` (${lang === 'ru' ? `«${cluster.comment}»` : `“${cluster.comment}”`})`
      : '';
    w.subheading(`${t('master')}: ${cluster.master.label}${comment}`);
    if (cluster.members.length === 0) {
      w.paragraph(t('none'), { colour: COLOURS.muted });
      continue;
    }
    drawTable(
      w,
      [
        { header: t('member'), share: 3 },
        { header: t('outcome'), share: 2 },
        { header: t('differences'), share: 2, align: 'right' },
        { header: whenTitle(p), share: 3 },
      ],
      cluster.members.map((m) => [
        m.label,
        { text: stateWord(m.outcome, lang), colour: outcomeColour(m.outcome) },
        m.differences === undefined ? '—' : String(m.differences),
        p.time(m.at),
      ]),
    );
  }
}

export function drawMigrations(p: Paper, report: HandoverReport): void {
  const { w, t, lang } = p;
  w.heading(t('migrations'));
  if (report.migrations.length === 0) {
    w.paragraph(t('none'), { colour: COLOURS.muted });
    return;
  }
  drawTable(
    w,
    [
      { header: t('controller'), share: 3 },
      { header: t('outcome'), share: 2 },
      { header: t('records'), share: 2, align: 'right' },
      { header: whenTitle(p), share: 3 },
    ],
    report.migrations.map((m) => [
      m.label,
      {
        // A migration that succeeded completed its copy (D17); its records say how much.
        text: m.outcome === 'succeeded' ? word('completed', lang) : stateWord(m.outcome, lang),
        colour: outcomeColour(m.outcome),
      },
      m.processedRecords === undefined
        ? '—'
        : `${m.processedRecords}${m.totalRecords === undefined ? '' : ` / ${m.totalRecords}`}`,
      p.time(m.at),
    ]),
  );
}

export function drawTransfers(p: Paper, report: HandoverReport): void {
  const { w, t, lang } = p;
  w.heading(t('transfers'));
  if (report.transfers.length === 0) {
    w.paragraph(t('none'), { colour: COLOURS.muted });
    return;
  }
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
      (x.partsText?.[lang] ?? '') || '—',
      transferState(x, p),
    ]),
  );
}

/** A transfer is verified only by its read back: written alone is said as such. */
function transferState(x: HandoverReport['transfers'][number], p: Paper): PdfCell {
  if (x.verified === true) return { text: stateWord('verified', p.lang), colour: COLOURS.green };
  if (x.verified === false) return { text: p.t('differs'), colour: COLOURS.red };
  if (x.outcome !== 'succeeded')
    return { text: stateWord(x.outcome, p.lang), colour: outcomeColour(x.outcome) };
  return { text: p.t('notReadBack'), colour: COLOURS.amber };
}
