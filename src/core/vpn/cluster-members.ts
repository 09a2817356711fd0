/**
 * The members a VPN flow on a master works on (spec 4.12): the master's member list, or the
 * members its subject names (serials, comma-separated), each matched with the site's controller of the same serial (D14) so
 * that it can be verified. Refused with the reason when the master has no such member.
 */
import { AppFailure } from '../../shared/errors/error-data';
import type { VpnMember } from '../../shared/ipc/vpn.schema';
import type { Candidate } from './member-checks';
import { readMembers } from './vpn-reading';
import { vpnError } from './vpn-errors';
import type { VpnFlowDeps, VpnSiteMember } from './vpn-flow-deps';

export type ClusterMember = Candidate & {
  serial: string;
  key: string;
  isNew: false;
  member: VpnMember;
};

export interface MasterAndMembers {
  master: VpnSiteMember;
  members: ClusterMember[];
}

export async function clusterMembers(
  deps: VpnFlowDeps,
  masterId: string,
  serial: string | undefined,
): Promise<MasterAndMembers> {
  const master = await deps.controller(masterId);
  const listed = await readMembers(await master.connection.ready());
  // The subject names one member, or several joined by commas (the CLI's repeated --member).
  const wanted = serial === undefined ? undefined : serial.split(',').filter(Boolean);
  const chosen = wanted ? listed.filter((m) => wanted.includes(m.serial)) : listed;
  const absent = wanted?.find((s) => !listed.some((m) => m.serial === s));
  if (absent !== undefined)
    throw new AppFailure(vpnError('vpn_not_member', { serial: absent, master: master.label }));
  const site = await deps.siteControllers();
  const members = chosen.map((member): ClusterMember => {
    const onSite = site.find((c) => c.serial === member.serial);
    const [host, port] = (member.address ?? '').split(':');
    return {
      serial: member.serial,
      key: onSite?.id ?? `serial:${member.serial}`,
      label: onSite?.label ?? member.serial,
      host: onSite?.address.host ?? host ?? '',
      ...(onSite ? { port: onSite.address.port } : port ? { port: Number(port) } : {}),
      ...(onSite
        ? {
            controllerId: onSite.id,
            connection: onSite.connection,
            fingerprint: onSite.fingerprint256,
          }
        : {}),
      isNew: false,
      member,
    };
  });
  return { master, members };
}
