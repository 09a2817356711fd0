/**
 * A check of an answer against a contract schema that builds nothing: for a schema whose parse
 * gives back a value equal to its input (no transforms, defaults or refinements; an object keeps
 * no key the schema would strip), the answer as JSON.parse gave it is what the parse would give,
 * so the client can take it as it is once this says yes. zod's compiled parse (`z.compile`)
 * copies every object it reads, a loose staff record included; at 10,000 staff those copies and
 * the garbage they leave cost the read more than the checking itself (docs/benchmarks.md,
 * "Client"; docs/decisions.md, "The client's cost").
 *
 * The check is generated from the schema once, as zod's compiler does. Inside it a part says no
 * only where zod refuses too, so a union tries its next option exactly when zod would; where zod
 * might accept and give back something else (a key a stripping object drops, an own `__proto__`
 * a loose one leaves out) the whole check gives up. Either way the client then parses the answer
 * with zod (whose issues name the field), so the check never lets through a value the schema
 * refuses, nor one zod would give back changed. Schemas with anything else (a format other than a
 * plain pattern, a refinement, a transform, a record, a discriminated union) get no check of this
 * kind, and the client parses their answers with zod.
 */
import { z } from 'zod';

/** True when the value is one the schema's parse would give back unchanged. */
export type PlainCheck = (value: unknown) => boolean;

type Schema = z.core.$ZodType;

class Unsupported extends Error {}

/** Thrown inside a check where zod might accept the value and give back another. */
const GIVE_UP = Symbol('zod decides');

interface Build {
  /** Values the generated code reads: patterns, sets of keys and values (k[0] is GIVE_UP). */
  constants: unknown[];
  /** Generated functions, one per object, array and union. */
  functions: string[];
  /** The function made for a schema, by schema (a schema used twice is checked by one). */
  named: Map<Schema, string>;
}

const constant = (build: Build, value: unknown): string => {
  build.constants.push(value);
  return `k[${build.constants.length - 1}]`;
};

const literalOf = (value: number): string => {
  if (!Number.isFinite(value)) throw new Unsupported();
  return String(value);
};

/** The checks of a string or an array's length, as zod measures it (code points for strings). */
function lengthChecks(build: Build, check: z.core.$ZodCheck, v: string, text: boolean): string {
  const def = check._zod.def as z.core.$ZodCheckDef & {
    minimum?: number;
    maximum?: number;
    length?: number;
  };
  // zod counts a string in code points, counting them only when the units leave it in doubt;
  // a string whose units settle it is decided by them, as in zod's own checks.
  const count = text ? (limit: string) => `cpl(${v}) ${limit}` : undefined;
  if (def.check === 'min_length' && def.minimum !== undefined) {
    const min = literalOf(def.minimum);
    return count ? `(${v}.length >= ${min} * 2 || ${count(`>= ${min}`)})` : `${v}.length >= ${min}`;
  }
  if (def.check === 'max_length' && def.maximum !== undefined) {
    const max = literalOf(def.maximum);
    return count ? `(${v}.length <= ${max} || ${count(`<= ${max}`)})` : `${v}.length <= ${max}`;
  }
  if (def.check === 'length_equals' && def.length !== undefined) {
    const exact = literalOf(def.length);
    return count
      ? `(${v}.length >= ${exact} && ${v}.length <= ${exact} * 2 && ${count(`=== ${exact}`)})`
      : `${v}.length === ${exact}`;
  }
  if (text && def.check === 'string_format') {
    const format = check._zod.def as z.core.$ZodCheckStringFormatDef;
    if (format.format !== 'regex' || !(format.pattern instanceof RegExp) || format.when)
      throw new Unsupported();
    const pattern = constant(build, format.pattern);
    return `(${pattern}.lastIndex = 0, ${pattern}.test(${v}))`;
  }
  throw new Unsupported();
}

function numberCheck(check: z.core.$ZodCheck, v: string): string {
  const def = check._zod.def as z.core.$ZodCheckDef & {
    value?: unknown;
    inclusive?: boolean;
    format?: string;
  };
  if (
    (def.check === 'greater_than' || def.check === 'less_than') &&
    typeof def.value === 'number'
  ) {
    const sign = def.check === 'greater_than' ? '>' : '<';
    return `${v} ${sign}${def.inclusive ? '=' : ''} ${literalOf(def.value)}`;
  }
  if (def.check === 'number_format' && def.format === 'safeint')
    return `Number.isSafeInteger(${v})`;
  throw new Unsupported();
}

const checksOf = (schema: Schema): readonly z.core.$ZodCheck[] => schema._zod.def.checks ?? [];

const all = (tests: string[]): string => tests.join(' && ');

/** A JavaScript expression over the variable `v`, true when the value passes `schema` as it is. */
function test(build: Build, schema: Schema, v: string): string {
  const def = schema._zod.def as z.core.$ZodTypeDef & { coerce?: boolean; format?: string };
  if (def.coerce) throw new Unsupported();
  switch (def.type) {
    case 'string':
      if (def.format !== undefined) throw new Unsupported();
      return all([
        `typeof ${v} === "string"`,
        ...checksOf(schema).map((c) => lengthChecks(build, c, v, true)),
      ]);
    case 'number':
      if (def.format !== undefined && def.format !== 'safeint') throw new Unsupported();
      return all([
        `typeof ${v} === "number" && Number.isFinite(${v})`,
        ...(def.format === 'safeint' ? [`Number.isSafeInteger(${v})`] : []),
        ...checksOf(schema).map((c) => numberCheck(c, v)),
      ]);
    case 'boolean':
      return plain(schema, `typeof ${v} === "boolean"`);
    case 'null':
      return plain(schema, `${v} === null`);
    case 'unknown':
    case 'any':
      return plain(schema, 'true');
    case 'literal':
    case 'enum': {
      const values = schema._zod.values;
      if (!(values instanceof Set)) throw new Unsupported();
      return plain(schema, `${constant(build, values)}.has(${v})`);
    }
    case 'optional':
      if (schema._zod.traits.has('$ZodExactOptional')) throw new Unsupported();
      return plain(schema, `(${v} === undefined || ${inner(build, schema, v)})`);
    case 'nullable':
      return plain(schema, `(${v} === null || ${inner(build, schema, v)})`);
    case 'array':
    case 'object':
    case 'union':
      return `${functionFor(build, schema)}(${v})`;
    default:
      throw new Unsupported();
  }
}

/** `expression`, for a schema that may carry no checks of its own. */
function plain(schema: Schema, expression: string): string {
  if (checksOf(schema).length > 0) throw new Unsupported();
  return expression;
}

function inner(build: Build, schema: Schema, v: string): string {
  const def = schema._zod.def as z.core.$ZodOptionalDef | z.core.$ZodNullableDef;
  return test(build, def.innerType, v);
}

/** The name of the generated function checking an object, an array or a union. */
function functionFor(build: Build, schema: Schema): string {
  const known = build.named.get(schema);
  if (known) return known;
  const name = `f${build.named.size}`;
  build.named.set(schema, name);
  const def = schema._zod.def;
  const body =
    def.type === 'array'
      ? arrayBody(build, schema)
      : def.type === 'object'
        ? objectBody(build, schema)
        : unionBody(build, schema);
  build.functions.push(`function ${name}(v) {\n${body}\n}`);
  return name;
}

function arrayBody(build: Build, schema: Schema): string {
  const def = schema._zod.def as z.core.$ZodArrayDef;
  return [
    `if (!Array.isArray(v)${checksOf(schema)
      .map((c) => ` || !(${lengthChecks(build, c, 'v', false)})`)
      .join('')}) return false;`,
    'for (let i = 0; i < v.length; i++) {',
    '  const e = v[i];',
    `  if (!(${test(build, def.element, 'e')})) return false;`,
    '}',
    'return true;',
  ].join('\n');
}

function objectBody(build: Build, schema: Schema): string {
  if (checksOf(schema).length > 0) throw new Unsupported();
  const def = schema._zod.def as z.core.$ZodObjectDef;
  const shape = def.shape as Record<string, Schema>;
  const keys = Object.keys(shape);
  if (keys.includes('__proto__')) throw new Unsupported();
  const lines = [
    'if (typeof v !== "object" || v === null || Array.isArray(v)) return false;',
    // JSON.parse makes plain objects; zod copies anything else (a null prototype, a class's
    // instance) into one, which is left to it.
    'if (Object.getPrototypeOf(v) !== Object.prototype) throw k[0];',
  ];
  keys.forEach((key, index) => {
    const field = shape[key] as Schema;
    const a = `a${index}`;
    // A key left out passes an optional field; a required one that might take it (`unknown`)
    // is left to zod, which decides what its output holds; any other refuses it.
    const absent =
      field._zod.def.type === 'optional' && !field._zod.traits.has('$ZodExactOptional')
        ? ''
        : `if (${a} === undefined) ${mayTakeUndefined(field) ? 'throw k[0]' : 'return false'};\n`;
    lines.push(
      `const ${a} = v[${JSON.stringify(key)}];`,
      `${absent}if (${a} !== undefined && !(${test(build, field, a)})) return false;`,
    );
  });
  const rest = def.catchall?._zod.def.type;
  if (rest === undefined || rest === 'never') {
    // With no key outside the shape the parse gives the input back. A key outside: a strict
    // object refuses it, a stripping one (zod's default) drops it, which zod is left to do.
    const known = constant(build, new Set(keys));
    const outside = rest === 'never' ? 'return false' : 'throw k[0]';
    lines.push(`for (const key in v) if (!${known}.has(key)) ${outside};`);
  } else if (rest === 'unknown' || rest === 'any') {
    // Loose: every key is kept, but zod's output leaves out an own `__proto__`.
    lines.push('if (Object.prototype.hasOwnProperty.call(v, "__proto__")) throw k[0];');
  } else {
    throw new Unsupported();
  }
  lines.push('return true;');
  return lines.join('\n');
}

/** Whether a value left out might pass `schema` (an `unknown`, say) rather than be refused. */
function mayTakeUndefined(schema: Schema): boolean {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: Schema; options?: Schema[] };
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'array':
    case 'object':
      return false;
    case 'literal':
    case 'enum':
      return schema._zod.values?.has(undefined) !== false;
    case 'nullable':
      return def.innerType ? mayTakeUndefined(def.innerType) : true;
    case 'union':
      return def.options?.some(mayTakeUndefined) ?? true;
    default:
      return true;
  }
}

function unionBody(build: Build, schema: Schema): string {
  const def = schema._zod.def as z.core.$ZodUnionDef & {
    inclusive?: boolean;
    discriminator?: string;
  };
  // An exclusive union refuses a value two options take; a discriminated one picks its option by
  // a key: both are left to zod.
  if (checksOf(schema).length > 0 || def.inclusive === false || def.discriminator !== undefined)
    throw new Unsupported();
  return `return ${def.options.map((option) => `(${test(build, option, 'v')})`).join(' || ')};`;
}

const made = new WeakMap<Schema, PlainCheck | null>();

/**
 * The check of `schema` that builds nothing, made once per schema; undefined when the schema's
 * parse may give back something other than its input, or has a rule this check does not model.
 */
export function plainCheckOf(schema: Schema): PlainCheck | undefined {
  const known = made.get(schema);
  if (known !== undefined) return known ?? undefined;
  let check: PlainCheck | null = null;
  try {
    const build: Build = { constants: [GIVE_UP], functions: [], named: new Map() };
    const root = test(build, schema, 'v');
    const code = [
      ...build.functions,
      'return (v) => {',
      `  try { return ${root}; }`,
      '  catch (error) { if (error === k[0]) return false; throw error; }',
      '};',
      // Named, so a profile shows the check apart from the VM's own frames.
      '//# sourceURL=plain-check.generated.js',
    ].join('\n');
    // Generated once per schema from the contract, as zod's own compiler does (`z.compile`).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const factory = new Function('k', 'cpl', code) as (
      k: unknown[],
      cpl: (text: string) => number,
    ) => PlainCheck;
    check = factory(build.constants, z.core.util.codePointLength);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  made.set(schema, check);
  return check ?? undefined;
}
