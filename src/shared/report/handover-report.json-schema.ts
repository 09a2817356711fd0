/**
 * The published JSON Schema of the handover report (docs/handover-report.schema.json), made
 * from the zod schema so the two cannot drift; a unit test fails when the committed file is stale
 * (docs/decisions.md, "Handover report").
 */
import { z } from 'zod';
import { HANDOVER_REPORT_VERSION, handoverReport } from './handover-report.schema';

export const HANDOVER_SCHEMA_FILE = 'docs/handover-report.schema.json';

export function handoverReportJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(handoverReport, { target: 'draft-2020-12', io: 'output' });
  return {
    $id: `https://turnkey.app/schemas/handover-report-v${HANDOVER_REPORT_VERSION}.json`,
    title: 'Turnkey handover report',
    ...schema,
  };
}

/** The file's text: two-space JSON with a final newline, as Prettier leaves it. */
export function handoverReportJsonSchemaText(): string {
  return `${JSON.stringify(handoverReportJsonSchema(), null, 2)}\n`;
}
