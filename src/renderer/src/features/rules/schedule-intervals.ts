/**
 * A schedule's intervals (spec 2.2: days as three-letter lower-case weekday names, from and to
 * HH:MM with from before to, the contract's `scheduleInterval`) as the week grid draws them and
 * as the plan says them in words ("Mon–Fri 09:00–18:00").
 */
import { DAY_NAMES, scheduleInterval } from '../../../../shared/api';
import type { LocalizedText } from '../../../../shared/words/localized-text';

export type DayName = (typeof DAY_NAMES)[number];

export interface ScheduleInterval {
  days: DayName[];
  from: string;
  to: string;
}

/** One interval on one day, in minutes from midnight: what the grid draws as a block. */
export interface DayBlock {
  /** Index of the interval in the schedule. */
  interval: number;
  /** 0 = Monday ... 6 = Sunday. */
  day: number;
  start: number;
  end: number;
}

export const MINUTES_PER_DAY = 24 * 60;
/** The last minute HH:MM can say (spec 2.2: 23:59); a drag to the bottom of the grid ends there. */
export const LAST_MINUTE = MINUTES_PER_DAY - 1;

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

export function fromMinutes(minutes: number): string {
  const m = Math.max(0, Math.min(LAST_MINUTE, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Rounds to the nearest step (minutes), kept inside the day. */
export function snapMinutes(minutes: number, step = 30): number {
  return Math.max(0, Math.min(MINUTES_PER_DAY, Math.round(minutes / step) * step));
}

export function dayIndex(day: DayName): number {
  return DAY_NAMES.indexOf(day);
}

/** Days in week order, each once. */
export function sortDays(days: readonly DayName[]): DayName[] {
  return DAY_NAMES.filter((d) => days.includes(d));
}

/** Every block of every interval whose days and times are readable. */
export function blocksOf(intervals: readonly ScheduleInterval[]): DayBlock[] {
  const blocks: DayBlock[] = [];
  intervals.forEach((interval, index) => {
    const start = toMinutes(interval.from);
    const end = toMinutes(interval.to);
    if (!(end > start)) return;
    for (const day of sortDays(interval.days))
      blocks.push({ interval: index, day: dayIndex(day), start, end });
  });
  return blocks;
}

/**
 * The interval a drag on the grid makes: the days between the two columns, the time between the
 * two points (either way round), at least one step long, ending at 23:59 at the latest.
 */
export function dragInterval(
  dayA: number,
  dayB: number,
  minutesA: number,
  minutesB: number,
  step = 30,
): ScheduleInterval {
  const first = Math.max(0, Math.min(dayA, dayB));
  const last = Math.min(6, Math.max(dayA, dayB));
  let start = snapMinutes(Math.min(minutesA, minutesB), step);
  let end = snapMinutes(Math.max(minutesA, minutesB), step);
  if (end - start < step) end = start + step;
  if (end > LAST_MINUTE) {
    end = LAST_MINUTE;
    start = Math.min(start, end - step);
  }
  return { days: DAY_NAMES.slice(first, last + 1), from: fromMinutes(start), to: fromMinutes(end) };
}

/** Weekday short names in the locale, Monday first ("Mon", "Пн"). */
export const DAY_LABELS: Record<'en' | 'ru', readonly string[]> = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  ru: ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'],
};

/** Days as runs of the week: "Mon–Fri", "Mon, Wed, Fri", "Mon–Wed, Sat". */
export function daysInWords(days: readonly DayName[], labels: readonly string[]): string {
  const indexes = sortDays(days).map(dayIndex);
  const runs: Array<[number, number]> = [];
  for (const i of indexes) {
    const run = runs[runs.length - 1];
    if (run && run[1] === i - 1) run[1] = i;
    else runs.push([i, i]);
  }
  const label = (i: number) => labels[i] ?? DAY_NAMES[i] ?? '';
  return runs
    .flatMap(([a, b]) =>
      b === a ? [label(a)] : b === a + 1 ? [label(a), label(b)] : [`${label(a)}–${label(b)}`],
    )
    .join(', ');
}

export function intervalInWords(interval: ScheduleInterval, labels: readonly string[]): string {
  return `${daysInWords(interval.days, labels)} ${interval.from}–${interval.to}`;
}

/** A schedule's intervals in words, days in week order; a dash for none. */
export function intervalsInWords(
  intervals: readonly ScheduleInterval[],
  labels: readonly string[],
): string {
  if (intervals.length === 0) return '—';
  return [...intervals]
    .sort(
      (a, b) =>
        Math.min(...sortDays(a.days).map(dayIndex)) - Math.min(...sortDays(b.days).map(dayIndex)) ||
        a.from.localeCompare(b.from),
    )
    .map((i) => intervalInWords(i, labels))
    .join('; ');
}

/** The intervals of a record as read, the ones that are not readable left out. */
export function intervalsOf(value: unknown): ScheduleInterval[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { days, from, to } = item as Record<string, unknown>;
    if (!Array.isArray(days) || typeof from !== 'string' || typeof to !== 'string') return [];
    return [{ days: sortDays(days.filter((d): d is DayName => isDayName(d))), from, to }];
  });
}

function isDayName(value: unknown): value is DayName {
  return typeof value === 'string' && (DAY_NAMES as readonly string[]).includes(value);
}

const HINTS: Record<'days' | 'from' | 'to' | 'order', LocalizedText> = {
  days: { en: 'Pick at least one day.', ru: 'Выберите хотя бы один день.' },
  from: {
    en: 'Type the start as HH:MM, from 00:00 to 23:59.',
    ru: 'Введите начало как ЧЧ:ММ, от 00:00 до 23:59.',
  },
  to: {
    en: 'Type the end as HH:MM, from 00:00 to 23:59.',
    ru: 'Введите конец как ЧЧ:ММ, от 00:00 до 23:59.',
  },
  order: {
    en: 'The end must be later than the start.',
    ru: 'Конец должен быть позже начала.',
  },
};

/**
 * What is wrong with an interval by the contract's rule, by field, in words; empty when it is
 * right. The rule itself is the contract's, so the form refuses just what a controller refuses.
 */
export function intervalProblems(
  interval: ScheduleInterval,
): Partial<Record<'days' | 'from' | 'to', LocalizedText>> {
  const parsed = scheduleInterval.safeParse(interval);
  if (parsed.success) return {};
  const problems: Partial<Record<'days' | 'from' | 'to', LocalizedText>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'days') problems.days = HINTS.days;
    else if (field === 'from') problems.from = HINTS.from;
    else if (field === 'to' && issue.code !== 'custom') problems.to = HINTS.to;
  }
  // The order is only worth saying once both times are readable.
  const order = parsed.error.issues.some((i) => i.code === 'custom');
  if (order && !problems.from && !problems.to) problems.to = HINTS.order;
  return problems;
}
