/**
 * The planned VPN cluster against its master (spec 4.12): the master's sharing on, and each
 * planned member listed by it (by serial, D14) and synced. Read with the VPN wizard's readers
 * after the controllers, so a member counts as planned wherever it answers now.
 */
import type { PlannedVpn } from '../../shared/plans/site-plan.schema';
import type { PlanChange } from '../../shared/plans/site-diff.schema';
import { readMembers, readSharing } from '../vpn/vpn-reading';
import type { PlanTarget } from './site-plan-reading';
import {
  MASTER_UNREADABLE,
  memberWords,
  NOT_A_MEMBER,
  onOff,
  syncedMemberOf,
  wordChange,
} from './plan-value-words';
import { VPN_WORDS } from '../vpn/vpn.words';

const VPN_LABEL = VPN_WORDS.vpnCluster;

export async function vpnChanges(
  vpn: PlannedVpn,
  targets: readonly PlanTarget[],
): Promise<{ master: string; changes: PlanChange[] }> {
  const master = targets.find((t) => t.serial === vpn.master);
  const after = syncedMemberOf(vpn.master);
  if (
    !master?.connection ||
    master.diff.state === 'unreadable' ||
    master.diff.state === 'missing'
  ) {
    return {
      master: vpn.master,
      changes: vpn.members.map((serial) => wordChange(serial, VPN_LABEL, MASTER_UNREADABLE, after)),
    };
  }
  const client = await master.connection.ready();
  const [sharing, members] = await Promise.all([readSharing(client), readMembers(client)]);
  const changes: PlanChange[] = [];
  if (sharing && !sharing.enabled)
    changes.push(wordChange(vpn.master, VPN_WORDS.vpnSharing, onOff(false), onOff(true)));
  for (const serial of vpn.members) {
    const member = members.find((m) => m.serial === serial);
    if (member?.state === 'synced') continue;
    changes.push(
      wordChange(serial, VPN_LABEL, member ? memberWords(member.stateText) : NOT_A_MEMBER, after),
    );
  }
  return { master: vpn.master, changes };
}
