/** What the time feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const TIME_WORDS = defineWords({
  giveNtpServer: { en: 'Give the NTP server.', ru: 'Укажите NTP-сервер.' },
  notIpv4Address: (text: string): LocalizedText => ({
    en: `${text} is not an IPv4 address.`,
    ru: `${text} — не адрес IPv4.`,
  }),
  notHostNameIpv4: (text: string): LocalizedText => ({
    en: `${text} is not a host name or an IPv4 address (letters, digits, dashes and dots).`,
    ru: `${text} — не имя хоста и не адрес IPv4 (буквы, цифры, дефисы и точки).`,
  }),
  title: { en: 'Time zone, clock and NTP', ru: 'Часовой пояс, часы и NTP' },
  timeZone: { en: 'Time zone', ru: 'Часовой пояс' },
  ntp: { en: 'NTP', ru: 'NTP' },
  ntpServer: { en: 'NTP server', ru: 'NTP-сервер' },
  clock: { en: 'Clock', ru: 'Часы' },
  offBy: (driftSeconds: number): LocalizedText => ({
    en: `off by ${driftSeconds} s`,
    ru: `расхождение ${driftSeconds} с`,
  }),
  computersClock: { en: "this computer's time", ru: 'время этого компьютера' },
  skippedNoDateTime: (label: string): LocalizedText => ({
    en: `${label}: skipped, its firmware has no date and time settings.`,
    ru: `${label}: пропущен, в его прошивке нет настроек даты и времени.`,
  }),
  setTimeOn: (count: number): LocalizedText => ({
    en: `Set the time on ${count} controller${count === 1 ? '' : 's'}`,
    ru: `Установить время на контроллерах: ${count}`,
  }),
  keepEachControllersZone: {
    en: "Keep each controller's zone",
    ru: 'Оставить зону каждого контроллера',
  },
  timeZoneHint: {
    en: 'From the zones every chosen controller knows; the offset is the one in force now.',
    ru: 'Из поясов, известных всем выбранным контроллерам; смещение — действующее сейчас.',
  },
  ntpLabel: { en: 'Time synchronisation (NTP)', ru: 'Синхронизация времени (NTP)' },
  keepAsItIs: { en: 'Keep as it is', ru: 'Оставить как есть' },
  ntpOnFromServer: { en: 'On, from an NTP server', ru: 'Включить, от NTP-сервера' },
  turnOff: { en: 'Off', ru: 'Выключить' },
  ntpServerHint: {
    en: "A host name or an IPv4 address; empty keeps each controller's server.",
    ru: 'Имя хоста или адрес IPv4; пустое поле оставляет сервер каждого контроллера.',
  },
  setClockFromComputer: {
    en: "Set the clock from this computer's",
    ru: 'Установить часы по этому компьютеру',
  },
  computerClockHint: (laptopClockText: string): LocalizedText => ({
    en: `This computer: ${laptopClockText}. Check it before sending it to the site.`,
    ru: `Этот компьютер: ${laptopClockText}. Проверьте, прежде чем отправлять на объект.`,
  }),
  wrongTimeZone: (timezone: string, targetTimezone: string): LocalizedText => ({
    en: `time zone ${timezone}, not ${targetTimezone}`,
    ru: `часовой пояс ${timezone}, а не ${targetTimezone}`,
  }),
  ntpOnOff: (ntp: boolean): LocalizedText => ({
    en: `NTP ${ntp ? 'on' : 'off'}`,
    ru: `NTP ${ntp ? 'вкл.' : 'выкл.'}`,
  }),
  wrongNtpServer: (ntpServer: string, targetNtpServer: string): LocalizedText => ({
    en: `NTP server ${ntpServer}, not ${targetNtpServer}`,
    ru: `NTP-сервер ${ntpServer}, а не ${targetNtpServer}`,
  }),
  clockOffBy: (driftSeconds: number): LocalizedText => ({
    en: `clock off by ${driftSeconds} s`,
    ru: `часы расходятся на ${driftSeconds} с`,
  }),
  readingClock: { en: 'reading the clock', ru: 'чтение часов' },
  sendingTimeSettings: { en: 'sending the time settings', ru: 'отправка настроек времени' },
  readingClockBack: { en: 'reading the clock back', ru: 'проверка часов' },
  readBackDiffers: (wrong: LocalizedText[]): LocalizedText => ({
    en: `The settings read back differ from those sent: ${wrong.map((w) => w.en).join('; ')}.`,
    ru: `Прочитанные настройки отличаются от отправленных: ${wrong.map((w) => w.ru).join('; ')}.`,
  }),
  verifiedStep: (timezone: string, ntp: boolean, driftSeconds: number): LocalizedText => ({
    en: `verified: ${timezone}, NTP ${ntp ? 'on' : 'off'}, off by ${driftSeconds} s`,
    ru: `проверено: ${timezone}, NTP ${ntp ? 'вкл.' : 'выкл.'}, расхождение ${driftSeconds} с`,
  }),
  verifiedSummary: (
    timezone: string,
    ntp: boolean,
    ntpServer: string,
    driftSeconds: number,
  ): LocalizedText => ({
    en: `Time zone ${timezone}, NTP ${ntp ? `on (${ntpServer})` : 'off'}, clock off by ${driftSeconds} s; verified.`,
    ru: `Часовой пояс ${timezone}, NTP ${ntp ? `вкл. (${ntpServer})` : 'выкл.'}, расхождение часов ${driftSeconds} с; проверено.`,
  }),
});
