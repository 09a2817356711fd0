/**
 * A visitor as the editor holds it (spec 2.2: last_name, first_name, planned_at) and the body it
 * sends. The planned time is picked on this computer's clock and sent as ISO 8601 with this
 * computer's UTC offset, which names one instant whatever zone the controller is in.
 */
import { visitor } from '../../../../shared/api';
import { problemsOfIssues, type FieldProblems, type FieldRule } from './field-problems';
import type { JsonRecord } from './staff-form';

export interface VisitorForm {
  last_name: string;
  first_name: string;
  /** Milliseconds since the epoch, as the date and time picker gives it; null until picked. */
  planned: number | null;
}
export type VisitorField = keyof VisitorForm;

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** `2026-11-26T09:00:00+03:00`: the instant on this computer's clock, with its offset. */
export function isoWithOffset(ms: number): string {
  const at = new Date(ms);
  const offset = -at.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  const time = `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  return `${date}T${time}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** Tomorrow at 09:00 on this computer's clock (the quick choice beside the picker). */
export function tomorrowAtNine(nowMs: number): number {
  const now = new Date(nowMs);
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0).getTime();
}

export function visitorFormOf(record: JsonRecord | undefined): VisitorForm {
  const at = typeof record?.planned_at === 'string' ? Date.parse(record.planned_at) : NaN;
  return {
    last_name: typeof record?.last_name === 'string' ? record.last_name : '',
    first_name: typeof record?.first_name === 'string' ? record.first_name : '',
    planned: Number.isNaN(at) ? null : at,
  };
}

export function visitorBody(form: VisitorForm): JsonRecord {
  return {
    last_name: form.last_name.trim(),
    first_name: form.first_name.trim(),
    planned_at: form.planned === null ? '' : isoWithOffset(form.planned),
  };
}

const RULES: Record<string, { field: VisitorField; rule: FieldRule }> = {
  last_name: { field: 'last_name', rule: 'required' },
  first_name: { field: 'first_name', rule: 'required' },
  planned_at: { field: 'planned', rule: 'dateTime' },
};

export function visitorProblems(body: JsonRecord): FieldProblems<VisitorField> {
  const checked = visitor.safeParse(body);
  return checked.success ? {} : problemsOfIssues(checked.error.issues, body, (f) => RULES[f]);
}
