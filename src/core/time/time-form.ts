/**
 * The time wizard's form, made for the chosen controllers: the time zones every one of them
 * knows (`GET /date_time/timezones`, spec 4.12), each with its offset from UTC now, or "keep";
 * NTP on (with a server, or each controller's own), off, or kept; and, with NTP off, the clock
 * set from this computer. The description shows this computer's time and zone so the engineer
 * can judge them before sending them to a whole site.
 */
import { z } from 'zod';
import type { LocalizedText } from '../../shared/words/localized-text';
import { utcOffsetLabel } from './zone-offset';

export const KEEP = 'keep';

export function laptopZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "2026-11-25 08:40:12, Europe/Moscow (UTC+03:00)" for this computer now. */
export function laptopClockText(nowMs: number, zone = laptopZone()): string {
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(new Date(nowMs));
  return `${local}, ${zone} (${utcOffsetLabel(zone, nowMs) ?? '?'})`;
}

export function timeForm(zones: readonly string[], nowMs: number) {
  const zoneOptions: Record<string, LocalizedText> = {
    [KEEP]: { en: "Keep each controller's zone", ru: 'Оставить зону каждого контроллера' },
  };
  for (const zone of zones) {
    const label = `${zone} (${utcOffsetLabel(zone, nowMs) ?? '?'})`;
    zoneOptions[zone] = { en: label, ru: label };
  }
  return z.object({
    timezone: z
      .enum([KEEP, ...zones] as [string, ...string[]])
      .default(KEEP)
      .meta({
        label: { en: 'Time zone', ru: 'Часовой пояс' },
        hint: {
          en: 'From the zones every chosen controller knows; the offset is the one in force now.',
          ru: 'Из поясов, известных всем выбранным контроллерам; смещение — действующее сейчас.',
        },
        options: zoneOptions,
      }),
    ntp: z
      .enum([KEEP, 'on', 'off'])
      .default(KEEP)
      .meta({
        label: { en: 'Time synchronisation (NTP)', ru: 'Синхронизация времени (NTP)' },
        options: {
          [KEEP]: { en: 'Keep as it is', ru: 'Оставить как есть' },
          on: { en: 'On, from an NTP server', ru: 'Включить, от NTP-сервера' },
          off: { en: 'Off', ru: 'Выключить' },
        },
      }),
    ntp_server: z
      .string()
      .trim()
      .max(253)
      .optional()
      .meta({
        label: { en: 'NTP server', ru: 'NTP-сервер' },
        hint: {
          en: "A host name or an IPv4 address; empty keeps each controller's server.",
          ru: 'Имя хоста или адрес IPv4; пустое поле оставляет сервер каждого контроллера.',
        },
        placeholder: 'pool.ntp.org',
        showWhen: { ntp: ['on'] },
      }),
    set_clock: z
      .boolean()
      .default(false)
      .meta({
        label: {
          en: "Set the clock from this computer's",
          ru: 'Установить часы по этому компьютеру',
        },
        hint: {
          en: `This computer: ${laptopClockText(nowMs)}. Check it before sending it to the site.`,
          ru: `Этот компьютер: ${laptopClockText(nowMs)}. Проверьте, прежде чем отправлять на объект.`,
        },
        showWhen: { ntp: ['off'] },
      }),
  });
}

export type TimeFormValues = z.infer<ReturnType<typeof timeForm>>;
