/**
 * The shown (filtered) rows of a log as CSV: names resolved beside their uuids, times in ISO 8601
 * (UTC), RFC 4180 quoting through the browser's csv-export.ts. Pure, so the file's rows are tested as text.
 */
import { toCsv } from '../resources/csv-export';
import type { EventRow, LogCollection } from './event-row';

export interface CsvWords {
  time: string;
  type: string;
  title: string;
  person: string;
  personUuid: string;
  point: string;
  pointUuid: string;
  direction: string;
  outcome: string;
  login: string;
  message: string;
}

export interface CsvNames {
  typeTitle(type: string): string | undefined;
  person(uuid: string): string | undefined;
  point(uuid: string): string | undefined;
  outcome(outcome: NonNullable<EventRow['outcome']>): string;
}

type Field = keyof CsvWords;

const FIELDS: Record<LogCollection, readonly Field[]> = {
  accessEvents: [
    'time',
    'type',
    'title',
    'outcome',
    'person',
    'personUuid',
    'point',
    'pointUuid',
    'direction',
  ],
  auditEvents: ['time', 'type', 'title', 'login', 'message'],
  notifications: ['time', 'type', 'title', 'message'],
  alerts: ['time', 'type', 'point', 'pointUuid', 'person', 'personUuid', 'message'],
};

/** ISO 8601 in UTC when the time reads as a moment; the controller's text otherwise. */
export function isoTime(row: EventRow): string {
  return Number.isNaN(row.at) ? row.time : new Date(row.at).toISOString();
}

function value(row: EventRow, field: Field, names: CsvNames): string {
  switch (field) {
    case 'time':
      return isoTime(row);
    case 'type':
      return row.type;
    case 'title':
      return names.typeTitle(row.type) ?? '';
    case 'outcome':
      return row.outcome ? names.outcome(row.outcome) : '';
    case 'person':
      return row.person ? (names.person(row.person) ?? '') : '';
    case 'personUuid':
      return row.person ?? '';
    case 'point':
      return row.point ? (names.point(row.point) ?? '') : '';
    case 'pointUuid':
      return row.point ?? '';
    case 'direction':
      return row.direction ?? '';
    case 'login':
      return row.login ?? '';
    case 'message':
      return row.message ?? '';
  }
}

export function eventsCsv(
  collection: LogCollection,
  rows: readonly EventRow[],
  words: CsvWords,
  names: CsvNames,
): string {
  const fields = FIELDS[collection];
  return toCsv(
    fields.map((f) => words[f]),
    rows.map((row) => fields.map((f) => value(row, f, names))),
  );
}
