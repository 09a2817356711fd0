// Writes the published JSON Schema of the handover report from its zod schema
// (`npm run schemas`; docs/decisions.md, "Handover report").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  HANDOVER_SCHEMA_FILE,
  handoverReportJsonSchemaText,
} from '../src/shared/report/handover-report.json-schema';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, HANDOVER_SCHEMA_FILE), handoverReportJsonSchemaText());
console.log(`wrote ${HANDOVER_SCHEMA_FILE}`);
