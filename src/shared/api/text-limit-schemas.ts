/**
 * The text limits of text-limits.ts as zod checks: the request schemas' `.max()` for a field,
 * which `withoutTextLimits` can take off again, and the length problems of a record.
 */
import { z } from 'zod';
import type { LocalizedText } from '../words/localized-text';
import {
  readTooLong,
  textFieldTitle,
  textLimit,
  tooLongReason,
  tooLongWords,
  type TextLimitField,
} from './text-limits';

/** The checks `limitedText` made: the app's, which `withoutTextLimits` takes off (not pin's). */
const APP_CHECKS = new WeakSet<z.core.$ZodCheck>();

/** True for a length check of this table (not one the spec states). */
export function isAppTextLimit(check: z.core.$ZodCheck): boolean {
  return APP_CHECKS.has(check);
}

/** A text of at most the field's limit, refused in words that carry the length given. */
export function limitedText(field: TextLimitField) {
  const max = textLimit(field);
  const schema = z.string().max(max, {
    error: (issue) => tooLongReason(max, typeof issue.input === 'string' ? issue.input.length : 0),
  });
  for (const check of schema._zod.def.checks ?? []) APP_CHECKS.add(check);
  return schema;
}

/** One text field of `value` longer than its limit: where it is and the words saying so. */
export interface TextLimitProblem {
  path: string;
  max: number;
  given: number;
  words: LocalizedText;
}

/**
 * The fields of `value` that `schema` refuses for length alone (a source record for a transfer's
 * dry run, a plan's record): other problems are left to the write's own check.
 */
export function textLimitProblems(schema: z.ZodType, value: unknown): TextLimitProblem[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  const problems: TextLimitProblem[] = [];
  const visit = (issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[]): void => {
    for (const issue of issues) {
      const at = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union') {
        // The closest variant speaks for the record (the other field set refuses everything).
        const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
        if (closest) visit(closest, at);
        continue;
      }
      const read = issue.code === 'too_big' ? readTooLong(issue.message) : undefined;
      if (!read) continue;
      const path = at.map(String).join('.');
      problems.push({
        path,
        ...read,
        words: tooLongWords(textFieldTitle(path), read.max, read.given),
      });
    }
  };
  visit(parsed.error.issues, []);
  return problems;
}
