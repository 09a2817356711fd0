/**
 * Field formats of the controller API (spec 2, 2.1, 8) as zod schemas, shared by the client, the
 * simulator, the CLI and the renderer forms. Each one is exported on its own so property tests can
 * hold it against its rule.
 */
import { z } from 'zod';

/** spec 2: 8-4-4-4-12 hex; the first character of the fourth group is 0, 8, 9, a, b, A or B. */
export const UUID_PATTERN =
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[089abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/;
export const uuid = z.string().regex(UUID_PATTERN, { error: 'must be a UUID (8-4-4-4-12 hex)' });

/** spec 2.1 `cards`, `biometry.card_code`: digits with no leading zero. */
export const CARD_CODE_PATTERN = /^[1-9][0-9]*$/;
export const cardCode = z
  .string()
  .regex(CARD_CODE_PATTERN, { error: 'must be digits with no leading zero' });

/** The Cyrillic letters that look like Latin ones on number plates (spec 2.1), both cases. */
export const CAR_NUMBER_CYRILLIC = 'АВЕКМНОРСТУХавекмнорстух';
export const CAR_NUMBER_PATTERN = new RegExp(`^[A-Za-z0-9${CAR_NUMBER_CYRILLIC}]{3,9}$`, 'u');
export const carNumber = z.string().regex(CAR_NUMBER_PATTERN, {
  error: 'must be 3 to 9 Latin letters, digits or Cyrillic А В Е К М Н О Р С Т У Х',
});

/** spec 8: pin is a string of at most 8 characters. */
export const pin = z.string().max(8, { error: 'must be at most 8 characters' });

/** spec 2.2 schedule interval bounds: HH:MM on a 24-hour clock. */
export const HH_MM_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const hhmm = z
  .string()
  .regex(HH_MM_PATTERN, { error: 'must be a time HH:MM (00:00-23:59)' });

/** spec 2.2 schedule days: weekday names in three-letter lower-case form. */
export const DAY_NAMES = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const dayName = z.enum(DAY_NAMES);

function isCalendarDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DOTTED_DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/** Splits a yyyy-mm-dd or dd.mm.yyyy string into numbers; undefined when it is neither. */
export function parseDateParts(
  value: string,
): { year: number; month: number; day: number } | undefined {
  const iso = ISO_DATE_PATTERN.exec(value);
  const dotted = iso ? undefined : DOTTED_DATE_PATTERN.exec(value);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : [];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const parts = { year: Number(year), month: Number(month), day: Number(day) };
  return isCalendarDate(parts.year, parts.month, parts.day) ? parts : undefined;
}

/** yyyy-mm-dd (spec 2.2 temporary access write), a real calendar day. */
export const isoDate = z
  .string()
  .regex(ISO_DATE_PATTERN, { error: 'must be a date yyyy-mm-dd' })
  .refine((v) => parseDateParts(v) !== undefined, { error: 'is not a calendar date' });

/** dd.mm.yyyy (spec 2.2 temporary access read), a real calendar day. */
export const dottedDate = z
  .string()
  .regex(DOTTED_DATE_PATTERN, { error: 'must be a date dd.mm.yyyy' })
  .refine((v) => parseDateParts(v) !== undefined, { error: 'is not a calendar date' });

/** A `{date}` path value or a period bound: either form (decision D10). */
export const anyDate = z.union([isoDate, dottedDate], {
  error: 'must be a date yyyy-mm-dd or dd.mm.yyyy',
});

/** spec 2.2 visitor planned_at: ISO 8601 date-time with a UTC offset (Z or +hh:mm). */
export const dateTimeWithOffset = z.iso.datetime({
  offset: true,
  error: 'must be an ISO 8601 date-time with a UTC offset',
});

/** spec 2.2 controller search request: a network in CIDR notation. */
export const cidr = z.cidrv4({ error: 'must be an IPv4 network in CIDR notation (a.b.c.d/n)' });

/** A dotted-quad IPv4 address (spec 2.2 network settings). */
export const ipv4 = z.ipv4({ error: 'must be an IPv4 address' });

const HOSTNAME_PATTERN =
  /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** spec 2.2 `kafkaBroker`: host:port, the port 1..65535. */
export const hostPort = z.string().refine(
  (value) => {
    const at = value.lastIndexOf(':');
    if (at <= 0) return false;
    const host = value.slice(0, at);
    const port = value.slice(at + 1);
    if (!/^[0-9]{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) return false;
    return HOSTNAME_PATTERN.test(host) || ipv4.safeParse(host).success;
  },
  { error: 'must be host:port with a port from 1 to 65535' },
);

/** True when the runtime's time zone database knows `name` as an IANA zone (spec 2.2 timezone). */
export function isIanaTimeZone(name: string): boolean {
  if (!/^(UTC|[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2})$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneName = z
  .string()
  .refine(isIanaTimeZone, { error: 'must be an IANA time zone name such as Europe/Moscow' });

/**
 * A whole number in a query string (D5). Query values arrive as text, and only decimal digits
 * make a number here: `Number()` would also take `0x1`, `1.5e2` or ` 10`, which a controller
 * refuses as it refuses `abc`. Numbers given by our own code pass as they are, and the client
 * sends them as decimal digits (safe integers only).
 */
export function queryInteger(min: number, max?: number) {
  const integer = z
    .int({ error: 'must be an integer' })
    .min(min, { error: `must be at least ${min}` });
  return z.preprocess(
    (value) => (typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value),
    max === undefined ? integer : integer.max(max, { error: `must be at most ${max}` }),
  );
}

/** GET /staff paging (spec 4.3, 8): page >= 1, 1 <= page_size <= 150. Query values arrive as text. */
export const STAFF_PAGE_SIZE_MAX = 150;
export const page = queryInteger(1);
export const pageSize = queryInteger(1, STAFF_PAGE_SIZE_MAX);
