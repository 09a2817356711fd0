/**
 * Inputs for a channel made from its own schema (its JSON Schema form): most are the right shape
 * with odd values in it (ids that are not fingerprints, paths that climb out, text at and past
 * its limit, numbers at the edges), some are wrong in shape altogether. The values a test knows
 * to be real (a trusted controller's id, its address) are mixed in, so a handler is reached with
 * the odd value beside real ones, not only refused at the door.
 */
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
};

const ODD_TEXT = [
  '',
  ' ',
  'x',
  '../../../../etc/passwd',
  '..',
  'con',
  'NUL:',
  '%00',
  '\u0000',
  'Объект №1',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '00:11',
  'ZZ:ZZ',
  '127.0.0.1:0',
  '255.255.255.255',
  '-1',
  '1e309',
];

function text(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 300, 300);
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(...ODD_TEXT),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constant('x'.repeat(max)),
    fc.constant('x'.repeat(max + 1)),
  ];
  if (known.length > 0) options.push(fc.constantFrom(...known));
  if (schema.pattern) {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern), { maxLength: max }));
    } catch {
      // A pattern fast-check cannot draw from: the other strings still reach it.
    }
  }
  return fc.oneof(...options);
}

function number(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const edges = [0, -1, 1, 2 ** 31, -(2 ** 31), Number.MAX_SAFE_INTEGER];
  if (schema.minimum !== undefined) edges.push(schema.minimum, schema.minimum - 1);
  if (schema.maximum !== undefined) edges.push(schema.maximum, schema.maximum + 1);
  return fc.oneof(
    fc.constantFrom(...edges),
    integer ? fc.integer() : fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
}

/** Anything at all, for the places where the shape itself is wrong. */
const WRONG = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

function fromSchema(
  schema: JsonSchema,
  known: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  const made = shaped(schema, known, depth);
  // One value in eight is of a wrong kind wherever it sits.
  return fc.oneof({ weight: 7, arbitrary: made }, { weight: 1, arbitrary: WRONG });
}

function shaped(
  schema: JsonSchema,
  known: readonly string[],
  depth: number,
): fc.Arbitrary<unknown> {
  if (depth > 6) return WRONG;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union && union.length > 0)
    return fc.oneof(...union.map((s) => fromSchema(s, known, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0)
    return fromSchema(schema.allOf[0]!, known, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [
          key,
          fromSchema(value, known, depth + 1),
        ]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      return fc.record(model, { requiredKeys: required });
    }
    case 'array': {
      const item = schema.items ?? schema.prefixItems?.[0] ?? {};
      return fc.array(fromSchema(item, known, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    }
    case 'string':
      return text(schema, known);
    case 'integer':
      return number(schema, true);
    case 'number':
      return number(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Inputs for `schema`: its shape with odd values, now and then the wrong shape altogether. */
export function inputsFor(schema: z.ZodType, known: readonly string[]): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof(
    { weight: 9, arbitrary: shaped(json, known, 0) },
    { weight: 1, arbitrary: WRONG },
  );
}
