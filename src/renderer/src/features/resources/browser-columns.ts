/**
 * Which columns the generic browser shows for the rows it has: the collection's `columns`
 * (resource-collections.ts) that occur in the data, in their order, and one column for every
 * other field, truncated; when none of the usual columns occurs (a controller that names its
 * fields its own way), the key field first so each row still says which record it is.
 */
import type { ResourceCollection } from '../../../../shared/resources/resource-collections';
import type { JsonRecord } from './json-record';
import { cellText, type BrowserRow } from './row-search';

export const OTHER_COLUMN = '__other';

export interface BrowserColumns {
  fields: string[];
  /** True when some row has fields beyond `fields`. */
  other: boolean;
}

/** Looks at up to `sample` rows: fields are alike across a list, and this runs on each page. */
export function browserColumns(
  collection: Pick<ResourceCollection, 'columns' | 'key'>,
  rows: readonly BrowserRow[],
  sample = 2000,
): BrowserColumns {
  const seen = new Set<string>();
  for (const row of rows.slice(0, sample)) for (const field in row.record) seen.add(field);
  const fields = collection.columns.filter((field) => seen.has(field));
  if (fields.length === 0 && seen.has(collection.key.field)) fields.push(collection.key.field);
  const shown = new Set(fields);
  return { fields, other: [...seen].some((field) => !shown.has(field)) };
}

/** The other fields of a record as one line: `field: value; …`. */
export function otherFields(record: JsonRecord, shown: readonly string[]): string {
  return Object.entries(record)
    .filter(([field]) => !shown.includes(field))
    .map(([field, value]) => `${field}: ${cellText(value)}`)
    .join('; ');
}
