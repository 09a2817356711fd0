/**
 * A rule of the contract refused a value (a zod issue of the endpoint's schema): the words under
 * the field, in English and Russian. The schemas' own messages (shared/api/formats.ts) are
 * English; their Russian is here, and zod's built-in checks are said from their numbers. A message
 * this table does not know is shown as the schema gives it in both languages.
 */
import type { z } from 'zod';
import { textLimitWords } from '../../../../shared/api/text-limits';
import type { LocalizedText } from '../../../../shared/words/localized-text';

const text = (en: string, ru: string): LocalizedText => ({ en, ru });

/** Russian of the messages the contract's formats carry (spec 2.1, 2.2, 8). */
const FORMAT_RU: Record<string, string> = {
  '`from` must be earlier than `to`': '«с» должно быть раньше «по»',
  'is not a calendar date': 'такой даты нет в календаре',
  'must be 3 to 9 Latin letters, digits or Cyrillic А В Е К М Н О Р С Т У Х':
    'от 3 до 9 латинских букв, цифр или кириллических А В Е К М Н О Р С Т У Х',
  'must be a UUID (8-4-4-4-12 hex)': 'нужен UUID (8-4-4-4-12 шестнадцатеричных цифр)',
  'must be a date dd.mm.yyyy': 'нужна дата дд.мм.гггг',
  'must be a date yyyy-mm-dd or dd.mm.yyyy': 'нужна дата гггг-мм-дд или дд.мм.гггг',
  'must be a date yyyy-mm-dd': 'нужна дата гггг-мм-дд',
  'must be a time HH:MM (00:00-23:59)': 'нужно время ЧЧ:ММ (00:00–23:59)',
  'must be an IANA time zone name such as Europe/Moscow':
    'нужно имя часового пояса IANA, например Europe/Moscow',
  'must be an IPv4 address': 'нужен адрес IPv4',
  'must be an IPv4 network in CIDR notation (a.b.c.d/n)':
    'нужна сеть IPv4 в записи CIDR (a.b.c.d/n)',
  'must be an ISO 8601 date-time with a UTC offset':
    'нужны дата и время ISO 8601 со смещением от UTC',
  'must be an integer': 'нужно целое число',
  'must be at most 8 characters': 'не длиннее 8 символов',
  'must be digits with no leading zero': 'только цифры, без нуля в начале',
  'must be host:port with a port from 1 to 65535': 'нужно узел:порт, порт от 1 до 65535',
  'period `from` must not be after `to`': 'начало периода не может быть позже конца',
};

function sized(issue: { origin?: string }, bound: number, least: boolean): LocalizedText {
  const [en, ru] = least ? ['at least', 'не меньше'] : ['at most', 'не больше'];
  if (issue.origin === 'string') {
    if (least && bound === 1)
      return text('Required: must not be empty.', 'Обязательно: не может быть пустым.');
    return text(`Must be ${en} ${bound} characters.`, `Длина ${ru} ${bound} символов.`);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return text(`Must have ${en} ${bound} items.`, `Элементов ${ru} ${bound}.`);
  }
  return text(`Must be ${en} ${bound}.`, `Значение ${ru} ${bound}.`);
}

/** The words of one issue. */
export function issueText(issue: z.core.$ZodIssue): LocalizedText {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message)
        ? text('Required.', 'Обязательное поле.')
        : text(`Must be ${issue.expected}.`, `Нужен тип ${issue.expected}.`);
    case 'too_small':
      return sized(issue, Number(issue.minimum), true);
    case 'too_big':
      // A text past the app's limit: its field, the limit and the length given.
      return (
        textLimitWords(issue.path.map(String).join('.'), issue.message) ??
        sized(issue, Number(issue.maximum), false)
      );
    case 'invalid_value': {
      const values = issue.values.map(String).join(', ');
      return text(`Must be one of: ${values}.`, `Допустимые значения: ${values}.`);
    }
    case 'unrecognized_keys': {
      const keys = issue.keys.join(', ');
      return text(`Not a field of this record: ${keys}.`, `Таких полей у записи нет: ${keys}.`);
    }
    default: {
      const ru = FORMAT_RU[issue.message];
      const en = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
      return text(`${en}.`, ru ? `${ru.charAt(0).toUpperCase()}${ru.slice(1)}.` : `${en}.`);
    }
  }
}
