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
import { TIME_WORDS } from './time.words';

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

/**
 * The form of the time wizard for `zones`. `laptopClock` is this computer's clock as the set-clock
 * hint shows it; the command line derives its options from the form and shows no hint, so it
 * passes null: the first look at this computer's zone costs ICU about 25 ms of a command's start.
 */
export function timeForm(
  zones: readonly string[],
  nowMs: number,
  laptopClock: string | null = laptopClockText(nowMs),
) {
  const zoneOptions: Record<string, LocalizedText> = {
    [KEEP]: TIME_WORDS.keepEachControllersZone,
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
        label: TIME_WORDS.timeZone,
        hint: TIME_WORDS.timeZoneHint,
        options: zoneOptions,
      }),
    ntp: z
      .enum([KEEP, 'on', 'off'])
      .default(KEEP)
      .meta({
        label: TIME_WORDS.ntpLabel,
        options: {
          [KEEP]: TIME_WORDS.keepAsItIs,
          on: TIME_WORDS.ntpOnFromServer,
          off: TIME_WORDS.turnOff,
        },
      }),
    ntp_server: z
      .string()
      .trim()
      .max(253)
      .optional()
      .meta({
        label: TIME_WORDS.ntpServer,
        hint: TIME_WORDS.ntpServerHint,
        placeholder: 'pool.ntp.org',
        showWhen: { ntp: ['on'] },
      }),
    set_clock: z
      .boolean()
      .default(false)
      .meta({
        label: TIME_WORDS.setClockFromComputer,
        ...(laptopClock === null ? {} : { hint: TIME_WORDS.computerClockHint(laptopClock) }),
        showWhen: { ntp: ['off'] },
      }),
  });
}

export type TimeFormValues = z.infer<ReturnType<typeof timeForm>>;
