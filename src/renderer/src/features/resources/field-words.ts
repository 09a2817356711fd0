/**
 * Words of a generated form's fields: the field name made readable (`access_point_uuid` ->
 * "Access point uuid", `authHost` -> "Auth host"), a Russian label and a help line where the
 * field is known (spec 2.1, 2.2, 8), and an example for the placeholder from the field's rule.
 */
import { CARD_CODE_PATTERN, HH_MM_PATTERN, UUID_PATTERN } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';
import type { SchemaField } from './schema-form';

/** `access_point_uuid` -> "Access point uuid"; `authHost` -> "Auth host"; `E-mail` stays. */
export function readableName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const RU: Record<string, string> = {
  name: 'Название',
  surname: 'Фамилия',
  second_name: 'Отчество',
  last_name: 'Фамилия',
  first_name: 'Имя',
  dolzhnost: 'Должность',
  uuid: 'UUID',
  login: 'Логин',
  password: 'Пароль',
  role: 'Роль',
  type: 'Тип',
  code: 'Код',
  active: 'Активен',
  enabled: 'Включено',
  required: 'Обязательное',
  items: 'Элементы',
  message: 'Сообщение',
  comment: 'Комментарий',
  cards: 'Карты',
  pin: 'PIN-код',
  car_number: 'Номер автомобиля',
  banned: 'Заблокирован',
  date: 'Дата',
  period: 'Период',
  intervals: 'Интервалы',
  access_points: 'Точки доступа',
  access_point_uuid: 'Точка доступа (UUID)',
  user_uuid: 'Сотрудник (UUID)',
  schedule_uuid: 'Расписание (UUID)',
  planned_at: 'Запланирован на',
  access_profiles: 'Профили доступа',
  access_profile: 'Профиль доступа (устаревшее поле)',
  tab_nomer: 'Табельный номер',
};

const HELP: Record<string, LocalizedText> = {
  car_number: {
    en: '3 to 9 Latin letters, digits or Cyrillic А В Е К М Н О Р С Т У Х.',
    ru: 'От 3 до 9 латинских букв, цифр или кириллических А В Е К М Н О Р С Т У Х.',
  },
  pin: { en: 'At most 8 characters.', ru: 'Не длиннее 8 символов.' },
  cards: {
    en: 'Card codes: digits with no leading zero. Type one and press Enter.',
    ru: 'Коды карт: только цифры, без нуля в начале. Введите код и нажмите Enter.',
  },
  code: { en: 'Digits with no leading zero.', ru: 'Только цифры, без нуля в начале.' },
  items: {
    en: 'A list of {"value": …, "label": …} entries.',
    ru: 'Список записей {"value": …, "label": …}.',
  },
  access_profile: {
    en: 'Deprecated: superseded by access profiles.',
    ru: 'Устаревшее поле: его заменяют профили доступа.',
  },
  role: {
    en: 'admin: everything; operator: all but logins and system settings; viewer: reads only.',
    ru: 'admin — всё; operator — всё, кроме учётных записей и системных настроек; viewer — только чтение.',
  },
};

/** Where a field means something else in a collection: a person's `name` is their first name. */
const IN_COLLECTION: Record<string, Record<string, LocalizedText>> = {
  staff: { name: { en: 'Name', ru: 'Имя' } },
};

export function fieldLabel(name: string, collectionId?: string): LocalizedText {
  const own = collectionId === undefined ? undefined : IN_COLLECTION[collectionId]?.[name];
  if (own) return own;
  const en = readableName(name);
  return { en, ru: RU[name] ?? en };
}

/** A list's column of a reference shows names (reference-names.ts), so it is not called a uuid. */
const REFERENCE_COLUMNS: Record<string, LocalizedText> = {
  access_point_uuid: { en: 'Access point', ru: 'Точка доступа' },
  user_uuid: { en: 'Person', ru: 'Сотрудник' },
  schedule_uuid: { en: 'Schedule', ru: 'Расписание' },
  provider_service_id: { en: 'Provider', ru: 'Провайдер' },
};

/** A list's column title: the field's label, a reference's without "uuid". */
export function columnLabel(name: string, collectionId: string): LocalizedText {
  const own = IN_COLLECTION[collectionId]?.[name];
  return own ?? REFERENCE_COLUMNS[name] ?? fieldLabel(name, collectionId);
}

export function fieldHelp(name: string): LocalizedText | undefined {
  return HELP[name];
}

/** An example value for the placeholder, from the field's rule or kind. */
export function fieldExample(field: SchemaField): string | undefined {
  if (field.pattern === UUID_PATTERN.source) return '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';
  if (field.pattern === CARD_CODE_PATTERN.source) return '1234567';
  if (field.pattern === HH_MM_PATTERN.source) return '08:00';
  if (field.format === 'date-time') return '2026-05-01T09:00:00+03:00';
  if (field.pattern?.includes('\\d{4}')) return '2026-05-01';
  if (field.name === 'car_number') return 'А123ВС77';
  if (field.name === 'kafkaBroker') return 'kafka.local:9092';
  if (field.kind === 'json')
    return field.skeleton !== undefined ? JSON.stringify(field.skeleton) : '{}';
  return undefined;
}
