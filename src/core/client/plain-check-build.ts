/**
 * What the generator of the answer check that builds nothing (plain-check.ts) keeps while it
 * writes one schema's check, and the small pieces every part of it uses.
 */
import type { z } from 'zod';

export type Schema = z.core.$ZodType;

/** Thrown while generating where the check does not model the schema: zod parses its answers. */
export class Unsupported extends Error {}

/** Thrown inside a check where zod might accept the value and give back another. */
export const GIVE_UP = Symbol('zod decides');

export interface Build {
  /** Values the generated code reads: patterns, sets of keys and values (k[0] is GIVE_UP). */
  constants: unknown[];
  /** Generated functions, one per object, array and union. */
  functions: string[];
  /** The function made for a schema, by schema (a schema used twice is checked by one). */
  named: Map<Schema, string>;
}

export const newBuild = (): Build => ({ constants: [GIVE_UP], functions: [], named: new Map() });

/** The generated code's name for `value`, kept among the build's constants. */
export const constant = (build: Build, value: unknown): string => {
  build.constants.push(value);
  return `k[${build.constants.length - 1}]`;
};

/** A number as generated code writes it; a non-finite one is not modelled. */
export const literalOf = (value: number): string => {
  if (!Number.isFinite(value)) throw new Unsupported();
  return String(value);
};

export const checksOf = (schema: Schema): readonly z.core.$ZodCheck[] =>
  schema._zod.def.checks ?? [];

export const all = (tests: string[]): string => tests.join(' && ');

/** `expression`, for a schema that may carry no checks of its own. */
export function plain(schema: Schema, expression: string): string {
  if (checksOf(schema).length > 0) throw new Unsupported();
  return expression;
}
