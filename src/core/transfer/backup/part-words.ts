/**
 * How each part of a controller (controller-reading.ts) and a number of records read to an
 * engineer, in English and Russian (screens guide, "Words and states": plurals through the
 * language; Russian has three forms).
 */
import type { LocalizedText } from '../../../shared/words/localized-text';
import type { ControllerPart } from '../controller-reading';

export const PART_WORDS: Record<ControllerPart, LocalizedText> = {
  schedules: { en: 'Schedules', ru: 'Расписания' },
  access_points: { en: 'Access points', ru: 'Точки доступа' },
  automations: { en: 'Access point automations', ru: 'Автоматизации точек доступа' },
  directories: { en: 'Directories', ru: 'Справочники' },
  access_profiles: { en: 'Access profiles', ru: 'Профили доступа' },
  staff_properties: { en: 'Staff properties', ru: 'Свойства сотрудников' },
  visitor_properties: { en: 'Visitor properties', ru: 'Свойства посетителей' },
  staff: { en: 'Staff', ru: 'Сотрудники' },
  visitors: { en: 'Visitors', ru: 'Посетители' },
  identifiers: { en: 'Identifiers', ru: 'Идентификаторы' },
  tmp_access: { en: 'Temporary access', ru: 'Временный доступ' },
  auth_users: { en: 'Controller users', ru: 'Пользователи контроллера' },
  biometry_providers: { en: 'Biometry providers', ru: 'Биометрические провайдеры' },
  biometry_links: { en: 'Biometry links', ru: 'Связи биометрии' },
  tt_export_configs: { en: 'Time-tracking exports', ru: 'Выгрузки учёта времени' },
  tt_report_configs: { en: 'Time-tracking reports', ru: 'Отчёты учёта времени' },
  access_events: { en: 'Access events', ru: 'События доступа' },
  audit_events: { en: 'Audit events', ru: 'События аудита' },
  notifications: { en: 'Notifications', ru: 'Уведомления' },
};

/** Russian's form for a count: 1 запись, 2 записи, 5 записей (and 11..14 записей). */
function russianForm(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const EN = new Intl.NumberFormat('en-US');
const RU = new Intl.NumberFormat('ru-RU');

/** "1 record", "6,972 records"; "1 запись", "6 972 записи" (numbers as each language writes them). */
export function recordsText(count: number): LocalizedText {
  return {
    en: `${EN.format(count)} record${count === 1 ? '' : 's'}`,
    ru: `${RU.format(count)} ${russianForm(count, 'запись', 'записи', 'записей')}`,
  };
}

/** The parts' names joined with commas, in both languages. */
export function partsText(parts: readonly ControllerPart[]): LocalizedText {
  return {
    en: parts.map((p) => PART_WORDS[p].en.toLowerCase()).join(', '),
    ru: parts.map((p) => PART_WORDS[p].ru.toLowerCase()).join(', '),
  };
}
