/**
 * A person as the confirmation of a change shows it (field, now, after): access profiles by name
 * with their days instead of uuids and seconds, and, on firmware with identifiers, a row saying
 * which added cards become identifiers right after (docs/decisions.md, "Data screens: people").
 * Only what is shown changes; the body sent is the contract's.
 */
import { periodsText } from './access-periods';
import type { JsonRecord } from './staff-form';

/** The plan's row for the identifiers the cards become (a field no record has). */
export const IDENTIFIERS_ROW = 'identifiers';

export function shownStaff(
  record: JsonRecord,
  nameOf: (uuid: string) => string,
  zone: string | undefined,
  locale: string,
): JsonRecord {
  const shown: JsonRecord = { ...record };
  if (record.access_profiles !== undefined)
    shown.access_profiles = periodsText(record.access_profiles, nameOf, zone, locale);
  if (typeof record.access_profile === 'string')
    shown.access_profile = nameOf(record.access_profile);
  return shown;
}

/** The record after, with the identifiers row when cards become identifiers. */
export function withIdentifiersRow(
  after: JsonRecord,
  codes: readonly string[],
  said: string,
): JsonRecord {
  return codes.length === 0
    ? after
    : { ...after, [IDENTIFIERS_ROW]: `${codes.join(', ')}: ${said}` };
}
