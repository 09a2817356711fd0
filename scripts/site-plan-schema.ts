// Writes the published JSON Schema of a site plan from its zod schema
// (`npx tsx scripts/site-plan-schema.ts`; docs/decisions.md, "Site plans").
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  SITE_PLAN_SCHEMA_FILE,
  sitePlanJsonSchemaText,
} from '../src/shared/plans/site-plan.json-schema';

const root = join(import.meta.dirname, '..');
writeFileSync(join(root, SITE_PLAN_SCHEMA_FILE), sitePlanJsonSchemaText());
console.log(`wrote ${SITE_PLAN_SCHEMA_FILE}`);
