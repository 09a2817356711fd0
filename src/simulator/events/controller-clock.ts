/**
 * The controller's clock as events and access decisions read it (clock/clock.ts: the host clock
 * plus the offset of spec 4.12), together with its time zone.
 */
import { controllerNow, dateTimeSettings } from '../clock/clock';
import type { SimContext } from '../context';

/** A moment on the controller's clock: Unix milliseconds and its time zone. */
export interface ControllerClock {
  ms: number;
  timeZone: string;
}

/** What the controller's clock reads now. */
export function controllerClock(sim: Pick<SimContext, 'store' | 'now'>): ControllerClock {
  return { ms: controllerNow(sim), timeZone: dateTimeSettings(sim.store).timezone };
}

/** The controller's clock as an ISO timestamp, the form event records carry. */
export function controllerTimestamp(sim: Pick<SimContext, 'store' | 'now'>): string {
  return new Date(controllerNow(sim)).toISOString();
}
