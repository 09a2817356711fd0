/**
 * A time zone's offset from UTC at a moment, as an engineer reads it ("UTC+03:00"), from the
 * runtime's own time zone data (Intl). The offset is shown beside each zone so a zone is chosen
 * by where the site is, and a wrong one is seen before it is sent.
 */

/** "UTC+03:00", "UTC-05:30" or "UTC+00:00" for the zone at `atMs`; undefined for a name Intl lacks. */
export function utcOffsetLabel(zone: string, atMs: number): string | undefined {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(new Date(atMs));
    const name = parts.find((p) => p.type === 'timeZoneName')?.value;
    if (!name) return undefined;
    // Intl writes "GMT+03:00", and may write a bare "GMT" for a zero offset.
    return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
  } catch {
    return undefined;
  }
}

/** The offset in minutes east of UTC (+180 for UTC+03:00), undefined for an unknown zone. */
export function utcOffsetMinutes(zone: string, atMs: number): number | undefined {
  const label = utcOffsetLabel(zone, atMs);
  if (!label) return undefined;
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(label);
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
