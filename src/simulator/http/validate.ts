/**
 * Validation failures as D5 answers: 400 E whose message names the field and whose data carries
 * `{ field, rule }`, from the first issue zod reports.
 */
import type { z } from 'zod';
import { badRequest, type ApiError } from '../api-error';

const RULES: Record<string, string> = {
  invalid_type: 'type',
  too_big: 'max',
  too_small: 'min',
  invalid_format: 'format',
  unrecognized_keys: 'unknown_field',
  invalid_value: 'enum',
  invalid_union: 'type',
  not_multiple_of: 'multiple_of',
  custom: 'custom',
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** The first issue of a zod error as a D5 answer; `where` names the root (body or query). */
export function validationError(
  error: z.ZodError,
  input: unknown,
  where: 'body' | 'query',
): ApiError {
  const issue = error.issues[0];
  if (!issue) return badRequest(where, 'invalid', `${where}: invalid`);
  const path = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const field = [...path, issue.keys[0] ?? ''].join('.');
    const kind = where === 'query' ? 'query parameter' : 'field';
    return badRequest(field, 'unknown_field', `${field}: unknown ${kind}`);
  }
  const field = path.length > 0 ? path.join('.') : where;
  if (
    issue.code === 'invalid_type' &&
    path.length > 0 &&
    valueAt(input, issue.path) === undefined
  ) {
    return badRequest(field, 'required', `${field}: is required`);
  }
  const extra: Record<string, unknown> = {};
  if (issue.code === 'too_big') extra.limit = issue.maximum;
  if (issue.code === 'too_small') extra.limit = issue.minimum;
  return badRequest(field, RULES[issue.code] ?? issue.code, `${field}: ${issue.message}`, extra);
}

/** Parses `input` with `schema` or throws the D5 answer. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'body' | 'query',
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, input, where);
  return result.data;
}

/** Query parameters as an object; a repeated name gives an array (which the schemas refuse). */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const seen = out[name];
    out[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return out;
}
