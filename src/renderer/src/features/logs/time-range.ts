/**
 * Quick time ranges of the log filter: the last hour, and today as the controller's clock reads
 * it (its time zone, spec 4.12), since the events are stamped by that clock.
 */

import { wallClockParts, zoneFormatter } from '../../../../shared/time/zone-wall-clock';

export type QuickRange = 'hour' | 'today';

const HOUR_MS = 3_600_000;

/** How far the wall clock of `zone` is ahead of UTC at `ms` (0 for a zone the runtime lacks). */
export function zoneOffsetMs(ms: number, zone: string | undefined): number {
  if (!zone) return -new Date(ms).getTimezoneOffset() * 60_000;
  const format = zoneFormatter(zone);
  if (!format) return 0;
  const [year = 0, month = 1, day = 0, hour = 0, minute = 0, second = 0] = wallClockParts(
    ms,
    format,
  );
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  return wall - (ms - (ms % 1000));
}

/** [from, to] in Unix milliseconds for a quick range ending now. */
export function quickRange(kind: QuickRange, now: number, zone?: string): [number, number] {
  if (kind === 'hour') return [now - HOUR_MS, now];
  const offset = zoneOffsetMs(now, zone);
  const wall = now + offset;
  const midnight = wall - (((wall % 86_400_000) + 86_400_000) % 86_400_000);
  return [midnight - offset, now];
}
