/**
 * From the time form and one controller's reading to what it gets (the fields of
 * `POST /date_time`, spec 4.12, which always takes all three of ntp, timestamp and timezone):
 * what is kept is sent as read, and a clock not being set is sent as the controller's own time
 * carried forward from the reading, so it is not moved.
 */
import type { TimeReading } from './time-reading';
import { KEEP, type TimeFormValues } from './time-form';

export interface TimeTarget {
  timezone: string;
  ntp: boolean;
  ntpServer: string;
  /** Set the clock from this computer (only with NTP off). */
  setClock: boolean;
}

export function timeTarget(form: TimeFormValues, now: TimeReading): TimeTarget {
  const ntp = form.ntp === KEEP ? now.ntp : form.ntp === 'on';
  const server = form.ntp === 'on' && form.ntp_server ? form.ntp_server : now.ntpServer;
  return {
    timezone: form.timezone === KEEP ? now.timezone : form.timezone,
    ntp,
    ntpServer: server,
    setClock: !ntp && form.set_clock === true,
  };
}

/** What differs between the reading and the target (empty: nothing to send). */
export function timeChanges(now: TimeReading, target: TimeTarget): Array<keyof TimeTarget> {
  const changes: Array<keyof TimeTarget> = [];
  if (target.timezone !== now.timezone) changes.push('timezone');
  if (target.ntp !== now.ntp) changes.push('ntp');
  if (target.ntpServer !== now.ntpServer) changes.push('ntpServer');
  if (target.setClock) changes.push('setClock');
  return changes;
}

/** The body of `POST /date_time` at `nowMs` on this computer's clock. */
export function timeBody(now: TimeReading, target: TimeTarget, nowMs: number) {
  const carried = now.timestamp + Math.round((nowMs - now.laptopMs) / 1000);
  return {
    ntp: target.ntp,
    ...(target.ntpServer !== now.ntpServer ? { ntp_server: target.ntpServer } : {}),
    // Rounded, not floored: the nearest whole second keeps the clock within half a second.
    timestamp: target.setClock ? Math.round(nowMs / 1000) : carried,
    timezone: target.timezone,
  };
}
