/**
 * The problems of a submitted form, at their fields, in English and Russian (screens guide:
 * "say what happened and what to do", never a schema path). zod's own messages name types
 * ("expected string to have >=8 characters"); these say it the way an engineer reads it.
 * A rule of a flow's own (`.refine`) passes its words with `localizedRule`.
 */
import type { z } from 'zod';
import { readTooLong, tooLongRule } from '../../shared/api/text-limits';
import type { LocalizedText } from '../../shared/words/localized-text';

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
        ? { en: 'Needs a value.', ru: 'Обязательное поле.' }
        : { en: 'Not a valid value here.', ru: 'Здесь такое значение не подходит.' };
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue.format);
    case 'invalid_value':
      return {
        en: 'Choose one of the offered values.',
        ru: 'Выберите одно из предложенных значений.',
      };
    case 'custom': {
      const text = (issue.params as { text?: LocalizedText } | undefined)?.text;
      return text ?? { en: 'Not a valid value here.', ru: 'Здесь такое значение не подходит.' };
    }
    default:
      return { en: 'Not a valid value here.', ru: 'Здесь такое значение не подходит.' };
  }
}

function tooSmall(issue: z.core.$ZodIssueTooSmall): LocalizedText {
  const n = Number(issue.minimum);
  if (issue.origin === 'string') {
    return n <= 1
      ? { en: 'Needs a value.', ru: 'Обязательное поле.' }
      : { en: `At least ${n} characters.`, ru: `Не короче ${n} ${symbolsRu(n)}.` };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return { en: `Choose at least ${n}.`, ru: `Выберите не меньше ${n}.` };
  }
  return issue.inclusive
    ? { en: `At least ${n}.`, ru: `Не меньше ${n}.` }
    : { en: `More than ${n}.`, ru: `Больше ${n}.` };
}

function tooBig(issue: z.core.$ZodIssueTooBig): LocalizedText {
  const n = Number(issue.maximum);
  // A text past the app's limit says the length given too (docs/decisions.md, "Text limits").
  const limited = issue.origin === 'string' ? readTooLong(issue.message) : undefined;
  if (limited) return capitalised(tooLongRule(limited.max, limited.given));
  if (issue.origin === 'string') {
    return { en: `At most ${n} characters.`, ru: `Не длиннее ${n} ${symbolsRu(n)}.` };
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return { en: `Choose at most ${n}.`, ru: `Выберите не больше ${n}.` };
  }
  return issue.inclusive
    ? { en: `At most ${n}.`, ru: `Не больше ${n}.` }
    : { en: `Less than ${n}.`, ru: `Меньше ${n}.` };
}

const FORMATS: Record<string, LocalizedText> = {
  ipv4: { en: 'An IPv4 address, such as 10.0.0.50.', ru: 'Адрес IPv4, например 10.0.0.50.' },
  hostname: { en: 'A host name or an address.', ru: 'Имя узла или адрес.' },
  regex: { en: 'Not in the expected form.', ru: 'Не в ожидаемом виде.' },
};

function invalidFormat(format: string): LocalizedText {
  return FORMATS[format] ?? { en: 'Not in the expected form.', ru: 'Не в ожидаемом виде.' };
}

/** "Не короче 1 символа, 21 символа, 2 символов, 8 символов": genitive after a comparison. */
function symbolsRu(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'символа' : 'символов';
}

function capitalised(text: LocalizedText): LocalizedText {
  const up = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return { en: `${up(text.en)}.`, ru: `${up(text.ru)}.` };
}
