/**
 * What is wrong with a field before anything is sent, as the form shows it under the field: a
 * rule the contract's schema holds (spec 2.1, 8) in words of both languages (i18n
 * `people.rules.*`), with the value or the row it concerns.
 */
import type { z } from 'zod';
import { readTooLong, textFieldTitle, tooLongWords } from '../../../../shared/api/text-limits';
import type { LocalizedText } from '../../../../shared/words/localized-text';

export const FIELD_RULES = [
  'required',
  'cardCode',
  'cardTwice',
  'carNumber',
  'pin',
  'integer',
  'profile',
  'period',
  'dateTime',
  'uuid',
  'tooLong',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export interface FieldProblem {
  rule: FieldRule;
  /** The value it concerns (a card code), when the field holds several. */
  value?: string;
  /** The row it concerns (an access profile row), counted from 0. */
  row?: number;
  /** Said in these words (a text past its limit: field, limit, length given). */
  words?: LocalizedText;
}

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

/**
 * The first problem of each form field from a schema's issues: `fieldOf` names the form field a
 * wire path belongs to and the rule that field breaks (one rule per field, but `required`).
 */
export function problemsOfIssues<F extends string>(
  issues: readonly z.core.$ZodIssue[],
  body: Record<string, unknown>,
  fieldOf: (wireField: string) => { field: F; rule: FieldRule } | undefined,
): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const issue of issues) {
    const [head, index] = issue.path;
    if (typeof head !== 'string') continue;
    const named = fieldOf(head);
    if (!named || problems[named.field]) continue;
    const value = body[head];
    const missing = value === undefined || value === '';
    const tooLong = issue.code === 'too_big' ? readTooLong(issue.message) : undefined;
    // Past the app's limit (docs/decisions.md, "Text limits"): the field and the limit in words.
    const problem: FieldProblem = tooLong
      ? {
          rule: 'tooLong',
          words: tooLongWords(textFieldTitle(head), tooLong.max, tooLong.given),
        }
      : { rule: missing ? 'required' : named.rule };
    if (typeof index === 'number') {
      problem.row = index;
      const item = Array.isArray(value) ? (value[index] as unknown) : undefined;
      if (typeof item === 'string') problem.value = item;
    }
    problems[named.field] = problem;
  }
  return problems;
}
