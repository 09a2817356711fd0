/**
 * docs/reference/controller-api.md is what scripts/write-api-reference.ts writes from the contract
 * now, so the page cannot go stale: a changed endpoint, area or section text fails here until the
 * page is written again (`npx tsx scripts/write-api-reference.ts`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_REFERENCE_FILE,
  API_SECTIONS,
  SECTION_FRAGMENTS,
  apiReferenceText,
} from '../../../scripts/write-api-reference';
import { ENDPOINTS } from '../../../src/shared/api';

const root = join(import.meta.dirname, '../../..');

describe('the controller API reference page', () => {
  it('is what the generator writes from the contract now', async () => {
    const committed = readFileSync(join(root, API_REFERENCE_FILE), 'utf8');
    expect(committed).toBe(await apiReferenceText());
  }, 30_000);

  it('has a section for every section an endpoint stands in', () => {
    const numbers = new Set(API_SECTIONS.map((s) => s.number));
    expect(ENDPOINTS.filter((e) => !numbers.has(e.section)).map((e) => e.id)).toEqual([]);
  });

  it('has no section text without its section', () => {
    const numbers = API_SECTIONS.map((s) => `${s.number}.md`);
    const fragments = readdirSync(join(root, SECTION_FRAGMENTS));
    expect(fragments.filter((f) => !numbers.includes(f))).toEqual([]);
  });

  it('lists every endpoint of the contract once', () => {
    const page = readFileSync(join(root, API_REFERENCE_FILE), 'utf8');
    const ids = page
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .map((line) => line.split(' | ')[2]?.trim());
    const missing = ENDPOINTS.filter((e) => ids.filter((id) => id === `\`${e.id}\``).length !== 1);
    expect(missing.map((e) => e.id)).toEqual([]);
  });
});
