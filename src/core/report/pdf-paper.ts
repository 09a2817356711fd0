/**
 * What every section of the handover PDF draws with (docs/decisions.md, "Handover report: what
 * is true now"): the page writer, the language's words, and the report's times said in its zone.
 */
import type { HandoverReport, ReportLanguage } from '../../shared/report/handover-report.schema';
import { formatTime, formatTimeZoned, zoneText } from '../../shared/report/report-format';
import type { PdfWriter } from './pdf-writer';
import { word, type ReportWord } from '../../shared/report/report-words';

export interface Paper {
  w: PdfWriter;
  lang: ReportLanguage;
  t: (key: ReportWord) => string;
  /** The zone's wall clock, where a column's title says the zone. */
  time: (iso: string) => string;
  /** The wall clock with the zone's offset after it, for a time on its own. */
  zoned: (iso: string) => string;
  /** The zone as a title says it (`Europe/Moscow, UTC+3`). */
  zone: string;
}

/** Every instant the report shows in a table, so a title's offset is true of each. */
function tableInstants(report: HandoverReport): string[] {
  return [
    ...report.changes.map((c) => c.at),
    ...report.controllers.flatMap((c) => [
      ...c.accessPoints.map((p) => p.changedAt),
      ...c.verification.checks.map((k) => k.at),
    ]),
    ...report.cluster.flatMap((c) => c.members.map((m) => m.at)),
    ...report.migrations.map((m) => m.at),
    report.generatedAt,
  ];
}

export function paperOf(w: PdfWriter, report: HandoverReport, lang: ReportLanguage): Paper {
  const zone = report.timeZone ?? 'UTC';
  return {
    w,
    lang,
    t: (key) => word(key, lang),
    time: (iso) => formatTime(iso, zone, lang),
    zoned: (iso) => formatTimeZoned(iso, zone, lang),
    zone: zoneText(zone, tableInstants(report)),
  };
}
