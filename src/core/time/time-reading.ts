/**
 * One controller's clock as the time wizard shows it (spec 4.12 `GET /date_time`): its time,
 * this computer's time at the same moment, the drift between them, its zone with the zone's
 * offset, and NTP. The controller answers whole seconds, so the drift is measured from the middle
 * of that second to the middle of the request, and is good to about half a second.
 */
import type { ControllerClient } from '../client/controller-client';
import { utcOffsetLabel } from './zone-offset';

export interface TimeReading {
  /** The controller's clock, Unix seconds. */
  timestamp: number;
  /** This computer's clock at the middle of the request, Unix milliseconds. */
  laptopMs: number;
  /** Controller minus this computer, seconds (one decimal). */
  driftSeconds: number;
  timezone: string;
  /** "UTC+03:00" for the zone now, when this computer knows the zone. */
  utcOffset?: string;
  ntp: boolean;
  ntpServer: string;
}

export async function readTime(
  client: ControllerClient,
  options: { signal?: AbortSignal; now?: () => number } = {},
): Promise<TimeReading> {
  const now = options.now ?? Date.now;
  const sent = now();
  const read = await client.api.dateTime.get({}, options.signal ? { signal: options.signal } : {});
  const laptopMs = Math.round((sent + now()) / 2);
  const offset = utcOffsetLabel(read.timezone, laptopMs);
  return {
    timestamp: read.timestamp,
    laptopMs,
    // A whole second read stands for anywhere in that second: its middle is the best guess.
    driftSeconds: Math.round((read.timestamp + 0.5 - laptopMs / 1000) * 10) / 10,
    timezone: read.timezone,
    ...(offset ? { utcOffset: offset } : {}),
    ntp: read.ntp,
    ntpServer: read.ntp_server,
  };
}
