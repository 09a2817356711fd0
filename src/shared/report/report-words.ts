/**
 * The handover report's own words in English and Russian (docs/decisions.md, "Handover
 * report"): every heading and label of the PDF comes from here, so the two languages cannot
 * differ in what they show; the app's preview says values (areas, states, actions, on and off)
 * with the same words, so what is seen is what is printed.
 */
import type { LocalizedText } from '../words/localized-text';
import type { ReportLanguage } from './handover-report.schema';

const WORDS = {
  title: { en: 'Handover report', ru: 'Акт передачи объекта' },
  site: { en: 'Site', ru: 'Объект' },
  generated: { en: 'Made', ru: 'Составлен' },
  generator: { en: 'Made with', ru: 'Программа' },
  siteCreated: { en: 'Site created', ru: 'Объект создан' },
  page: { en: 'Page {n} of {m}', ru: 'Стр. {n} из {m}' },
  summary: { en: 'Summary', ru: 'Сводка' },
  controllersCount: { en: 'Controllers', ru: 'Контроллеров' },
  verifiedCount: { en: 'Verified', ru: 'Проверено' },
  changesCount: { en: 'Changes', ru: 'Изменений' },
  openCount: { en: 'Left open', ru: 'Не закрыто' },
  controllers: { en: 'Controllers', ru: 'Контроллеры' },
  serial: { en: 'Serial', ru: 'Серийный номер' },
  model: { en: 'Model', ru: 'Модель' },
  firmware: { en: 'Firmware (API)', ru: 'Прошивка (API)' },
  address: { en: 'Address', ru: 'Адрес' },
  addresses: { en: 'Earlier addresses', ru: 'Прежние адреса' },
  addressing: { en: 'Addressing', ru: 'Адресация' },
  network: { en: 'Network', ru: 'Сеть' },
  fingerprint: { en: 'Certificate SHA-256', ru: 'Сертификат SHA-256' },
  pinned: { en: 'Pinned on this computer', ru: 'Закреплён на этом компьютере' },
  timezone: { en: 'Time zone', ru: 'Часовой пояс' },
  ntp: { en: 'NTP', ru: 'NTP' },
  vpnRole: { en: 'VPN role', ru: 'Роль в VPN' },
  factoryPassword: { en: 'Factory password', ru: 'Заводской пароль' },
  // The journal knows the access points made or changed with Turnkey, not the ones it found.
  accessPoints: {
    en: 'Access points created or changed',
    ru: 'Созданные или изменённые точки доступа',
  },
  name: { en: 'Name', ru: 'Название' },
  type: { en: 'Type', ru: 'Тип' },
  changed: { en: 'Changed', ru: 'Изменено' },
  verification: { en: 'Verification', ru: 'Проверка' },
  area: { en: 'Area', ru: 'Область' },
  outcome: { en: 'Outcome', ru: 'Итог' },
  when: { en: 'When', ru: 'Когда' },
  cluster: { en: 'VPN cluster', ru: 'VPN-кластер' },
  master: { en: 'Master', ru: 'Мастер' },
  member: { en: 'Member', ru: 'Участник' },
  differences: { en: 'Differences', ru: 'Расхождений' },
  migrations: { en: 'Event-log migrations', ru: 'Перенос журналов событий' },
  records: { en: 'Records', ru: 'Записей' },
  transfers: { en: 'Transfers', ru: 'Переносы данных' },
  source: { en: 'Source', ru: 'Источник' },
  target: { en: 'Target', ru: 'Получатель' },
  parts: {
    en: 'Created / updated / kept / refused',
    ru: 'Создано / изменено / без изменений / отказ',
  },
  changes: { en: 'Changes', ru: 'Изменения' },
  differs: { en: 'differs', ru: 'есть расхождения' },
  completed: { en: 'completed', ru: 'завершён' },
  notReadBack: { en: 'written, not read back', ru: 'записан, не проверен' },
  controller: { en: 'Controller', ru: 'Контроллер' },
  whenZone: { en: 'When ({zone})', ru: 'Когда ({zone})' },
  timeZone: { en: 'Times are in', ru: 'Время указано по' },
  kind: { en: 'Kind of change', ru: 'Вид изменения' },
  count: { en: 'Count', ru: 'Количество' },
  failedCount: { en: 'Failed', ru: 'С ошибкой' },
  period: { en: 'First – last ({zone})', ru: 'Первое – последнее ({zone})' },
  changesSummarised: {
    en: '{total} changes were recorded. They are counted by kind below, then the latest {rows} are listed. The report’s JSON file lists every one.',
    ru: 'Записано изменений: {total}. Ниже они сосчитаны по видам, затем перечислены последние {rows}. В JSON-файле отчёта перечислены все.',
  },
  latestChanges: { en: 'The latest {rows} changes', ru: 'Последние изменения ({rows})' },
  who: { en: 'Who', ru: 'Кто' },
  what: { en: 'What', ru: 'Что' },
  before: { en: 'Before', ru: 'До' },
  after: { en: 'After', ru: 'После' },
  openItems: { en: 'Left open', ru: 'Не закрыто' },
  nothingOpen: { en: 'Nothing is left open.', ru: 'Незакрытых вопросов нет.' },
  none: { en: 'None recorded.', ru: 'Не записано.' },
  yes: { en: 'yes', ru: 'да' },
  no: { en: 'no', ru: 'нет' },
  on: { en: 'on', ru: 'вкл.' },
  off: { en: 'off', ru: 'выкл.' },
  stillWorks: { en: 'still works', ru: 'действует' },
  changedOn: { en: 'changed', ru: 'сменён' },
  verifiedOn: { en: 'verified', ru: 'проверено' },
  unknown: { en: 'not checked', ru: 'не проверялся' },
  certificateChanged: {
    en: 'Certificate changed: now presents',
    ru: 'Сертификат изменился, теперь',
  },
  cannotChange: {
    en: 'cannot be changed here (no accounts section in its firmware)',
    ru: 'здесь не сменить (в прошивке нет раздела учётных записей)',
  },
  unprintable: {
    en: 'Some characters (such as emoji) cannot be printed with this report’s font: each is shown as {mark}. The JSON file holds them as they are.',
    ru: 'Некоторые символы (например, эмодзи) нельзя напечатать шрифтом отчёта: каждый показан как {mark}. В JSON-файле они сохранены как есть.',
  },
  noSecrets: {
    en: 'This report holds no password, token or other secret.',
    ru: 'Отчёт не содержит паролей, токенов и других секретов.',
  },
} satisfies Record<string, LocalizedText>;

export type ReportWord = keyof typeof WORDS;

export function word(key: ReportWord, language: ReportLanguage): string {
  return WORDS[key][language];
}

const AREAS: Record<string, LocalizedText> = {
  time: { en: 'Time', ru: 'Время' },
  network: { en: 'Network', ru: 'Сеть' },
  accessPoint: { en: 'Access points', ru: 'Точки доступа' },
  password: { en: 'Password', ru: 'Пароль' },
  vpn: { en: 'VPN', ru: 'VPN' },
  transfer: { en: 'Transfer', ru: 'Перенос данных' },
  migration: { en: 'Migration', ru: 'Перенос журналов' },
  backup: { en: 'Backup', ru: 'Резервная копия' },
};

export function areaWords(area: string): LocalizedText {
  return AREAS[area] ?? { en: area, ru: area };
}

/** What a journal action did, for a change recorded without words of its own. */
const ACTIONS: Record<string, LocalizedText> = {
  'site.created': { en: 'Site created', ru: 'Объект создан' },
  'site.renamed': { en: 'Site renamed', ru: 'Объект переименован' },
  'controller.added': { en: 'Controller added', ru: 'Контроллер добавлен' },
  'controller.removed': { en: 'Controller removed', ru: 'Контроллер удалён' },
  'trust.accepted': { en: 'Certificate trusted', ru: 'Сертификат принят' },
  'certificate.changed': { en: 'Certificate changed', ru: 'Сертификат изменился' },
  'certificate.restored': {
    en: 'Trusted certificate presented again',
    ru: 'Снова предъявлен доверенный сертификат',
  },
  'factoryPassword.inUse': {
    en: 'Factory password found working',
    ru: 'Заводской пароль действует',
  },
  'factoryPassword.checked': {
    en: 'Factory password checked: no longer works',
    ru: 'Заводской пароль проверен: больше не действует',
  },
  'time.changed': { en: 'Time settings changed', ru: 'Настройки времени изменены' },
  'network.changed': { en: 'Network settings changed', ru: 'Сетевые настройки изменены' },
  'password.changed': { en: 'Password changed', ru: 'Пароль изменён' },
  'accessPoint.created': { en: 'Access point created', ru: 'Точка доступа создана' },
  'accessPoint.updated': { en: 'Access point changed', ru: 'Точка доступа изменена' },
  'accessPoint.deleted': { en: 'Access point deleted', ru: 'Точка доступа удалена' },
  'accessPoint.state': { en: 'Access point mode set', ru: 'Режим точки доступа задан' },
  'vpn.shared': { en: 'VPN sharing set', ru: 'Общий доступ к VPN задан' },
  'vpn.synced': { en: 'Synced with the VPN master', ru: 'Синхронизирован с мастером VPN' },
  'vpn.verified': { en: 'Compared with the VPN master', ru: 'Сверен с мастером VPN' },
  'migration.started': { en: 'Migration started', ru: 'Перенос журналов начат' },
  'migration.completed': { en: 'Migration completed', ru: 'Перенос журналов завершён' },
  'migration.failed': { en: 'Migration failed', ru: 'Перенос журналов не удался' },
  'transfer.written': { en: 'Transfer written', ru: 'Данные перенесены' },
  'transfer.verified': { en: 'Transfer verified', ru: 'Перенос проверен' },
  'backup.written': { en: 'Backup written', ru: 'Резервная копия записана' },
  'job.started': { en: 'Job started', ru: 'Задание начато' },
  'job.ended': { en: 'Job ended', ru: 'Задание закончено' },
  'job.interrupted': { en: 'Job interrupted', ru: 'Задание прервано' },
  'session.login': { en: 'Logged in', ru: 'Вход выполнен' },
  'controller.found': { en: 'Controller found again', ru: 'Контроллер найден снова' },
  'automation.created': { en: 'Automation created', ru: 'Автоматизация создана' },
  'automation.updated': { en: 'Automation changed', ru: 'Автоматизация изменена' },
  'automation.deleted': { en: 'Automation deleted', ru: 'Автоматизация удалена' },
  'vpn.syncStopped': {
    en: 'Sync with the VPN master stopped',
    ru: 'Синхронизация с мастером VPN остановлена',
  },
  'vpn.memberRemoved': { en: 'Removed from the VPN cluster', ru: 'Удалён из кластера VPN' },
  'migration.stopped': { en: 'Migration stopped', ru: 'Перенос журналов остановлен' },
  'backup.failed': { en: 'Backup failed', ru: 'Резервная копия не сделана' },
  'schedule.created': { en: 'Schedule created', ru: 'Расписание создано' },
  'schedule.updated': { en: 'Schedule changed', ru: 'Расписание изменено' },
  'accessProfile.created': { en: 'Access profile created', ru: 'Профиль доступа создан' },
  'accessProfile.updated': { en: 'Access profile changed', ru: 'Профиль доступа изменён' },
  'authUser.created': { en: 'Controller login created', ru: 'Учётная запись создана' },
  'authUser.updated': { en: 'Controller login changed', ru: 'Учётная запись изменена' },
  'record.created': { en: 'Record created', ru: 'Запись создана' },
  'record.updated': { en: 'Record changed', ru: 'Запись изменена' },
  'record.deleted': { en: 'Record deleted', ru: 'Запись удалена' },
  'record.action': { en: 'Record action done', ru: 'Действие с записью выполнено' },
  'record.called': { en: 'Request sent', ru: 'Запрос отправлен' },
};

/** An action the catalogue lacks is said as its words (`vpn.syncStopped` -> "vpn: sync stopped"). */
export function actionWords(action: string, language: ReportLanguage): string {
  const known = ACTIONS[action]?.[language];
  if (known) return known;
  const [head = '', ...rest] = action.split('.');
  const words = rest
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return `${head}: ${words}`;
}

export const OUTCOME_WORDS: Record<string, LocalizedText> = {
  succeeded: { en: 'verified', ru: 'проверено' },
  failed: { en: 'failed', ru: 'ошибка' },
  cancelled: { en: 'cancelled', ru: 'отменено' },
  info: { en: 'noted', ru: 'отмечено' },
  verified: { en: 'verified', ru: 'проверен' },
  not_verified: { en: 'not verified', ru: 'не проверен' },
  master: { en: 'master', ru: 'мастер' },
  member: { en: 'member', ru: 'участник' },
  none: { en: 'none', ru: 'нет' },
  dhcp: { en: 'DHCP', ru: 'DHCP' },
  static: { en: 'static address', ru: 'статический адрес' },
};

export function stateWord(state: string, language: ReportLanguage): string {
  return OUTCOME_WORDS[state]?.[language] ?? state;
}
