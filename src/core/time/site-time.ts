/**
 * The open site's clocks for the time wizard's table (`time:site`) and `turnkey time show`:
 * every controller read at once, each on its own, so one that cannot be read shows its error
 * and the rest still show.
 */
import { toIpcError } from '../../shared/ipc/ipc-error';
import type { ChannelOutput } from '../../shared/ipc/channels';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { laptopZone } from './time-form';
import { readTime, type TimeReading } from './time-reading';
import { utcOffsetLabel } from './zone-offset';

export type SiteTime = ChannelOutput<'time:site'>;

export function clockOf(reading: TimeReading) {
  return {
    controller: new Date(reading.timestamp * 1000).toISOString(),
    laptop: new Date(reading.laptopMs).toISOString(),
    driftSeconds: reading.driftSeconds,
    timezone: reading.timezone,
    ...(reading.utcOffset ? { utcOffset: reading.utcOffset } : {}),
    ntp: reading.ntp,
    ntpServer: reading.ntpServer,
  };
}

/** The clocks of these controllers of the open site (default: all of them). */
export async function siteTime(
  engine: Engine,
  controllerIds?: readonly string[],
): Promise<SiteTime> {
  const site = await engine.requireSite();
  const ids = controllerIds ?? (await site.controllers()).map((c) => c.id);
  const now = Date.now();
  const zone = laptopZone();
  const offset = utcOffsetLabel(zone, now);
  const controllers = await Promise.all(
    ids.map(async (controllerId) => {
      const { connection, label } = await openSiteController(engine, controllerId);
      try {
        const reading = await readTime(await connection.ready());
        return { controllerId, label, clock: clockOf(reading) };
      } catch (error) {
        return { controllerId, label, error: toIpcError(error, 'time:site').data };
      }
    }),
  );
  return {
    laptop: {
      at: new Date(now).toISOString(),
      timezone: zone,
      ...(offset ? { utcOffset: offset } : {}),
    },
    controllers,
  };
}
