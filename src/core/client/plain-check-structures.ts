/**
 * The generated tests of the answer check that builds nothing (plain-check.ts) for a schema's
 * shape: the test of each kind of schema, and a function per object, array and union. A part
 * says no only where zod refuses too, so a union tries its next option exactly when zod would;
 * where zod might accept and give back something else (a key a stripping object drops, an own
 * `__proto__` a loose one leaves out) it throws GIVE_UP and the whole check gives up.
 */
import type { z } from 'zod';
import {
  all,
  checksOf,
  constant,
  plain,
  Unsupported,
  type Build,
  type Schema,
} from './plain-check-build';
import { lengthChecks, numberCheck } from './plain-check-leaves';

/** A JavaScript expression over the variable `v`, true when the value passes `schema` as it is. */
export function test(build: Build, schema: Schema, v: string): string {
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
  keys.forEach((key, index) => lines.push(fieldLines(build, key, shape[key] as Schema, index)));
  lines.push(restLines(build, def, keys), 'return true;');
  return lines.join('\n');
}

/** One field of an object: read once, then tested where it is present. */
function fieldLines(build: Build, key: string, field: Schema, index: number): string {
  const a = `a${index}`;
  // A key left out passes an optional field; a required one that might take it (`unknown`)
  // is left to zod, which decides what its output holds; any other refuses it.
  const absent =
    field._zod.def.type === 'optional' && !field._zod.traits.has('$ZodExactOptional')
      ? ''
      : `if (${a} === undefined) ${mayTakeUndefined(field) ? 'throw k[0]' : 'return false'};\n`;
  return (
    `const ${a} = v[${JSON.stringify(key)}];\n` +
    `${absent}if (${a} !== undefined && !(${test(build, field, a)})) return false;`
  );
}

/** The keys outside the shape, as the object's catchall has them. */
function restLines(build: Build, def: z.core.$ZodObjectDef, keys: string[]): string {
  const rest = def.catchall?._zod.def.type;
  if (rest === undefined || rest === 'never') {
    // With no key outside the shape the parse gives the input back. A key outside: a strict
    // object refuses it, a stripping one (zod's default) drops it, which zod is left to do.
    const known = constant(build, new Set(keys));
    const outside = rest === 'never' ? 'return false' : 'throw k[0]';
    return `for (const key in v) if (!${known}.has(key)) ${outside};`;
  }
  if (rest === 'unknown' || rest === 'any') {
    // Loose: every key is kept, but zod's output leaves out an own `__proto__`.
    return 'if (Object.prototype.hasOwnProperty.call(v, "__proto__")) throw k[0];';
  }
  throw new Unsupported();
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
