/**
 * When the controller's automatic data transfer runs next (spec 4.14 `nextRun`): every day at
 * 03:00 on its own clock, in its own time zone.
 */
import { fromLocal, localTime } from '../events/local-time';

export const DAILY_RUN_HOUR = 3;
const DAY_MS = 86_400_000;

/** The first 03:00 of the controller's local time after `ms`. */
export function nextDailyRun(ms: number, timeZone: string): number {
  const today = Date.parse(`${localTime(ms, timeZone).date}T00:00:00Z`);
  for (let day = 0; day <= 2; day++) {
    const date = new Date(today + day * DAY_MS).toISOString().slice(0, 10);
    const at = fromLocal(date, DAILY_RUN_HOUR * 60, timeZone);
    if (at > ms) return at;
  }
  return ms + DAY_MS;
}
