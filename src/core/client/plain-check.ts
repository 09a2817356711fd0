/**
 * A check of an answer against a contract schema that builds nothing: for a schema whose parse
 * gives back a value equal to its input (no transforms, defaults or refinements; an object keeps
 * no key the schema would strip), the answer as JSON.parse gave it is what the parse would give,
 * so the client can take it as it is once this says yes. zod's compiled parse (`z.compile`)
 * copies every object it reads, a loose staff record included; at 10,000 staff those copies and
 * the garbage they leave cost the read more than the checking itself (docs/benchmarks.md,
 * "Client"; docs/decisions.md, "The client's cost").
 *
 * The check is generated from the schema once, as zod's compiler does: the shape's parts in
 * plain-check-structures.ts, the checks of strings, numbers and arrays in plain-check-leaves.ts
 * (the uuid pattern by a hand-written check, uuid-text.ts). Where it says no, or gives up, the
 * client parses the answer with zod (whose issues name the field), so the check never lets
 * through a value the schema refuses, nor one zod would give back changed. Schemas with anything
 * else (a format other than a plain pattern, a refinement, a transform, a record, a
 * discriminated union) get no check of this kind, and the client parses their answers with zod.
 */
import { z } from 'zod';
import { newBuild, Unsupported, type Schema } from './plain-check-build';
import { test } from './plain-check-structures';
import { HAND_WRITTEN_PATTERNS } from './uuid-text';

/** True when the value is one the schema's parse would give back unchanged. */
export type PlainCheck = (value: unknown) => boolean;

const made = new WeakMap<Schema, PlainCheck | null>();

/** The names the generated code reads besides its constants, and their values. */
const SUPPLIED: readonly [string, unknown][] = [
  ['cpl', z.core.util.codePointLength],
  ...HAND_WRITTEN_PATTERNS.map(({ name, check }): [string, unknown] => [name, check]),
];

/**
 * The check of `schema` that builds nothing, made once per schema; undefined when the schema's
 * parse may give back something other than its input, or has a rule this check does not model.
 */
export function plainCheckOf(schema: Schema): PlainCheck | undefined {
  const known = made.get(schema);
  if (known !== undefined) return known ?? undefined;
  let check: PlainCheck | null = null;
  try {
    check = generate(schema);
  } catch (error) {
    if (!(error instanceof Unsupported)) throw error;
  }
  made.set(schema, check);
  return check ?? undefined;
}

/** The generated check of `schema`; Unsupported when it holds what the check does not model. */
function generate(schema: Schema): PlainCheck {
  const build = newBuild();
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
  const factory = new Function('k', ...SUPPLIED.map(([name]) => name), code) as (
    k: unknown[],
    ...supplied: unknown[]
  ) => PlainCheck;
  return factory(build.constants, ...SUPPLIED.map(([, value]) => value));
}
