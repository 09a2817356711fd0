/**
 * A member's sync state on the VPN screen: the one value its diagram box, its row in the member
 * table and its row among the site's controllers all show (spec 4.12), derived here from one read
 * of the clusters, so no two of them can disagree. Pure, so it is tested without a screen.
 */
import type {
  VpnMaster,
  VpnMemberState,
  VpnSiteController,
} from '../../../../shared/ipc/vpn.schema';

/** A member controller's own word (`GET /vpn/slave/status`) where it tells of a sync. */
function ownState(word: string | undefined): VpnMemberState | undefined {
  return word === 'syncing' || word === 'synced' ? word : undefined;
}

/**
 * The state shown for a member (spec 4.12). Its master's report wins: it is the cluster's record
 * of the member, and only the master knows idle (a pass stopped) and error. The member's own
 * word is read at another moment, so it may lag or lead the master's, or tell of an earlier
 * pass; it counts only where no site master reports the member, or the master's word is one the
 * contract lacks. Undefined: nothing to show (a controller that was never synced).
 */
export function memberState(
  reported: VpnMemberState | undefined,
  own: string | undefined,
): VpnMemberState | undefined {
  if (reported !== undefined && reported !== 'unknown') return reported;
  return ownState(own) ?? reported;
}

/** The shown state of the member `serial`, as `masterId` reports it when that master is given. */
export type MemberStateOf = (
  serial: string | undefined,
  masterId?: string,
) => VpnMemberState | undefined;

/** Every member's shown state in one read of the clusters (`vpn:cluster`). */
export function memberStates(cluster: {
  masters: readonly VpnMaster[];
  controllers: readonly VpnSiteController[];
}): MemberStateOf {
  const own = new Map(
    cluster.controllers.flatMap((c) => (c.serial ? [[c.serial, c.memberStatus] as const] : [])),
  );
  const reported = new Map(
    cluster.masters.map((m) => [
      m.controllerId,
      new Map(m.members.map((x) => [x.serial, x.state])),
    ]),
  );
  return (serial, masterId) =>
    serial === undefined
      ? undefined
      : memberState(
          masterId === undefined ? undefined : reported.get(masterId)?.get(serial),
          own.get(serial),
        );
}
