/**
 * `time:site`: the time wizard's table, every controller of the open site with its clock read
 * now (spec 4.12 `GET /date_time`): its time and this computer's, the drift, its zone with the
 * offset in force, NTP and the server. A controller that could not be read (not logged in, no
 * `/date_time` in its era, unreachable) has its error instead, and the others still show.
 */
import { z } from 'zod';
import { defineChannel, noInput } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';

export const controllerClock = z.strictObject({
  /** ISO 8601 instants: the controller's clock, and this computer's at the same moment. */
  controller: z.string(),
  laptop: z.string(),
  /** Controller minus this computer, seconds. */
  driftSeconds: z.number(),
  timezone: z.string(),
  /** "UTC+03:00", when this computer knows the zone. */
  utcOffset: z.string().optional(),
  ntp: z.boolean(),
  ntpServer: z.string(),
});
export type ControllerClock = z.infer<typeof controllerClock>;

export const timeSite = defineChannel('time:site', () => ({
  input: noInput,
  output: z.strictObject({
    laptop: z.strictObject({
      at: z.string(),
      timezone: z.string(),
      utcOffset: z.string().optional(),
    }),
    controllers: z.array(
      z.strictObject({
        controllerId,
        label: z.string(),
        clock: controllerClock.optional(),
        error: errorData.optional(),
      }),
    ),
  }),
}));
