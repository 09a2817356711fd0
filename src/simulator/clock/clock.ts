/**
 * The controller's own clock (spec 4.12): the host clock plus an offset that
 * `POST /date_time` sets, with its time zone and NTP settings, all kept in the data folder. Under
 * NTP the offset is zero (the simulator's "NTP server" is the host clock). `SimContext.now()` stays
 * the host clock; everything that stamps or reads time as the controller sees it goes through
 * here: `GET /date_time`, the `exp` of a login (D3), the `Date` header, access decisions. Token
 * lifetimes are measured on the host clock, so setting the clock neither ends nor extends a
 * session; `exp` and `Date` are both on the controller's clock, so a client that corrects `exp`
 * by the skew it reads from `Date` gets the lifetime right.
 */
import type { SimContext } from '../context';
import { localTime, type LocalTime } from '../events/local-time';
import { CURRENT, type DateTimeRecord, type SimStore } from '../records/collections';

export { localTime, type LocalTime };

/** The date and time settings of a fresh controller: NTP on, UTC. */
export const DEFAULT_DATE_TIME: DateTimeRecord = {
  ntp: true,
  ntp_server: 'pool.ntp.org',
  timezone: 'UTC',
  offset_ms: 0,
};

/** The stored date and time settings, or those of a fresh controller. */
export function dateTimeSettings(store: SimStore): DateTimeRecord {
  return store.get('date_time', CURRENT) ?? DEFAULT_DATE_TIME;
}

/** Unix milliseconds on the controller's clock, given the host clock `hostMs`. */
export function controllerMs(store: SimStore, hostMs: number): number {
  return hostMs + dateTimeSettings(store).offset_ms;
}

/** A moment in Unix seconds of the host clock as the controller's clock reads it. */
export function controllerSeconds(store: SimStore, hostSeconds: number): number {
  return hostSeconds + Math.round(dateTimeSettings(store).offset_ms / 1000);
}

/** Unix milliseconds on the controller's clock now. */
export function controllerNow(sim: Pick<SimContext, 'store' | 'now'>): number {
  return controllerMs(sim.store, sim.now());
}

/**
 * The controller's local time now, in its own time zone: what schedules (spec 2.2), one-day
 * temporary grants (D10) and time-tracking days are read against.
 */
export function controllerLocalTime(sim: Pick<SimContext, 'store' | 'now'>): LocalTime {
  return localTime(controllerNow(sim), dateTimeSettings(sim.store).timezone);
}

/** What POST /date_time takes (spec 4.12; `ntp_server` may come alongside). */
export interface DateTimeWrite {
  ntp: boolean;
  ntp_server?: string | undefined;
  timestamp: number;
  timezone: string;
}

/**
 * The settings after POST /date_time at host time `hostMs`: with NTP the clock follows the host
 * (offset 0) and `timestamp` is ignored; without it the clock reads `timestamp` (Unix seconds)
 * now and runs on from there.
 */
export function nextDateTime(
  previous: DateTimeRecord,
  write: DateTimeWrite,
  hostMs: number,
): DateTimeRecord {
  return {
    ntp: write.ntp,
    ntp_server: write.ntp_server ?? previous.ntp_server,
    timezone: write.timezone,
    offset_ms: write.ntp ? 0 : write.timestamp * 1000 - hostMs,
  };
}
