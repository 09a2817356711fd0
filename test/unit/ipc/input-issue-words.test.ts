/**
 * A refused input says the field and its limit in words in both languages (docs/decisions.md,
 * "Text limits"): a site name too long or empty is a sentence, an over-long text of the contract
 * names its field, the limit and the length given; anything else keeps the schema's list.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessPoint } from '../../../src/shared/api';
import { ipcError, toInputIssues } from '../../../src/shared/ipc/ipc-error';
import { siteCreate, siteRename } from '../../../src/shared/ipc/site.schema';

function refusal(schema: z.ZodType, input: unknown, channel = 'site:create') {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return ipcError('invalid_input', { channel, issues: toInputIssues(parsed.error) });
}

describe('invalid_input words', () => {
  it('says a too long site name as a sentence, not a dump', () => {
    const error = refusal(siteCreate.input, { name: 'S'.repeat(10_000) });
    expect(error.message).toEqual({
      en: 'The site name is at most 120 characters.',
      ru: 'Название объекта — не более 120 символов.',
    });
    expect(error.message.en).not.toMatch(/malformed|Too big/);
    const renamed = refusal(siteRename.input, { siteId: 'plant-4', name: 'S'.repeat(121) });
    expect(renamed.message.en).toBe('The site name is at most 120 characters.');
  });

  it('says an empty site name as a sentence', () => {
    expect(refusal(siteCreate.input, { name: '   ' }).message).toEqual({
      en: 'The site needs a name.',
      ru: 'Укажите название объекта.',
    });
  });

  it('names the field, the limit and the length given for a contract text', () => {
    const error = refusal(
      z.strictObject({ point: accessPoint }),
      {
        point: {
          name: 'n'.repeat(10_000),
          type: 'entrance',
          controller_uuid: '0b6f1b2e-4a1d-4c1e-8f00-1234567890ab',
        },
      },
      'resource:write',
    );
    expect(error.message).toEqual({
      en: 'Name: at most 120 characters (10,000 given)',
      ru: 'Имя: не более 120 символов (дано 10\u00a0000)',
    });
  });

  it('says a plain length bound by the field', () => {
    const error = refusal(z.strictObject({ login: z.string().min(3).max(8) }), { login: 'ab' });
    expect(error.message).toEqual({
      en: 'Login: at least 3 characters.',
      ru: 'Логин: не менее 3 символов.',
    });
  });

  it('keeps the list for problems that are not a text’s length', () => {
    const error = refusal(z.strictObject({ count: z.int() }), { count: 'x' }, 'jobs:list');
    expect(error.message.en).toMatch(/^The request jobs:list was refused as malformed: count: /);
  });
});
