/** What the access-points feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const ACCESS_POINTS_WORDS = defineWords({
  copyTitle: { en: 'Copy access points', ru: 'Копирование точек доступа' },
  unknownKind: { en: '?', ru: '?' },
  pointWithKind: (name: string, kind: LocalizedText): LocalizedText => ({
    en: `${name} (${kind.en})`,
    ru: `${name} (${kind.ru})`,
  }),
  chooseControllerCopyFirst: {
    en: 'Choose the controller to copy from first, then the controllers to copy to.',
    ru: 'Сначала выберите контроллер, с которого копировать, затем те, на которые.',
  },
  accessPoints: (label: string): LocalizedText => ({
    en: `Access points of ${label}`,
    ru: `Точки доступа ${label}`,
  }),
  thereAlreadySkipped: (label: string, describePoint: LocalizedText): LocalizedText => ({
    en: `${label}: ${describePoint.en} is there already; skipped.`,
    ru: `${label}: ${describePoint.ru} уже есть; пропущено.`,
  }),
  accessPoint: { en: 'Access point', ru: 'Точка доступа' },
  none: { en: '—', ru: '—' },
  createCount: (length: number): LocalizedText => ({
    en: `Create ${length} access point${length === 1 ? '' : 's'}`,
    ru: `Создать точки доступа: ${length}`,
  }),
  noPointForUuidCopy: {
    en: 'This controller holds no access point to take its uuid from: create one access point on it first.',
    ru: 'На контроллере нет точек доступа, из которых взять его UUID: сначала создайте на нём одну точку.',
  },
  barrier: { en: 'Barrier', ru: 'Шлагбаум' },
  doubleDoor: { en: 'Double door', ru: 'Двойная дверь' },
  mantrap: { en: 'Mantrap', ru: 'Шлюз' },
  singleDoor: { en: 'Single door', ru: 'Одна дверь' },
  turnstile: { en: 'Turnstile', ru: 'Турникет' },
  turnstileCardBox: { en: 'Turnstile with card box', ru: 'Турникет с картоприёмником' },
  normal: { en: 'Normal', ru: 'Обычный' },
  open: { en: 'Open', ru: 'Открыт' },
  closed: { en: 'Closed', ru: 'Закрыт' },
  emergency: { en: 'Emergency', ru: 'Аварийный' },
  normalEffect: {
    en: 'Controlled passage: only people the controller grants pass.',
    ru: 'Контролируемый проход: проходят только те, кому контроллер разрешит.',
  },
  openEffect: {
    en: 'Free passage: anyone passes without an identifier, until it is set back to normal.',
    ru: 'Свободный проход: проходит любой без идентификатора, пока точку не вернут в обычный режим.',
  },
  closedEffect: {
    en: 'Passage blocked: nobody passes, not even with a valid identifier.',
    ru: 'Проход закрыт: не пройдёт никто, даже с действующим идентификатором.',
  },
  emergencyEffect: {
    en: 'Unlocked for evacuation: everything opens and stays open, alarms aside.',
    ru: 'Разблокировано для эвакуации: всё открывается и остаётся открытым.',
  },
  deleteAccessPoint: { en: 'Delete an access point', ru: 'Удаление точки доступа' },
  accessProfilesListLose: (list: string): LocalizedText => ({
    en: `Access profiles that list it lose it, and their people lose passage here: ${list}.`,
    ru: `Профили доступа, в которых она есть, потеряют её, а их люди — проход здесь: ${list}.`,
  }),
  automationsName: (list: string): LocalizedText => ({
    en: `Automations that name it: ${list}.`,
    ru: `Автоматизации, которые на неё ссылаются: ${list}.`,
  }),
  deleted: { en: 'deleted', ru: 'удалена' },
  deleteName: (name: string): LocalizedText => ({ en: `Delete ${name}`, ru: `Удалить ${name}` }),
  deleting: (name: string): LocalizedText => ({ en: `deleting ${name}`, ru: `удаление: ${name}` }),
  stillReadsBackAfter: (name: string): LocalizedText => ({
    en: `${name} still reads back after its deletion.`,
    ru: `${name} всё ещё читается после удаления.`,
  }),
  deletedName: (name: string): LocalizedText => ({
    en: `${name} deleted.`,
    ru: `${name}: удалена.`,
  }),
  saving: (name: string): LocalizedText => ({ en: `saving ${name}`, ru: `сохранение: ${name}` }),
  automationReadBackDiffers: {
    en: 'The automation read back differs from what was sent.',
    ru: 'Прочитанная автоматизация отличается от отправленной.',
  },
  automationSavedVerified: (name: string): LocalizedText => ({
    en: `Automation ${name} saved and verified.`,
    ru: `Автоматизация ${name}: сохранена и проверена.`,
  }),
  automationDeleted: (name: string): LocalizedText => ({
    en: `Automation ${name} deleted.`,
    ru: `Автоматизация ${name}: удалена.`,
  }),
  automation: { en: 'Automation', ru: 'Автоматизация' },
  deleteAutomation: { en: 'Delete an automation', ru: 'Удаление автоматизации' },
  hasNoAutomationAny: (label: string, subject: string): LocalizedText => ({
    en: `${label} has no automation ${subject} any more: read the list again.`,
    ru: `На ${label} больше нет автоматизации ${subject}: обновите список.`,
  }),
  name: { en: 'Name', ru: 'Название' },
  type: { en: 'Type', ru: 'Тип' },
  noPointForUuid: {
    en: 'This controller holds no access point to take its uuid from: create an access point first.',
    ru: 'На контроллере нет точек доступа, из которых взять его UUID: сначала создайте точку доступа.',
  },
  changeAutomation: { en: 'Change the automation', ru: 'Изменить автоматизацию' },
  createAutomation: { en: 'Create the automation', ru: 'Создать автоматизацию' },
  accessPointState: { en: 'Access point state', ru: 'Режим точки доступа' },
  state: { en: 'State', ru: 'Режим' },
  stateWithEffect: (stateWords: LocalizedText, stateEffects: LocalizedText): LocalizedText => ({
    en: `${stateWords.en}: ${stateEffects.en}`,
    ru: `${stateWords.ru}: ${stateEffects.ru}`,
  }),
  unknown: { en: 'unknown', ru: 'неизвестно' },
  setStateOf: (name: string, state: LocalizedText): LocalizedText => ({
    en: `Set ${name} to ${state.en.toLowerCase()}`,
    ru: `Перевести ${name} в режим «${state.ru}»`,
  }),
  peoplePassWithoutBeing: (name: string, effect: LocalizedText): LocalizedText => ({
    en: `${name}: ${effect.en} People pass without being checked.`,
    ru: `${name}: ${effect.ru} Люди проходят без проверки.`,
  }),
  setting: (name: string, state: string): LocalizedText => ({
    en: `setting ${name} to ${state}`,
    ru: `${name}: режим ${state}`,
  }),
  readsBackStateNot: (name: string, state: string, state2: string): LocalizedText => ({
    en: `${name} reads back in state ${state}, not ${state2}.`,
    ru: `${name} после проверки в режиме ${state}, а не ${state2}.`,
  }),
  stateSet: (name: string, state: LocalizedText, verified: boolean): LocalizedText => ({
    en: `${name}: ${state.en.toLowerCase()}${verified ? ', verified' : ''}.`,
    ru: `${name}: режим «${state.ru}»${verified ? ', проверено' : ''}.`,
  }),
  changing: (name: string): LocalizedText => ({ en: `changing ${name}`, ru: `изменение: ${name}` }),
  creating: (name: string): LocalizedText => ({ en: `creating ${name}`, ru: `создание: ${name}` }),
  answerLostControllerCould: (message: LocalizedText, name: string): LocalizedText => ({
    en: `The answer was lost (${message.en}) and the controller could not be read to see whether ${name} was made: list its access points to see.`,
    ru: `Ответ потерялся (${message.ru}), а прочитать контроллер, чтобы узнать, создана ли ${name}, не удалось: посмотрите список его точек доступа.`,
  }),
  readingBack: { en: 'reading it back', ru: 'проверка' },
  sentButCouldNot: (name: string, message: LocalizedText): LocalizedText => ({
    en: `${name} was sent, but could not be read back: ${message.en}`,
    ru: `${name} отправлена, но прочитать её не удалось: ${message.ru}`,
  }),
  accessPointReadBack: (wrong: string[]): LocalizedText => ({
    en: `The access point read back differs from what was sent: ${wrong.join(', ')}.`,
    ru: `Прочитанная точка доступа отличается от отправленной: ${wrong.join(', ')}.`,
  }),
  changedVerified: (name: string): LocalizedText => ({
    en: `${name} changed and verified.`,
    ru: `${name}: изменено и проверено.`,
  }),
  createdVerified: (name: string, kind: string): LocalizedText => ({
    en: `${name} (${kind}) created and verified.`,
    ru: `${name} (${kind}): создано и проверено.`,
  }),
  newAccessPoint: { en: 'New access point', ru: 'Новая точка доступа' },
  changeAccessPoint: { en: 'Change an access point', ru: 'Изменение точки доступа' },
  wordSiteUsesEntrance: {
    en: 'A word the site uses for it (entrance, vehicle, door).',
    ru: 'Слово, которым её называют на объекте (вход, въезд, дверь).',
  },
  kind: { en: 'Kind', ru: 'Вид' },
  controllersUuid: { en: "Controller's uuid", ru: 'UUID контроллера' },
  noPointForUuidYet: {
    en: 'The controller holds no access point yet to take it from: copy it from its label or documentation.',
    ru: 'На контроллере ещё нет точек доступа, из которых его взять: перепишите с наклейки или из документации.',
  },
  requiredHere: { en: 'Required here.', ru: 'Здесь обязательно.' },
  changeTheAccessPoint: { en: 'Change the access point', ru: 'Изменить точку доступа' },
  createTheAccessPoint: { en: 'Create the access point', ru: 'Создать точку доступа' },
  hasNoAccessPoint: (label: string, uuid: string): LocalizedText => ({
    en: `${label} has no access point ${uuid} any more: read the list again.`,
    ru: `На ${label} больше нет точки доступа ${uuid}: обновите список.`,
  }),
});
