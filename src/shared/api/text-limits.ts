/**
 * The longest text Turnkey writes into each text field of the controller API. The spec states a
 * length for `pin` and `car_number` only (spec 2.1, 8); every other limit is the app's decision
 * (docs/decisions.md, "Text limits"), kept in this one table: the request schemas take their
 * `.max()` from it, so the client, the CLI, plan files, transfers and the forms refuse the same
 * length with the same words. A controller may hold longer text written by other tools: reads
 * and the simulator take the schemas without these limits (`withoutTextLimits`). The schemas'
 * side is text-limit-schemas.ts: this file stays free of zod, so the words of an error can be
 * said by a command that loads no schema.
 */
import type { LocalizedText } from '../words/localized-text';

interface TextLimit {
  readonly max: number;
  /** What the field is called in a refusal ("Name: at most 120 characters"). */
  readonly title: LocalizedText;
}

const limit = (max: number, en: string, ru: string): TextLimit => ({ max, title: { en, ru } });

/** Longest text per field of the contract's payloads (spec 2.1, 2.2), by the field's key. */
export const TEXT_LIMITS = {
  // What a person or a record is called: one line of a table cell, a report row.
  name: limit(120, 'Name', 'Имя'),
  surname: limit(120, 'Surname', 'Фамилия'),
  second_name: limit(120, 'Middle name', 'Отчество'),
  last_name: limit(120, 'Surname', 'Фамилия'),
  first_name: limit(120, 'Name', 'Имя'),
  dolzhnost: limit(120, 'Position', 'Должность'),
  label: limit(120, 'Label', 'Подпись'),
  value: limit(120, 'Value', 'Значение'),
  // A word that classifies: access point and identifier types, event types, device actions.
  type: limit(64, 'Type', 'Тип'),
  event_type: limit(64, 'Event type', 'Тип события'),
  action: limit(64, 'Action', 'Действие'),
  models: limit(64, 'Reader model', 'Модель считывателя'),
  // References and accounts.
  access_point: limit(128, 'Personal access point', 'Личная точка доступа'),
  access_user: limit(128, 'Access user', 'Пользователь доступа'),
  bio_provider: limit(128, 'Biometry provider', 'Биометрический провайдер'),
  bio_provider_person_id: limit(128, 'Biometry person id', 'Id человека у провайдера'),
  login: limit(128, 'Login', 'Логин'),
  username: limit(128, 'User name', 'Имя пользователя'),
  clientId: limit(256, 'Client id', 'Id клиента'),
  password: limit(1024, 'Password', 'Пароль'),
  clientSecret: limit(1024, 'Client secret', 'Секрет клиента'),
  // RFC 5321 and RFC 1035 bounds.
  'E-mail': limit(254, 'E-mail', 'E-mail'),
  authHost: limit(253, 'Authorization host', 'Узел авторизации'),
  apiHost: limit(253, 'API host', 'Узел API'),
  ntp_server: limit(253, 'NTP server', 'Сервер NTP'),
  basePath: limit(1024, 'Base path', 'Базовый путь'),
  authBasePath: limit(1024, 'Authorization path', 'Путь авторизации'),
  // Free text: a note, a message, an access point's extra parameter.
  comment: limit(500, 'Comment', 'Комментарий'),
  parameter: limit(500, 'Parameter value', 'Значение параметра'),
  message: limit(1000, 'Message', 'Сообщение'),
} as const satisfies Record<string, TextLimit>;

export type TextLimitField = keyof typeof TEXT_LIMITS;

/** The longest text the app writes into `field`. */
export function textLimit(field: TextLimitField): number {
  return TEXT_LIMITS[field].max;
}

/** Groups of thousands in the language ("10,000", "10 000"). */
export function countWords(count: number): LocalizedText {
  return {
    en: new Intl.NumberFormat('en-US').format(count),
    ru: new Intl.NumberFormat('ru-RU').format(count),
  };
}

/**
 * The English rule a too-long text breaks, as the schema says it; `textLimitWords` reads it back
 * into both languages, so the count given travels with the issue.
 */
export function tooLongReason(max: number, given: number): string {
  return `at most ${countWords(max).en} characters (${countWords(given).en} given)`;
}

const TOO_LONG = /^at most ([\d,]+) characters \(([\d,]+) given\)$/;

/** The limit and the length given in a reason `tooLongReason` made; undefined for any other. */
export function readTooLong(
  reason: string | undefined,
): { max: number; given: number } | undefined {
  const match = reason === undefined ? null : TOO_LONG.exec(reason);
  if (!match?.[1] || !match[2]) return undefined;
  return { max: Number(match[1].replace(/,/g, '')), given: Number(match[2].replace(/,/g, '')) };
}

/** "at most 120 characters (10,000 given)" in both languages, where the field is said apart. */
export function tooLongRule(max: number, given: number): LocalizedText {
  const m = countWords(max);
  const g = countWords(given);
  return {
    en: `at most ${m.en} characters (${g.en} given)`,
    ru: `не более ${m.ru} символов (дано ${g.ru})`,
  };
}

/** "Name: at most 120 characters (10,000 given)" in both languages. */
export function tooLongWords(title: LocalizedText, max: number, given: number): LocalizedText {
  const m = countWords(max);
  const g = countWords(given);
  return {
    en: `${title.en}: at most ${m.en} characters (${g.en} given)`,
    ru: `${title.ru}: не более ${m.ru} символов (дано ${g.ru})`,
  };
}

/** The field's title by the last key of its path ("staff.0.surname" is the surname). */
export function textFieldTitle(path: string): LocalizedText {
  const key =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  if (key in TEXT_LIMITS) return TEXT_LIMITS[key as TextLimitField].title;
  return { en: key, ru: key };
}

/**
 * The words of a refusal by a text limit: field title, limit and the length given, both
 * languages; undefined when `reason` is not a text limit's.
 */
export function textLimitWords(
  path: string,
  reason: string | undefined,
): LocalizedText | undefined {
  const read = readTooLong(reason);
  return read ? tooLongWords(textFieldTitle(path), read.max, read.given) : undefined;
}
