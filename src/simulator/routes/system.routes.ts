/**
 * spec 4.12: the controller's date and time and its network settings. The clock is the host's
 * clock plus an offset that POST /date_time sets (none under NTP), kept with the time zone and NTP
 * settings in the data folder (clock/clock.ts). POST /network answers, then moves the listener to
 * the new address (D16, network/controller-network.ts).
 */
import { controllerNow, dateTimeSettings, nextDateTime } from '../clock/clock';
import { CURRENT } from '../records/collections';
import type { SimContext } from '../context';
import { defaultSettings, type Settings } from '../seed/settings';
import type { AreaRoutes } from '../router';
import { keyOf, list } from './answers';
import { audit } from './event-log';

/** A stored setting, or its default when the data folder has none. */
export function setting<K extends keyof Settings>(sim: SimContext, name: K): Settings[K] {
  return (
    (sim.store.get(name, CURRENT) as Settings[K] | undefined) ?? defaultSettings(sim.host)[name]
  );
}

/** IANA time zones of the runtime (spec 2.2 `timezone`), with UTC. */
function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

export const systemRoutes = {
  'dateTime.get': (_call, sim) => {
    const clock = dateTimeSettings(sim.store);
    return {
      ntp: clock.ntp,
      ntp_server: clock.ntp_server,
      timestamp: Math.floor(controllerNow(sim) / 1000),
      timezone: clock.timezone,
    };
  },
  'dateTime.timezones': (call, sim) => list(call, sim, timeZones()),
  'dateTime.set': async (call, sim) => {
    const next = nextDateTime(dateTimeSettings(sim.store), call.body, sim.now());
    await sim.store.put('date_time', CURRENT, next);
    await audit(
      sim,
      'settings_changed',
      `date and time set (ntp ${next.ntp}, ${next.timezone})`,
      call.session?.login,
    );
    return { status: 'success' };
  },
  'network.get': (call, sim) => list(call, sim, [sim.network.view()]),
  'network.set': async (call, sim) => {
    const { dhcp, ip, mask } = call.body;
    const move = await sim.network.prepare(call.body);
    await move.apply();
    await audit(
      sim,
      'settings_changed',
      `network settings changed (${dhcp ? `DHCP, leased ${move.host}` : `${ip}/${mask}`})`,
      call.session?.login,
    );
    return keyOf(sim.identity.controller_uuid);
  },
} satisfies AreaRoutes;
