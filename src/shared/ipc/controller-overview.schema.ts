/**
 * `controller:overview`: what the controller view's Overview shows of a logged-in controller, read
 * from it now: its network (spec 4.12), its clock and time zone with the drift against this
 * laptop, NTP, counts of what it holds and its VPN role (the migration job has its own card and
 * channel, migration.schema.ts, so its status is read once a second at most). Each part
 * is read on its own: a part its firmware does not serve (D11) or its role may not read (D2) is
 * left out with the reason, and the rest still shows.
 */
import { z } from 'zod';
import { defineChannel } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';

export const OVERVIEW_PARTS = ['network', 'time', 'counts', 'vpn'] as const;

export const controllerOverview = defineChannel('controller:overview', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({
    network: z
      .strictObject({ dhcp: z.boolean(), ip: z.string(), mask: z.string(), gateway: z.string() })
      .optional(),
    time: z
      .strictObject({
        /** ISO 8601 instants: the controller's clock and this laptop's when it was read. */
        controller: z.string(),
        laptop: z.string(),
        /** Controller minus laptop, in seconds. */
        driftSeconds: z.number(),
        timezone: z.string(),
        ntp: z.boolean(),
        ntpServer: z.string().optional(),
      })
      .optional(),
    counts: z
      .strictObject({
        staff: z.int().optional(),
        identifiers: z.int().optional(),
        accessPoints: z.int().optional(),
      })
      .optional(),
    vpn: z.strictObject({ role: z.enum(['master', 'member', 'none']) }).optional(),
    /** Parts that could not be read, and why (not served by this firmware, role, unreachable). */
    missing: z.array(z.strictObject({ part: z.enum(OVERVIEW_PARTS), reason: errorData })),
  }),
}));
