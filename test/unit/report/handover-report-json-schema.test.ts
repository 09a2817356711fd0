import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HANDOVER_SCHEMA_FILE,
  handoverReportJsonSchema,
} from '../../../src/shared/report/handover-report.json-schema';

describe('the published JSON Schema of the handover report', () => {
  it('is the one the zod schema makes (run `npm run schemas` when this fails)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../..', HANDOVER_SCHEMA_FILE), 'utf8'),
    );
    expect(committed).toEqual(handoverReportJsonSchema());
  });
});
