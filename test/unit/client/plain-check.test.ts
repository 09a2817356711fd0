/**
 * The check that builds nothing (plain-check.ts) may say yes only where zod's parse accepts the
 * value and gives back one equal to it, since the client then takes the answer as JSON.parse made
 * it; it must say yes to ordinary answers (or the fast path is never taken), and a schema it does
 * not model gets no check at all, so zod parses those answers.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, endpointById } from '../../../src/shared/api';
import { plainCheckOf } from '../../../src/core/client/plain-check';

const staffPage = endpointById('staff.page').response;

const modern = (n: number) => ({
  surname: `Surname ${n}`,
  name: 'Name',
  dolzhnost: 'guard',
  uuid: `6f1c2a4e-8b1d-4c3e-9a2f-${String(n).padStart(12, '0')}`,
});
const legacy = { last_name: 'Old', first_name: 'Style', cards: ['42'], banned: true };

/** Holds the promise for `value`: a yes means zod gives back the same value. */
function agrees(schema: z.ZodType, value: unknown): void {
  const check = plainCheckOf(schema);
  if (!check?.(value)) return;
  const parsed = schema.safeParse(value);
  expect(parsed.success, JSON.stringify(value)).toBe(true);
  expect(parsed.data).toStrictEqual(value);
}

/** A schema with every construct the check models, each next to its edges. */
const everything = z.strictObject({
  s: z.string().min(2).max(3),
  n: z.number().int().gte(0).lt(10),
  o: z.string().optional(),
  u: z.boolean().nullable(),
  e: z.enum(['x', 'y']),
  l: z.literal(1),
  a: z.array(z.string().length(2)).min(1).max(2),
  p: z.string().regex(/^[0-9]+$/),
  any: z.unknown(),
  strip: z.object({ k: z.string() }).optional(),
  loose: z.looseObject({ k: z.number() }).optional(),
  either: z.union([z.strictObject({ k: z.string() }), z.looseObject({ j: z.number() })]).optional(),
});
const KEYS = ['s', 'n', 'o', 'u', 'e', 'l', 'a', 'p', 'any', 'strip', 'loose', 'either', 'k', 'j'];
const leaf = fc.constantFrom<unknown>(
  '',
  'a',
  'ab',
  'abc',
  'abcd',
  '😀',
  '😀😀',
  '\uD800',
  'x',
  'y',
  '12',
  '1a',
  0,
  1,
  -1,
  1.5,
  9,
  10,
  2 ** 53,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  null,
  undefined,
);
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ maxDepth: 3 }, leaf, fc.array(tie('value'), { maxLength: 3 }), tie('object')),
  object: fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 12 }),
}));
/** A valid value of `everything`, then one field changed or left out. */
const valid = {
  s: 'ab',
  n: 3,
  u: null,
  e: 'x',
  l: 1,
  a: ['ab'],
  p: '12',
  any: { deep: [1] },
  loose: { k: 1, more: 'kept' },
  either: { j: 2, more: true },
};
const nearlyValid = fc
  .tuple(fc.constantFrom(...KEYS), value, fc.boolean())
  .map(([key, replacement, drop]) => {
    const copy: Record<string, unknown> = JSON.parse(JSON.stringify(valid)) as Record<
      string,
      unknown
    >;
    if (drop) delete copy[key];
    else copy[key] = replacement;
    return copy;
  });

describe('the check that builds nothing', () => {
  it('is made once per schema', () => {
    expect(plainCheckOf(staffPage)).toBeDefined();
    expect(plainCheckOf(staffPage)).toBe(plainCheckOf(staffPage));
  });

  it('takes a page of staff of either field set as it is, extra fields and all', () => {
    const page = [{ ...modern(1), extra: { kept: true } }, legacy, modern(2)];
    expect(plainCheckOf(staffPage)?.(page)).toBe(true);
    expect(plainCheckOf(everything)?.(valid)).toBe(true);
  });

  it.each([
    ['a wrong type deep in a record', [modern(1), { ...modern(2), cards: [7] }]],
    ['a record of neither field set', [modern(1), { surname: 'Only' }]],
    ['a uuid off the pattern', [{ ...modern(1), uuid: 'not-a-uuid' }]],
    ['an empty surname', [{ ...modern(1), surname: '' }]],
    ['not a list', { data: [] }],
  ])('says no to what the contract refuses: %s', (_name, page) => {
    expect(plainCheckOf(staffPage)?.(page)).toBe(false);
    expect(staffPage.safeParse(page).success).toBe(false);
  });

  it.each([
    ['a key a stripping object drops', { ...valid, strip: { k: 'a', gone: 1 } }],
    [
      'an own __proto__ a loose object leaves out',
      { ...valid, loose: JSON.parse('{"k":1,"__proto__":2}') as unknown },
    ],
    [
      'an object not made by JSON.parse',
      { ...valid, loose: Object.assign(Object.create(null) as object, { k: 1 }) },
    ],
  ])('leaves to zod what zod accepts and changes: %s', (_name, input) => {
    expect(plainCheckOf(everything)?.(input)).toBe(false);
    expect(everything.safeParse(input).success).toBe(true);
  });

  it('counts text in code points, as zod does', () => {
    for (const s of ['😀', 'a😀', '😀😀', '\uD800\uD800', 'abcd'])
      agrees(everything, { ...valid, s });
    expect(plainCheckOf(everything)?.({ ...valid, s: 'a😀' })).toBe(true);
    expect(plainCheckOf(everything)?.({ ...valid, s: '😀😀' })).toBe(true);
    expect(plainCheckOf(everything)?.({ ...valid, s: '😀' })).toBe(false);
  });

  it('says yes only where zod gives the same value back, near a valid value', () => {
    fc.assert(
      fc.property(nearlyValid, (input) => agrees(everything, input)),
      { numRuns: 1000 },
    );
  });

  it('says yes only where zod gives the same value back, anywhere', () => {
    fc.assert(
      fc.property(value, (input) => agrees(everything, input)),
      { numRuns: 600 },
    );
  });

  it('says yes to a page of staff only where zod gives the same page back', () => {
    const record = fc.record({
      n: fc.nat(),
      extra: value,
      drop: fc.constantFrom('', 'surname', 'uuid'),
    });
    const page = fc.array(
      record.map(({ n, extra, drop }) => {
        const r: Record<string, unknown> = { ...modern(n), extra };
        if (drop) delete r[drop];
        return r;
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(page, (input) => agrees(staffPage, input)),
      { numRuns: 300 },
    );
  });

  it('holds for every answer schema of the contract on any JSON', () => {
    for (const endpoint of ENDPOINTS) {
      fc.assert(
        fc.property(fc.jsonValue({ maxDepth: 3 }), (input) => agrees(endpoint.response, input)),
        { numRuns: 20 },
      );
    }
  });

  it.each([
    ['a transform', z.string().transform((s) => s.length)],
    ['a default', z.object({ a: z.string().default('x') })],
    ['a refinement', z.string().refine((s) => s !== 'x')],
    ['a format', z.uuid()],
    ['a trimmed string', z.string().trim()],
    ['a record', z.record(z.string(), z.number())],
    ['a discriminated union', z.discriminatedUnion('t', [z.object({ t: z.literal('a') })])],
  ])('makes no check for a schema with %s', (_name, schema) => {
    expect(plainCheckOf(schema)).toBeUndefined();
  });
});
