/**
 * `controller:overview`: reads the parts of a logged-in controller's overview at once, each on
 * its own, so a part its era does not serve (D11: network is 1.6) or its role may
 * not read (D2) is reported as missing while the rest shows.
 */
import type { ChannelOutput } from '../../shared/ipc/channels';
import { toIpcError } from '../../shared/ipc/ipc-error';
import type { OVERVIEW_PARTS } from '../../shared/ipc/controller-overview.schema';
import type { ControllerClient } from '../client/controller-client';

type Overview = ChannelOutput<'controller:overview'>;
type Part = (typeof OVERVIEW_PARTS)[number];

export async function controllerOverview(
  client: ControllerClient,
  now: () => Date = () => new Date(),
): Promise<Overview> {
  const missing: Overview['missing'] = [];
  const read = async <T>(part: Part, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      if (!missing.some((m) => m.part === part)) {
        missing.push({ part, reason: toIpcError(error, `controller:overview ${part}`).data });
      }
      return undefined;
    }
  };
  const optional = async <T>(work: () => Promise<T>): Promise<T | undefined> =>
    work().catch(() => undefined);

  const [network, time, counts, vpn] = await Promise.all([
    read('network', async () => {
      const row = (await client.api.network.get()).data[0];
      if (!row) return undefined;
      return {
        dhcp: row.dhcp === true,
        ip: String(row.ip ?? ''),
        mask: String(row.mask ?? ''),
        gateway: String(row.gateway ?? ''),
      };
    }),
    read('time', async () => {
      const clock = await client.api.dateTime.get();
      const laptop = now();
      const controllerMs = Number(clock.timestamp) * 1000;
      return {
        controller: new Date(controllerMs).toISOString(),
        laptop: laptop.toISOString(),
        driftSeconds: Math.round((controllerMs - laptop.getTime()) / 100) / 10,
        timezone: String(clock.timezone),
        ntp: clock.ntp === true,
        ...(typeof clock.ntp_server === 'string' && clock.ntp_server
          ? { ntpServer: clock.ntp_server }
          : {}),
      };
    }),
    read('counts', async () => {
      const [staff, identifiers, accessPoints] = await Promise.all([
        optional(() => client.api.staff.count()),
        optional(() => client.api.identifiers.count()),
        optional(() => client.api.accessPoints.list({ query: { limit: 1000 } })),
      ]);
      return {
        ...(staff ? { staff: staff.count } : {}),
        ...(identifiers ? { identifiers: identifiers.count } : {}),
        ...(accessPoints ? { accessPoints: accessPoints.data.length } : {}),
      };
    }),
    read('vpn', async () => {
      const [shared, member] = await Promise.all([
        optional(() => client.api.shareVpn.status()),
        client.api.vpn.slaveStatus(),
      ]);
      const role: 'master' | 'member' | 'none' = shared?.active
        ? 'master'
        : member.active
          ? 'member'
          : 'none';
      return { role };
    }),
  ]);
  return {
    ...(network ? { network } : {}),
    ...(time ? { time } : {}),
    ...(counts ? { counts } : {}),
    ...(vpn ? { vpn } : {}),
    missing,
  };
}
