/** What the plans feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const PLANS_WORDS = defineWords({
  atLine: (line: number): LocalizedText => ({ en: `line ${line}`, ru: `строка ${line}` }),
  atField: (field: string): LocalizedText => ({ en: `field ${field}`, ru: `поле ${field}` }),
  mon: { en: 'mon', ru: 'пн' },
  tue: { en: 'tue', ru: 'вт' },
  wed: { en: 'wed', ru: 'ср' },
  thu: { en: 'thu', ru: 'чт' },
  fri: { en: 'fri', ru: 'пт' },
  sat: { en: 'sat', ru: 'сб' },
  sun: { en: 'sun', ru: 'вс' },
  admin: { en: 'admin', ru: 'администратор' },
  operator: { en: 'operator', ru: 'оператор' },
  viewer: { en: 'viewer', ru: 'наблюдатель' },
  ruleIpv4: { en: 'must be an IPv4 address', ru: 'должен быть адресом IPv4' },
  ruleRequiredWithoutDhcp: { en: 'is required without DHCP', ru: 'обязательно без DHCP' },
  ruleContiguousNetmask: {
    en: 'must be a contiguous netmask',
    ru: 'должна быть непрерывной маской сети',
  },
  ruleInsideSubnet: {
    en: 'must be inside the subnet of ip/mask',
    ru: 'должен быть в подсети ip/mask',
  },
  ruleUuid: {
    en: 'must be a UUID (8-4-4-4-12 hex)',
    ru: 'должен быть UUID (8-4-4-4-12, шестнадцатеричный)',
  },
  ruleTime: {
    en: 'must be a time HH:MM (00:00-23:59)',
    ru: 'должно быть временем ЧЧ:ММ (00:00-23:59)',
  },
  ruleFromBeforeTo: {
    en: '`from` must be earlier than `to`',
    ru: '`from` должно быть раньше `to`',
  },
  ruleTimeZone: {
    en: 'must be an IANA time zone name such as Europe/Moscow',
    ru: 'должен быть именем часового пояса IANA, например Europe/Moscow',
  },
  ruleNamedTwice: {
    en: 'is named twice in this controller',
    ru: 'названо дважды в этом контроллере',
  },
  ruleNoSuchSchedule: {
    en: "names no schedule of this controller's plan",
    ru: 'не называет ни одного расписания плана этого контроллера',
  },
  ruleNoSuchAccessPoint: {
    en: "names no access point of this controller's plan",
    ru: 'не называет ни одной точки доступа плана этого контроллера',
  },
  ruleNotAController: { en: 'is not a controller of the plan', ru: 'не контроллер плана' },
  ruleMasterItself: { en: 'is the master itself', ru: 'это сам мастер' },
  plannedForToo: (serial: string): LocalizedText => ({
    en: `is planned for ${serial} too`,
    ru: `запланирован и для ${serial}`,
  }),
  readingWhatHolds: { en: 'reading what it holds', ru: 'чтение того, что на нём' },
  readingBack: { en: 'reading it back', ru: 'чтение после изменений' },
  holdsNoAccessPoint: {
    en: 'It holds no access point to learn its controller uuid from: give controllerUuid in the plan.',
    ru: 'На нём нет точки доступа, по которой узнать uuid контроллера: укажите controllerUuid в плане.',
  },
  verifiedParts: (done: string[]): LocalizedText => ({
    en: `verified: ${done.join(', ')}`,
    ru: `проверено: ${done.join(', ')}`,
  }),
  nothingToChange: { en: 'nothing to change', ru: 'менять нечего' },
  memberClusterMastersName: (
    member: string,
    serial: string,
    what: LocalizedText,
  ): LocalizedText => ({
    en: `${member} is a member of ${serial}'s cluster: the master's ${what.en} of this name replaces it at every sync; plan it on ${serial} only, or name it otherwise`,
    ru: `${member} входит в кластер ${serial}: ${what.ru} мастера с этим именем заменяет его при каждой синхронизации; запланируйте его только на ${serial} или назовите иначе`,
  }),
  schedule: { en: 'schedule', ru: 'расписание' },
  accessProfile: { en: 'access profile', ru: 'профиль доступа' },
  sentButReadsBack: (what: string, wrong: string): LocalizedText => ({
    en: `${what} was sent, but reads back differently: ${wrong}.`,
    ru: `${what}: отправлено, но читается иначе: ${wrong}.`,
  }),
  scheduleNamed: (name: string): LocalizedText => ({
    en: `schedule ${name}`,
    ru: `расписание ${name}`,
  }),
  scheduleTitle: (name: string): LocalizedText => ({
    en: `Schedule ${name}`,
    ru: `Расписание ${name}`,
  }),
  accessProfileScheduleAccess: (name: string): LocalizedText => ({
    en: `Access profile ${name}: its schedule or access points are not on the controller.`,
    ru: `Профиль доступа ${name}: его расписания или точек доступа нет на контроллере.`,
  }),
  accessProfileNamed: (name: string): LocalizedText => ({
    en: `access profile ${name}`,
    ru: `профиль доступа ${name}`,
  }),
  accessProfileTitle: (name: string): LocalizedText => ({
    en: `Access profile ${name}`,
    ru: `Профиль доступа ${name}`,
  }),
  userNoPasswordKeychain: (login: string): LocalizedText => ({
    en: `User ${login}: no password in the keychain and none given; a plan never holds one. Save it in the keychain or run apply where it can ask.`,
    ru: `Пользователь ${login}: пароля нет ни в связке ключей, ни введённого; в плане его не бывает. Сохраните его в связке ключей или запустите apply там, где можно спросить.`,
  }),
  userNamed: (login: string): LocalizedText => ({
    en: `user ${login}`,
    ru: `пользователь ${login}`,
  }),
  userTitle: (login: string): LocalizedText => ({
    en: `User ${login}`,
    ru: `Пользователь ${login}`,
  }),
  accessPoint: (name: string): LocalizedText => ({
    en: `Access point ${name}`,
    ru: `Точка доступа ${name}`,
  }),
  time: { en: 'Time', ru: 'Время' },
  users: { en: 'Users', ru: 'Пользователи' },
  network: { en: 'Network', ru: 'Сеть' },
  planNestedDeeperThan: (planMaxDepth: number): LocalizedText => ({
    en: `the plan is nested deeper than ${planMaxDepth} levels here: a plan is never this deep; check the file`,
    ru: `здесь вложенность плана глубже ${planMaxDepth} уровней: у плана такой не бывает; проверьте файл`,
  }),
  planRepeatsAnchorsAliases: (planMaxAliases: number): LocalizedText => ({
    en: `the plan repeats its anchors (*aliases) more than ${planMaxAliases} times: write the values out instead`,
    ru: `план повторяет якоря (*псевдонимы) больше ${planMaxAliases} раз: запишите значения явно`,
  }),
  notOnSiteTrust: (serial: string): LocalizedText => ({
    en: `${serial} is not on this site: trust it and add it to the site, then plan again.`,
    ru: `${serial} нет на этом объекте: доверьтесь ему и добавьте на объект, затем постройте план снова.`,
  }),
  onSiteHasAnother: (serial: string): LocalizedText => ({
    en: `${serial} on this site has another certificate than the plan names: nothing is sent to it.`,
    ru: `У ${serial} на этом объекте другой сертификат, чем в плане: ему ничего не отправляется.`,
  }),
  planHasProblemsImport: {
    en: 'The plan has problems: import it again to see them. Nothing was sent.',
    ru: 'В плане есть ошибки: импортируйте его снова, чтобы их увидеть. Ничего не отправлено.',
  },
  secondsUnit: { en: ', s', ru: ', с' },
  centimetresUnit: { en: ', cm', ru: ', см' },
  scheduleLabel: { en: 'Schedule', ru: 'Расписание' },
  via: (address: string, gateway: string): LocalizedText => ({
    en: `${address} via ${gateway}`,
    ru: `${address} через ${gateway}`,
  }),
  noIntervals: { en: 'no intervals', ru: 'нет интервалов' },
  notServedByControllers: {
    en: "not served by this controller's firmware",
    ru: 'прошивка этого контроллера такого не поддерживает',
  },
  asPlanned: { en: 'as planned', ru: 'как в плане' },
  unknownMasterCannotRead: {
    en: 'unknown: the master cannot be read',
    ru: 'неизвестно: ведущий контроллер не читается',
  },
  notMember: { en: 'not a member', ru: 'не в кластере' },
  member: (state: string): LocalizedText => ({
    en: `member (${state})`,
    ru: `в кластере (${state})`,
  }),
  memberSynced: (master: string): LocalizedText => ({
    en: `member of ${master}, synced`,
    ru: `в кластере ${master}, синхронизирован`,
  }),
  passwordNeverGoesPlan: {
    en: 'a password never goes in a plan: it is asked for or taken from the keychain',
    ru: 'пароль никогда не пишется в план: он запрашивается или берётся из связки ключей',
  },
  kindObject: { en: 'fields (name: value)', ru: 'полями (имя: значение)' },
  kindList: { en: 'a list', ru: 'списком' },
  kindText: { en: 'text', ru: 'текстом' },
  kindNumber: { en: 'a number', ru: 'числом' },
  kindWholeNumber: { en: 'a whole number', ru: 'целым числом' },
  kindBoolean: { en: 'true or false', ru: 'true или false' },
  noneFormsAllowedHere: {
    en: 'is none of the forms allowed here',
    ru: 'не подходит ни под одну из допустимых здесь форм',
  },
  missingMust: (kind: LocalizedText): LocalizedText => ({
    en: `is missing: it must be ${kind.en}`,
    ru: `отсутствует: должно быть ${kind.ru}`,
  }),
  must: (kind: LocalizedText): LocalizedText => ({
    en: `must be ${kind.en}`,
    ru: `должно быть ${kind.ru}`,
  }),
  givenNetworkUnderControllers: (serial: string): LocalizedText => ({
    en: `${serial} is given its network under controllers.${serial}.network too: give it once.`,
    ru: `Сеть ${serial} задана также в controllers.${serial}.network: задайте её один раз.`,
  }),
  plannedUnderControllersToo: (address: string, serial: string): LocalizedText => ({
    en: `${address} is planned for ${serial} under controllers too.`,
    ru: `${address} запланирован также для ${serial} в разделе controllers.`,
  }),
  applySitePlan: { en: 'Apply the site plan', ru: 'Применение плана объекта' },
  buildSitePlansVpn: {
    en: "Build the site plan's VPN cluster",
    ru: 'Сборка кластера VPN по плану объекта',
  },
  stopNowEndsEach: {
    en: 'Stop now ends each controller after the change being written (verified and journalled); its network move is not begun.',
    ru: '«Остановить сейчас» останавливает каждый контроллер после записываемого изменения (проверенного и записанного в журнал); смена его адреса не начинается.',
  },
  planStillBeingApplied: (fileName: string): LocalizedText => ({
    en: `The plan ${fileName} is still being applied to this site: wait for its end.`,
    ru: `План ${fileName} ещё применяется к этому объекту: дождитесь окончания.`,
  }),
  notValidYamlJson: (message: string): LocalizedText => ({
    en: `not valid YAML or JSON: ${message.split('\n')[0]}`,
    ru: `не YAML и не JSON: ${message.split('\n')[0]}`,
  }),
});
