/**
 * The wall clock of an IANA time zone at an instant, through one cached Intl formatter per zone:
 * the report, the log filter's ranges and the people's calendar all read a controller's zone
 * (spec 4.12) this way.
 */
const formats = new Map<string, Intl.DateTimeFormat | null>();

const OPTIONS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** The zone's formatter (this computer's zone when none is named); undefined for an unknown one. */
export function zoneFormatter(zone: string | undefined): Intl.DateTimeFormat | undefined {
  const key = zone ?? '';
  if (!formats.has(key)) {
    try {
      formats.set(key, new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone: zone }));
    } catch {
      formats.set(key, null);
    }
  }
  return formats.get(key) ?? undefined;
}

/** [year, month (1-12), day, hour, minute, second] of the formatter's zone at `ms`. */
export function wallClockParts(ms: number, format: Intl.DateTimeFormat): number[] {
  const parts = format.formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [get('year'), get('month'), get('day'), get('hour'), get('minute'), get('second')];
}

/** The zone's formatter, else the fallback zone's (`undefined`: this computer's), else UTC's. */
export function zoneFormatterOr(
  zone: string | undefined,
  fallback: string | undefined,
): Intl.DateTimeFormat {
  return (
    zoneFormatter(zone) ??
    zoneFormatter(fallback) ??
    new Intl.DateTimeFormat('en-US', { ...OPTIONS, timeZone: 'UTC' })
  );
}
