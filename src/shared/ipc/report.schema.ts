/**
 * The handover report's channels (docs/decisions.md, "Handover report"): the page asks for the
 * current site's report model to preview it, and for the file (JSON or a PDF in one language),
 * which it saves through a download, the same in the Electron window and the browser host.
 * Made offline from the site folder: no controller needs to answer.
 *
 *   page -> `report:make` {}                   -> the report (the preview draws it)
 *   page -> `report:file` { format, language } -> { fileName, mimeType, base64 }
 */
import { z } from 'zod';
import { defineChannel, noInput } from './channel';
import { handoverReport, reportFormat, reportLanguage } from '../report/handover-report.schema';

export const reportMake = defineChannel('report:make', () => ({
  input: noInput,
  output: handoverReport,
}));

export const reportFileChannel = defineChannel('report:file', () => ({
  input: z.strictObject({ format: reportFormat, language: reportLanguage }),
  output: z.strictObject({
    fileName: z.string().min(1).max(200),
    mimeType: z.enum(['application/pdf', 'application/json']),
    /** The file's bytes in base64: a report is tens to hundreds of kilobytes. */
    base64: z.string(),
  }),
}));

export const REPORT_CHANNELS = [reportMake, reportFileChannel] as const;
