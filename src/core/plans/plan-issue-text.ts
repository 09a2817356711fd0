/**
 * A plan problem's words in English and Russian: zod's own locales for its standard checks, and
 * the Russian of the contract's and the plan's own rules (their English is written in the
 * schemas, spec 2.2 formats), so a Russian-speaking engineer reads every problem in Russian.
 */
import { z } from 'zod';
import { readTooLong, tooLongRule } from '../../shared/api/text-limits';
import type { LocalizedText } from '../../shared/words/localized-text';

const en = z.locales.en();
const ru = z.locales.ru();

/** The Russian of the custom rules a plan can break (formats.ts, system.schema.ts, the plan's). */
const RU: Record<string, string> = {
  'must be an IPv4 address': 'должен быть адресом IPv4',
  'is required without DHCP': 'обязательно без DHCP',
  'must be a contiguous netmask': 'должна быть непрерывной маской сети',
  'must be inside the subnet of ip/mask': 'должен быть в подсети ip/mask',
  'must be a UUID (8-4-4-4-12 hex)': 'должен быть UUID (8-4-4-4-12, шестнадцатеричный)',
  'must be a time HH:MM (00:00-23:59)': 'должно быть временем ЧЧ:ММ (00:00-23:59)',
  '`from` must be earlier than `to`': '`from` должно быть раньше `to`',
  'must be an IANA time zone name such as Europe/Moscow':
    'должен быть именем часового пояса IANA, например Europe/Moscow',
  'is named twice in this controller': 'названо дважды в этом контроллере',
  "names no schedule of this controller's plan":
    'не называет ни одного расписания плана этого контроллера',
  "names no access point of this controller's plan":
    'не называет ни одной точки доступа плана этого контроллера',
  'is not a controller of the plan': 'не контроллер плана',
  'is the master itself': 'это сам мастер',
};

/** `is planned for DEMO-02 too` and the like: rules whose English carries a value. */
function withValue(message: string): string | undefined {
  const planned = /^is planned for (.+) too$/.exec(message);
  if (planned) return `запланирован и для ${planned[1]}`;
  return undefined;
}

const NO_PASSWORD: LocalizedText = {
  en: 'a password never goes in a plan: it is asked for or taken from the keychain',
  ru: 'пароль никогда не пишется в план: он запрашивается или берётся из связки ключей',
};

/** A kind of value as a plan's reader knows it, for zod's "Invalid input: expected object". */
const KINDS: Record<string, LocalizedText> = {
  object: { en: 'fields (name: value)', ru: 'полями (имя: значение)' },
  array: { en: 'a list', ru: 'списком' },
  string: { en: 'text', ru: 'текстом' },
  number: { en: 'a number', ru: 'числом' },
  int: { en: 'a whole number', ru: 'целым числом' },
  boolean: { en: 'true or false', ru: 'true или false' },
};

/**
 * The words of a value of the wrong kind or none (docs/decisions.md, "Hard edges of the command
 * line"): zod says "Invalid input: expected object, received string", a plan says what it takes.
 */
function kindText(issue: z.core.$ZodIssue): LocalizedText | undefined {
  if (issue.code === 'invalid_union')
    return {
      en: 'is none of the forms allowed here',
      ru: 'не подходит ни под одну из допустимых здесь форм',
    };
  if (issue.code !== 'invalid_type') return undefined;
  const kind = KINDS[issue.expected] ?? { en: issue.expected, ru: issue.expected };
  if (/received undefined$/.test(issue.message))
    return { en: `is missing: it must be ${kind.en}`, ru: `отсутствует: должно быть ${kind.ru}` };
  return { en: `must be ${kind.en}`, ru: `должно быть ${kind.ru}` };
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
