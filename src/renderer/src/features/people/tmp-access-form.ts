/**
 * A temporary access grant as the editor holds it: one person, one access point, one day (spec
 * 2.2). The day is written yyyy-mm-dd and may be read back dd.mm.yyyy (D10); the editor keeps it
 * as a calendar day, so both read forms show the same date.
 */
import { tmpAccessWrite } from '../../../../shared/api';
import { isoDayText, parseDayText, type CalendarDay } from './calendar-day';
import { problemsOfIssues, type FieldProblems, type FieldRule } from './field-problems';
import type { JsonRecord } from './staff-form';

export interface TmpAccessForm {
  user_uuid: string | null;
  access_point_uuid: string | null;
  date: CalendarDay | null;
}
export type TmpAccessField = keyof TmpAccessForm;

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The grant as read; a read that lists access points (the by-user-and-date shape) gives its first. */
export function tmpAccessFormOf(record: JsonRecord | undefined): TmpAccessForm {
  const points = record?.access_points;
  const firstPoint = Array.isArray(points) ? text(points[0]) : null;
  const date = typeof record?.date === 'string' ? parseDayText(record.date) : undefined;
  return {
    user_uuid: text(record?.user_uuid),
    access_point_uuid: text(record?.access_point_uuid) ?? firstPoint,
    date: date ?? null,
  };
}

export function tmpAccessBody(form: TmpAccessForm): JsonRecord {
  return {
    user_uuid: form.user_uuid ?? '',
    access_point_uuid: form.access_point_uuid ?? '',
    date: form.date ? isoDayText(form.date) : '',
  };
}

const RULES: Record<string, { field: TmpAccessField; rule: FieldRule }> = {
  user_uuid: { field: 'user_uuid', rule: 'uuid' },
  access_point_uuid: { field: 'access_point_uuid', rule: 'uuid' },
  date: { field: 'date', rule: 'required' },
};

export function tmpAccessProblems(body: JsonRecord): FieldProblems<TmpAccessField> {
  const checked = tmpAccessWrite.safeParse(body);
  return checked.success ? {} : problemsOfIssues(checked.error.issues, body, (f) => RULES[f]);
}
