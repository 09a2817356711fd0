/** Day values of the API (decision D10): `{date}` path values and periods in either form. */
import { parseDateParts } from '../../shared/api';
import { badRequest } from '../api-error';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day in either form (D10) as yyyy-mm-dd; 400 naming `field` when it is not a calendar day. */
export function isoDay(value: string, field = 'date'): string {
  const parts = parseDateParts(value);
  if (!parts)
    throw badRequest(field, 'format', `${field}: must be a date yyyy-mm-dd or dd.mm.yyyy (D10)`);
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** yyyy-mm-dd as dd.mm.yyyy, the form records are read back in where the spec shows it (D10). */
export function dottedDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}
