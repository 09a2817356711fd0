/**
 * The generated tests of the answer check that builds nothing (plain-check.ts) for the checks a
 * string, a number or an array carries: lengths, patterns, bounds. Each says no exactly where
 * zod's check refuses; a check it does not model throws Unsupported, so zod parses those answers.
 */
import type { z } from 'zod';
import { constant, literalOf, Unsupported, type Build } from './plain-check-build';
import { handWrittenFor } from './uuid-text';

type LengthDef = z.core.$ZodCheckDef & { minimum?: number; maximum?: number; length?: number };

/** The checks of a string or an array's length, as zod measures it (code points for strings). */
export function lengthChecks(
  build: Build,
  check: z.core.$ZodCheck,
  v: string,
  text: boolean,
): string {
  const def = check._zod.def as LengthDef;
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
  if (text && def.check === 'string_format') return patternCheck(build, check, v);
  throw new Unsupported();
}

/**
 * A plain pattern (`z.string().regex`), matched as zod matches it, or by its hand-written check
 * when it has one (uuid-text.ts: the uuid of every staff record).
 */
function patternCheck(build: Build, check: z.core.$ZodCheck, v: string): string {
  const format = check._zod.def as z.core.$ZodCheckStringFormatDef;
  if (format.format !== 'regex' || !(format.pattern instanceof RegExp) || format.when)
    throw new Unsupported();
  const handWritten = handWrittenFor(format.pattern);
  if (handWritten) return `${handWritten.name}(${v})`;
  const pattern = constant(build, format.pattern);
  return `(${pattern}.lastIndex = 0, ${pattern}.test(${v}))`;
}

type NumberCheckDef = z.core.$ZodCheckDef & {
  value?: unknown;
  inclusive?: boolean;
  format?: string;
};

/** A number's bound or integer format, as zod checks it. */
export function numberCheck(check: z.core.$ZodCheck, v: string): string {
  const def = check._zod.def as NumberCheckDef;
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
