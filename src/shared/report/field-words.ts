/**
 * The words of the fields the engine journals, shared by the handover report and the app's screens
 * (docs/decisions.md, "Handover report: what is true now" and "Words, not values"): each field's
 * name in English and Russian and how its value is said (on/off, yes/no, DHCP or a static
 * address, seconds, an access point's kind and mode (spec 4.5), a role, a migration's status,
 * record counts by part). Fields of the controller's records (spec 2.1) that no wizard journals
 * are named as the API names them, made readable.
 */
import type { LocalizedText } from '../words/localized-text';

export type ValueKind =
  | 'onOff'
  | 'yesNo'
  | 'dhcp'
  | 'seconds'
  | 'centimetres'
  | 'bytes'
  | 'pointKind'
  | 'state'
  | 'role'
  | 'migrationStatus'
  | 'factory'
  | 'counts'
  | 'parts'
  | 'partList'
  | 'secrets'
  | 'reference'
  | 'unixTime'
  | 'days'
  | 'stopMode';

export interface FieldWords {
  label: LocalizedText;
  kind?: ValueKind;
}

const w = (en: string, ru: string): LocalizedText => ({ en, ru });
const f = (en: string, ru: string, kind?: ValueKind): FieldWords =>
  kind ? { label: w(en, ru), kind } : { label: w(en, ru) };

export const FIELDS: Record<string, FieldWords> = {
  timezone: f('Time zone', 'Часовой пояс'),
  ntp: f('NTP', 'NTP', 'onOff'),
  ntp_server: f('NTP server', 'NTP-сервер'),
  driftSeconds: f('Clock off by', 'Расхождение часов', 'seconds'),
  dhcp: f('Addressing', 'Адресация', 'dhcp'),
  ip: f('IP address', 'IP-адрес'),
  mask: f('Mask', 'Маска'),
  gateway: f('Gateway', 'Шлюз'),
  address: f('Address', 'Адрес'),
  fingerprint256: f('Controller', 'Контроллер', 'reference'),
  name: f('Name', 'Название'),
  type: f('Type', 'Тип', 'pointKind'),
  kind: f('Kind', 'Вид', 'pointKind'),
  state: f('State', 'Состояние', 'state'),
  pass_time: f('Time to pass', 'Время на проход', 'seconds'),
  unlock_time: f('Lock release time', 'Время разблокировки', 'seconds'),
  held_open_time: f('Held-open alarm after', 'Тревога «не закрыто» через', 'seconds'),
  anti_passback: f('Anti-passback', 'Антипассбэк', 'onOff'),
  confirmation_required: f('Waits for confirmation', 'Ждёт подтверждения', 'yesNo'),
  interlock: f('One door at a time', 'По одной двери', 'onOff'),
  card_retention: f('Keeps visitor cards', 'Изъятие карт посетителей', 'onOff'),
  forced_open_alarm: f('Forced-open alarm', 'Тревога при взломе', 'onOff'),
  tamper_alarm: f('Tamper alarm', 'Тревога вскрытия считывателя', 'onOff'),
  reader_protocol: f('Reader protocol', 'Протокол считывателя'),
  drive_direction: f('Drive direction', 'Направление вращения'),
  arm_length_cm: f('Arm length', 'Длина стрелы', 'centimetres'),
  enabled: f('VPN sharing', 'Общий доступ к VPN', 'onOff'),
  comment: f('Comment', 'Комментарий'),
  master: f('Master', 'Мастер'),
  member: f('In the cluster', 'В кластере', 'yesNo'),
  counts: f('Records', 'Записи', 'counts'),
  equal: f('Equal', 'Совпадает', 'yesNo'),
  differences: f('Differences', 'Расхождений'),
  missing: f('Missing', 'Отсутствует', 'partList'),
  status: f('Status', 'Состояние', 'migrationStatus'),
  processedRecords: f('Records copied', 'Скопировано записей'),
  totalRecords: f('Records in all', 'Всего записей'),
  message: f('Message', 'Сообщение'),
  transfer: f('Transfer', 'Перенос', 'reference'),
  source: f('Source', 'Источник'),
  parts: f('Records', 'Записи', 'parts'),
  file: f('File', 'Файл'),
  records: f('Records', 'Записей'),
  sha256: f('SHA-256', 'SHA-256'),
  bytes: f('Size', 'Размер', 'bytes'),
  secrets: f('Secrets', 'Секреты', 'secrets'),
  login: f('Login', 'Логин'),
  role: f('Role', 'Роль', 'role'),
  factoryPassword: f('Factory password', 'Заводской пароль', 'factory'),
  uuid: f('Key', 'Ключ'),
  surname: f('Surname', 'Фамилия'),
  second_name: f('Patronymic', 'Отчество'),
  last_name: f('Surname', 'Фамилия'),
  first_name: f('Name', 'Имя'),
  dolzhnost: f('Position', 'Должность'),
  tab_nomer: f('Personnel number', 'Табельный номер'),
  cards: f('Cards', 'Карты'),
  banned: f('Banned', 'Заблокирован', 'yesNo'),
  active: f('Active', 'Активен', 'yesNo'),
  required: f('Required', 'Обязательное', 'yesNo'),
  code: f('Code', 'Код'),
  date: f('Date', 'Дата'),
  period: f('Period', 'Период'),
  car_number: f('Car number', 'Номер автомобиля'),
  intervals: f('Intervals', 'Интервалы'),
  days: f('Days', 'Дни', 'days'),
  from: f('From', 'С'),
  to: f('To', 'По'),
  schedule_uuid: f('Schedule', 'Расписание', 'reference'),
  access_points: f('Access points', 'Точки доступа', 'reference'),
  access_point_uuid: f('Access point', 'Точка доступа', 'reference'),
  user_uuid: f('Person', 'Сотрудник', 'reference'),
  access_profiles: f('Access profiles', 'Профили доступа', 'reference'),
  access_profile: f('Access profile', 'Профиль доступа', 'reference'),
  planned_at: f('Planned at', 'Запланирован на'),
  timestamp: f('Time', 'Время', 'unixTime'),
  title: f('Title', 'Заголовок'),
  username: f('User name', 'Имя пользователя'),
  access_user: f('Person', 'Сотрудник', 'reference'),
  user: f('Person', 'Сотрудник', 'reference'),
  access_point: f('Access point', 'Точка доступа', 'reference'),
  controller: f('Controller', 'Контроллер', 'reference'),
  controller_uuid: f('Controller', 'Контроллер', 'reference'),
  device_uuid: f('Device', 'Устройство', 'reference'),
  access_event_uuid: f('Access event', 'Событие доступа', 'reference'),
  direction: f('Direction', 'Направление'),
  event_type: f('Event type', 'Тип события'),
  card_code: f('Card code', 'Код карты'),
  pin: f('PIN', 'PIN-код'),
  deleted: f('Deleted', 'Удалён', 'yesNo'),
  confirmed: f('Confirmed', 'Подтверждено', 'yesNo'),
  default: f('Default', 'По умолчанию', 'yesNo'),
  success: f('Succeeded', 'Успешно', 'yesNo'),
  section: f('Section', 'Раздел'),
  items: f('Items', 'Элементы'),
  values: f('Values', 'Значения'),
  min: f('Minimum', 'Минимум'),
  max: f('Maximum', 'Максимум'),
  // A job's end as the journal keeps it (jobs/job-runner.ts): how its controllers ended.
  succeeded: f('Done', 'Выполнено'),
  failed: f('Failed', 'Не удалось'),
  cancelled: f('Stopped', 'Остановлено'),
  notStarted: f('Not started', 'Не начато'),
  controllers: f('Controllers', 'Контроллеры'),
  stop: f('Stopped', 'Остановка', 'stopMode'),
};

/** Whether the catalogue has words of its own for the field. */
export function isKnownField(key: string): boolean {
  return Object.hasOwn(FIELDS, key);
}

/** A field the catalogue lacks: its API name made readable (`car_park` -> "Car park"). */
export function fieldWords(key: string): FieldWords {
  const known = FIELDS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return { label: w(label, label) };
}

export const ON_OFF = { on: w('on', 'вкл.'), off: w('off', 'выкл.') };
export const YES_NO = { yes: w('yes', 'да'), no: w('no', 'нет') };
export const DHCP_WORDS = {
  dhcp: w('DHCP', 'DHCP'),
  static: w('static address', 'статический адрес'),
};
export const FACTORY_WORDS = {
  works: w('still works', 'действует'),
  changed: w('no longer works', 'не действует'),
};

/** A member's sync state as its master said it (vpn.schema.ts `VPN_MEMBER_STATES`). */
export const MEMBER_STATES: Record<string, LocalizedText> = {
  idle: w('not syncing', 'не синхронизируется'),
  syncing: w('syncing', 'синхронизируется'),
  synced: w('synced', 'синхронизирован'),
  error: w('sync error', 'ошибка синхронизации'),
  unknown: w('unknown', 'неизвестно'),
};

export const MIGRATION_STATUS: Record<string, LocalizedText> = {
  idle: w('not running', 'не идёт'),
  running: w('running', 'идёт'),
  completed: w('completed', 'завершён'),
  error: w('failed', 'ошибка'),
  stopped: w('stopped', 'остановлен'),
};

export const SECRETS_WORDS: Record<string, LocalizedText> = {
  encrypted: w('included, encrypted', 'включены, зашифрованы'),
  'left out': w('left out', 'не включены'),
};

/** A transfer's counts per part (transfer-run.ts). */
export const COUNT_WORDS: Record<string, LocalizedText> = {
  created: w('created', 'создано'),
  updated: w('updated', 'изменено'),
  kept: w('kept', 'без изменений'),
  refused: w('refused', 'отказ'),
};

export const DAY_WORDS: Record<string, LocalizedText> = {
  mon: w('Mon', 'пн'),
  tue: w('Tue', 'вт'),
  wed: w('Wed', 'ср'),
  thu: w('Thu', 'чт'),
  fri: w('Fri', 'пт'),
  sat: w('Sat', 'сб'),
  sun: w('Sun', 'вс'),
};

/** How a job was stopped (job.schema.ts `stopMode`). */
export const STOP_WORDS: Record<string, LocalizedText> = {
  after_current: w('after the controllers at work', 'после текущих контроллеров'),
  now: w('at once', 'сразу'),
};
