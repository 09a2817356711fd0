/**
 * The problems of a submitted form, at their fields, in English and Russian (screens guide:
 * "say what happened and what to do", never a schema path). zod's own messages name types
 * ("expected string to have >=8 characters"); these say it the way an engineer reads it.
 * A rule of a flow's own (`.refine`) passes its words with `localizedRule`.
 */
import type { z } from 'zod';
import { readTooLong, tooLongRule } from '../../shared/api/text-limits';
import type { LocalizedText } from '../../shared/words/localized-text';
import { FLOWS_WORDS } from './flows.words';

/** The key of a problem of the form as a whole (a rule over several fields). */
export const FORM_ERROR_KEY = '_form';

/** Options for `.refine(check, localizedRule({ en, ru }, path))`: the words of a custom rule. */
export function localizedRule(text: LocalizedText, path?: string[]) {
  return { params: { text }, ...(path ? { path } : {}) };
}

/** Field name -> its first problem. */
export function formErrors(error: z.ZodError): Record<string, LocalizedText> {
  const errors: Record<string, LocalizedText> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    errors[key] ??= issueText(issue);
  }
  return errors;
}

function issueText(issue: z.core.$ZodIssue): LocalizedText {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? FLOWS_WORDS.needsValue
        : FLOWS_WORDS.notValidValueHere;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue.format);
    case 'invalid_value':
      return FLOWS_WORDS.chooseOneOfferedValues;
    case 'custom': {
      const text = (issue.params as { text?: LocalizedText } | undefined)?.text;
      return text ?? FLOWS_WORDS.notValidValueHere;
    }
    default:
      return FLOWS_WORDS.notValidValueHere;
  }
}

function tooSmall(issue: z.core.$ZodIssueTooSmall): LocalizedText {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    return n <= 1 ? FLOWS_WORDS.needsValue : FLOWS_WORDS.atLeastCharacters(n);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return FLOWS_WORDS.chooseAtLeast(n);
  }
  return issue.inclusive ? FLOWS_WORDS.atLeast(n) : FLOWS_WORDS.moreThan(n);
}

function tooBig(issue: z.core.$ZodIssueTooBig): LocalizedText {
  const n = Number(issue.maximum);
  // A text past the app's limit says the length given too (docs/decisions.md, "Text limits").
  const limited = issue.origin === 'string' ? readTooLong(issue.message) : undefined;
  if (limited) return capitalised(tooLongRule(limited.max, limited.given));
  if (issue.origin === 'string') {
    return FLOWS_WORDS.atMostCharacters(n);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return FLOWS_WORDS.chooseAtMost(n);
  }
  return issue.inclusive ? FLOWS_WORDS.atMost(n) : FLOWS_WORDS.lessThan(n);
}

const FORMATS: Record<string, LocalizedText> = {
  ipv4: FLOWS_WORDS.ipv4Format,
  hostname: FLOWS_WORDS.hostnameFormat,
  regex: FLOWS_WORDS.notExpectedForm,
};

function invalidFormat(format: string): LocalizedText {
  return FORMATS[format] ?? FLOWS_WORDS.notExpectedForm;
}

function capitalised(text: LocalizedText): LocalizedText {
  const up = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { en: `${up(text.en)}.`, ru: `${up(text.ru)}.` };
}
