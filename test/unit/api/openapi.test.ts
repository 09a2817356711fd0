/** docs/openapi.json is valid OpenAPI 3.1 and is exactly what the contract generates. */
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiText } from '../../../src/cli/commands/api-listing';
import { ENDPOINTS } from '../../../src/shared/api';

const committed = readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8');

describe('docs/openapi.json', () => {
  it('is current: run `npm run openapi` after changing the contract', () => {
    expect(committed).toBe(openApiText());
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(committed) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('holds all 180 operations with bearer security and E on failures', () => {
    const doc = JSON.parse(committed) as {
      paths: Record<
        string,
        Record<
          string,
          {
            operationId: string;
            security?: unknown[];
            responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
          }
        >
      >;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    const ops = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(ops).toHaveLength(ENDPOINTS.length);
    expect(new Set(ops.map((o) => o.operationId))).toEqual(new Set(ENDPOINTS.map((e) => e.id)));
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const op of ops)
      expect(op.responses['401']?.content['application/json']?.schema.$ref).toBe(
        '#/components/schemas/E',
      );
    expect(ops.find((o) => o.operationId === 'login')?.security).toEqual([]);
    for (const name of [
      'StaffModern',
      'StaffLegacy',
      'NetworkSettings',
      'Schedule',
      'E',
      'K',
      'MigrationStatus',
    ]) {
      expect(doc.components.schemas[name], name).toBeDefined();
    }
  });
});
