/**
 * The handover report as a file (docs/decisions.md, "Handover report"): the model made offline
 * from the site, then JSON (the published schema) or a PDF in one language. The app and the
 * `turnkey report` command both make it here.
 */
import type {
  HandoverReport,
  ReportFormat,
  ReportLanguage,
} from '../../shared/report/handover-report.schema';
import { folderName } from '../site/site-store';

export interface ReportFile {
  fileName: string;
  mimeType: 'application/pdf' | 'application/json';
  bytes: Buffer;
}

export async function reportFile(
  report: HandoverReport,
  format: ReportFormat,
  language: ReportLanguage,
): Promise<ReportFile> {
  const base = `handover-${folderName(report.site.name)}-${report.generatedAt.slice(0, 10)}`;
  if (format === 'json') {
    return {
      fileName: `${base}.json`,
      mimeType: 'application/json',
      bytes: Buffer.from(`${JSON.stringify(report, null, 2)}\n`, 'utf8'),
    };
  }
  // The PDF writer and its fonts load only when a PDF is made: every shell wires the report's
  // channels, and a command that lists a site should not parse fonts (docs/decisions.md, "The
  // CLI is bundled").
  const { renderReportPdf } = await import('./pdf-report');
  return {
    fileName: `${base}-${language}.pdf`,
    mimeType: 'application/pdf',
    bytes: await renderReportPdf(report, language),
  };
}
