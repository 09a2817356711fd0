/**
 * The published JSON Schema of a site plan (docs/site-plan.schema.json), made from the zod
 * schema by zod 4's `z.toJSONSchema`, so editors can check a plan as it is typed. A unit test
 * fails when the published file is older than the schema (docs/decisions.md, "Site plans").
 */
import { z } from 'zod';
import { sitePlan } from './site-plan.schema';

export const SITE_PLAN_SCHEMA_FILE = 'docs/site-plan.schema.json';

export function sitePlanJsonSchema(): Record<string, unknown> {
  // Input: what a plan's author writes (defaults and transforms are the reader's business).
  const schema = z.toJSONSchema(sitePlan, { io: 'input', unrepresentable: 'any' });
  return {
    ...schema,
    $id: 'https://turnkey.invalid/site-plan.schema.json',
    title: 'Turnkey site plan',
    description: 'How a site of access-control controllers should be: see docs/site-plans.md.',
  };
}

export function sitePlanJsonSchemaText(): string {
  return `${JSON.stringify(sitePlanJsonSchema(), null, 2)}\n`;
}
