/**
 * The open site's VPN clusters (`vpn:cluster`, `turnkey vpn show`): every controller read at
 * once, each on its own (one that cannot be read shows its error, the rest still show). A master
 * is a controller sharing its VPN or holding members (spec 4.12); a member is one a site master
 * lists by serial (D14), or one whose own member status says a master synced it.
 */
import type { ChannelOutput } from '../../shared/ipc/channels';
import { toIpcError } from '../../shared/ipc/ipc-error';
import type { VpnMaster, VpnSiteController } from '../../shared/ipc/vpn.schema';
import type { Engine } from '../engine/engine';
import { openSiteController } from '../engine/site-controller';
import { readMasterStatus, readMembers, readMemberStatus, readSharing } from './vpn-reading';
import { sectionNotServed } from '../client/capabilities';

export type SiteCluster = ChannelOutput<'vpn:cluster'>;

interface Read {
  controllerId: string;
  label: string;
  serial?: string;
  master?: Omit<VpnMaster, 'members'> & { members: VpnMaster['members'] };
  memberStatus?: string;
  error?: VpnSiteController['error'];
}

async function readController(engine: Engine, controllerId: string): Promise<Read> {
  const { connection, label, stored } = await openSiteController(engine, controllerId);
  const base = { controllerId, label, ...(stored.serial ? { serial: stored.serial } : {}) };
  try {
    const client = await connection.ready();
    const [sharing, status, members, memberStatus] = await Promise.all([
      readSharing(client),
      readMasterStatus(client),
      readMembers(client),
      readMemberStatus(client).catch((error: unknown) => {
        if (sectionNotServed(error)) return undefined;
        throw error;
      }),
    ]);
    const isMaster = members.length > 0 || sharing?.enabled === true;
    return {
      ...base,
      ...(isMaster
        ? {
            master: {
              controllerId,
              label,
              ...(sharing ? { sharing } : {}),
              status: status.status,
              syncing: status.syncing,
              members,
            },
          }
        : {}),
      ...(memberStatus ? { memberStatus: memberStatus.status } : {}),
    };
  } catch (error) {
    return { ...base, error: toIpcError(error, 'vpn:cluster').data };
  }
}

/** The clusters of the open site (default: every controller read). */
export async function siteCluster(engine: Engine): Promise<SiteCluster> {
  const site = await engine.requireSite();
  const stored = await site.controllers();
  const reads = await Promise.all(stored.map((c) => readController(engine, c.id)));
  const bySerial = new Map(reads.flatMap((r) => (r.serial ? [[r.serial, r.controllerId]] : [])));
  const masters = reads.flatMap((r) => (r.master ? [r.master] : []));
  for (const master of masters) {
    master.members = master.members
      .map((m) => {
        const id = bySerial.get(m.serial);
        return id ? { ...m, controllerId: id } : m;
      })
      .sort((a, b) => a.serial.localeCompare(b.serial, 'en', { numeric: true }));
  }
  const masterOf = new Map(
    masters.flatMap((m) => m.members.map((member) => [member.serial, m.controllerId])),
  );
  const controllers: VpnSiteController[] = reads.map((r) => {
    const masterId = r.serial ? masterOf.get(r.serial) : undefined;
    const synced = r.memberStatus === 'synced' || r.memberStatus === 'syncing';
    const role = r.master ? 'master' : masterId || synced ? 'member' : 'none';
    return {
      controllerId: r.controllerId,
      label: r.label,
      ...(r.serial ? { serial: r.serial } : {}),
      role,
      ...(masterId ? { masterId } : {}),
      ...(r.memberStatus ? { memberStatus: r.memberStatus } : {}),
      ...(r.error ? { error: r.error } : {}),
    };
  });
  return { masters, controllers };
}
