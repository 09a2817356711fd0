/**
 * A plan problem's words in English and Russian: zod's own locales for its standard checks, and
 * the Russian of the contract's and the plan's own rules (their English is written in the
 * schemas, spec 2.2 formats), so a Russian-speaking engineer reads every problem in Russian.
 */
import { z } from 'zod';
import { readTooLong, tooLongRule } from '../../shared/api/text-limits';
import type { LocalizedText } from '../../shared/words/localized-text';
import { PLANS_WORDS } from './plans.words';

const en = z.locales.en();
const ru = z.locales.ru();

/** The Russian of the custom rules a plan can break (formats.ts, system.schema.ts, the plan's). */
const RULES: readonly LocalizedText[] = [
  PLANS_WORDS.ruleIpv4,
  PLANS_WORDS.ruleRequiredWithoutDhcp,
  PLANS_WORDS.ruleContiguousNetmask,
  PLANS_WORDS.ruleInsideSubnet,
  PLANS_WORDS.ruleUuid,
  PLANS_WORDS.ruleTime,
  PLANS_WORDS.ruleFromBeforeTo,
  PLANS_WORDS.ruleTimeZone,
  PLANS_WORDS.ruleNamedTwice,
  PLANS_WORDS.ruleNoSuchSchedule,
  PLANS_WORDS.ruleNoSuchAccessPoint,
  PLANS_WORDS.ruleNotAController,
  PLANS_WORDS.ruleMasterItself,
];
const RU: Record<string, string> = Object.fromEntries(RULES.map((rule) => [rule.en, rule.ru]));

/** `is planned for DEMO-02 too` and the like: rules whose English carries a value. */
function withValue(message: string): string | undefined {
  const planned = /^is planned for (.+) too$/.exec(message);
  if (planned) return PLANS_WORDS.plannedForToo(planned[1]!).ru;
  return undefined;
}

const NO_PASSWORD: LocalizedText = PLANS_WORDS.passwordNeverGoesPlan;

/** A kind of value as a plan's reader knows it, for zod's "Invalid input: expected object". */
const KINDS: Record<string, LocalizedText> = {
  object: PLANS_WORDS.kindObject,
  array: PLANS_WORDS.kindList,
  string: PLANS_WORDS.kindText,
  number: PLANS_WORDS.kindNumber,
  int: PLANS_WORDS.kindWholeNumber,
  boolean: PLANS_WORDS.kindBoolean,
  record: PLANS_WORDS.kindObject,
};

/**
 * The words of a value of the wrong kind or none (docs/decisions.md, "Hard edges of the command
 * line"): zod says "Invalid input: expected object, received string", a plan says what it takes.
 */
function kindText(issue: z.core.$ZodIssue): LocalizedText | undefined {
  if (issue.code === 'invalid_union') return PLANS_WORDS.noneFormsAllowedHere;
  // One value allowed (`planVersion: 1`): zod says "Invalid input: expected 1".
  if (issue.code === 'invalid_value' && issue.values.length === 1) {
    const value = String(issue.values[0]);
    return PLANS_WORDS.must({ en: value, ru: value });
  }
  if (issue.code !== 'invalid_type') return undefined;
  const kind = KINDS[issue.expected] ?? { en: issue.expected, ru: issue.expected };
  if (/received undefined$/.test(issue.message)) return PLANS_WORDS.missingMust(kind);
  return PLANS_WORDS.must(kind);
}

export function planIssueText(issue: z.core.$ZodIssue): LocalizedText {
  if (issue.code === 'unrecognized_keys' && issue.keys.includes('password')) return NO_PASSWORD;
  const kind = kindText(issue);
  if (kind) return kind;
  // A text past the app's limit (docs/decisions.md, "Text limits"); the line names the field.
  const tooLong = issue.code === 'too_big' ? readTooLong(issue.message) : undefined;
  if (tooLong) return tooLongRule(tooLong.max, tooLong.given);
  const raw = issue as unknown as z.core.$ZodRawIssue;
  const standard = en.localeError(raw);
  const standardText = typeof standard === 'string' ? standard : standard?.message;
  if (standardText === issue.message) {
    const said = ru.localeError(raw);
    return {
      en: issue.message,
      ru: (typeof said === 'string' ? said : said?.message) ?? issue.message,
    };
  }
  return { en: issue.message, ru: RU[issue.message] ?? withValue(issue.message) ?? issue.message };
}
