/**
 * Quick time ranges of the log filter: the last hour, and today as the controller's clock reads
 * it (its time zone, spec 4.12), since the events are stamped by that clock.
 */

export type QuickRange = 'hour' | 'today';

const HOUR_MS = 3_600_000;

/** How far the wall clock of `zone` is ahead of UTC at `ms` (0 for a zone the runtime lacks). */
export function zoneOffsetMs(ms: number, zone: string | undefined): number {
  if (!zone) return -new Date(ms).getTimezoneOffset() * 60_000;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(ms);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      Number(parts.find((p) => p.type === type)?.value ?? 0);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    return wall - (ms - (ms % 1000));
  } catch {
    return 0;
  }
}

/** [from, to] in Unix milliseconds for a quick range ending now. */
export function quickRange(kind: QuickRange, now: number, zone?: string): [number, number] {
  if (kind === 'hour') return [now - HOUR_MS, now];
  const offset = zoneOffsetMs(now, zone);
  const wall = now + offset;
  const midnight = wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
  return [midnight - offset, now];
}
