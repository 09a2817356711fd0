/** What the report feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const REPORT_WORDS = defineWords({
  hidden: { en: '(hidden)', ru: '(скрыто)' },
  bytes: { en: 'bytes', ru: 'байт' },
  kb: { en: 'KB', ru: 'КБ' },
  mb: { en: 'MB', ru: 'МБ' },
  gb: { en: 'GB', ru: 'ГБ' },
  seconds: { en: 's', ru: 'с' },
  centimetres: { en: 'cm', ru: 'см' },
  mode: { en: 'Mode', ru: 'Режим' },
  sync: { en: 'Sync', ru: 'Синхронизация' },
  type: { en: 'type', ru: 'тип' },
  staticAddress: (address: string, gateway: string): LocalizedText => ({
    en: `static address ${address}, gateway ${gateway}`,
    ru: `статический адрес ${address}, шлюз ${gateway}`,
  }),
  interruptedOn: (label: string, what: LocalizedText, when: LocalizedText): LocalizedText => ({
    en: `${label}: ${what.en} was interrupted on ${when.en}.`,
    ru: `${label}: ${what.ru} — прервано ${when.ru}.`,
  }),
  failedOn: (label: string, what: LocalizedText, when: LocalizedText): LocalizedText => ({
    en: `${label}: ${what.en} failed on ${when.en}`,
    ru: `${label}: ${what.ru} — ошибка ${when.ru}`,
  }),
  noChangeOnVerified: (label: string): LocalizedText => ({
    en: `${label}: no change on it was verified (read back).`,
    ru: `${label}: ни одно изменение не проверено чтением.`,
  }),
  presentsAnotherCertificateThan: (
    label: string,
    fingerprint256: string,
    presented: undefined | string,
  ): LocalizedText => ({
    en: `${label}: it presents another certificate than the one trusted (trusted ${fingerprint256}, presented ${presented ?? 'unknown'}). Compare it with the device and trust it again, or remove it from the site.`,
    ru: `${label}: предъявляет не тот сертификат, которому доверяли (доверенный ${fingerprint256}, предъявлен ${presented ?? 'неизвестно'}). Сверьте его с устройством и доверьтесь заново или удалите контроллер с объекта.`,
  }),
  factoryPasswordStillWorks: (label: string): LocalizedText => ({
    en: `${label}: the factory password still works. Change it.`,
    ru: `${label}: заводской пароль всё ещё действует. Смените его.`,
  }),
  factoryPasswordNotChecked: (label: string): LocalizedText => ({
    en: `${label}: the factory password was not checked: log in with the factory account once, or change the password.`,
    ru: `${label}: заводской пароль не проверен: войдите один раз с заводской учётной записью или смените пароль.`,
  }),
  firmwareHasNoSection: (label: string): LocalizedText => ({
    en: `${label}: its firmware has no section for user accounts, so its password could not be changed here. Change it on the device.`,
    ru: `${label}: в его прошивке нет раздела учётных записей, поэтому пароль здесь не сменить. Смените его на устройстве.`,
  }),
  dhcpNow: (address: string): LocalizedText => ({
    en: `DHCP (now ${address})`,
    ru: `DHCP (сейчас ${address})`,
  }),
  dhcp: { en: 'DHCP', ru: 'DHCP' },
});
