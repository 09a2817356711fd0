/**
 * spec 4.12: the controller's date and time and its network settings. The clock is the host's
 * clock plus an offset that POST /date_time sets (none under NTP). Network settings are stored and
 * read back; moving the listener to the new address (D16) comes with part 2 of the simulator.
 */
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
    const clock = setting(sim, 'date_time');
    return {
      ntp: clock.ntp,
      ntp_server: clock.ntp_server,
      timestamp: Math.floor((sim.now() + clock.offset_ms) / 1000),
      timezone: clock.timezone,
    };
  },
  'dateTime.timezones': (call, sim) => list(call, sim, timeZones()),
  'dateTime.set': async (call, sim) => {
    const { ntp, ntp_server, timestamp, timezone } = call.body;
    const previous = setting(sim, 'date_time');
    const offset_ms = ntp ? 0 : timestamp * 1000 - sim.now();
    await sim.store.put('date_time', CURRENT, {
      ntp,
      ntp_server: ntp_server ?? previous.ntp_server,
      timezone,
      offset_ms,
    });
    await audit(
      sim,
      'settings_changed',
      `date and time set (ntp ${ntp}, ${timezone})`,
      call.session?.login,
    );
    return { status: 'success' };
  },
  'network.get': (call, sim) => list(call, sim, [setting(sim, 'network')]),
  'network.set': async (call, sim) => {
    const { dhcp, ip, mask, gateway } = call.body;
    const record = dhcp ? { dhcp } : { dhcp, ip, mask, gateway };
    await sim.store.put('network', CURRENT, record);
    await audit(
      sim,
      'settings_changed',
      `network settings changed (${dhcp ? 'DHCP' : `${ip}/${mask}`})`,
      call.session?.login,
    );
    return keyOf(sim.identity.controller_uuid);
  },
} satisfies AreaRoutes;
