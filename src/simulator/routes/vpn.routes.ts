/**
 * spec 4.12: controller search, share VPN and the VPN cluster (D9 actions start and stop, the
 * action in the path; a body, if sent, must name the same action). The search probes the network
 * in the background (search/controller-search.ts); the master copies its records to members over
 * HTTPS (vpn/vpn-cluster.ts). Members are keyed by serial (D14).
 */
import { VPN_SYNC_ACTIONS } from '../../shared/api';
import { badRequest } from '../api-error';
import { CURRENT } from '../records/collections';
import type { AreaRoutes } from '../router';
import { deleted, keyOf, list } from './answers';
import { setting } from './system.routes';

type SyncAction = (typeof VPN_SYNC_ACTIONS)[number];

/** The action of a sync path (D9), checked against the body's when there is one. */
function syncAction(pathAction: string, body: { action: SyncAction } | undefined): SyncAction {
  const action = VPN_SYNC_ACTIONS.find((a) => a === pathAction);
  if (!action)
    throw badRequest(
      'action',
      'enum',
      `action: must be one of ${VPN_SYNC_ACTIONS.join(', ')} (D9)`,
    );
  if (body && body.action !== action)
    throw badRequest('action', 'path', `action: must equal the action in the path (${action})`);
  return action;
}

export const vpnRoutes = {
  'controllerSearch.results': (call, sim) => list(call, sim, sim.search.results()),
  'controllerSearch.status': (_call, sim) => sim.search.status(),
  'controllerSearch.start': async (call, sim) => keyOf(await sim.search.start(call.body.network)),
  'shareVpn.get': (call, sim) => list(call, sim, [setting(sim, 'share_vpn')]),
  'shareVpn.status': (_call, sim) => {
    const { enabled } = setting(sim, 'share_vpn');
    return { status: enabled ? 'ready' : 'disabled', active: enabled };
  },
  'shareVpn.set': async (call, sim) => {
    await sim.store.put('share_vpn', CURRENT, { ...call.body });
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.masterStatus': (_call, sim) => sim.cluster.masterStatus(),
  'vpn.members': (call, sim) => list(call, sim, sim.cluster.members()),
  'vpn.slaveStatus': (_call, sim) => sim.cluster.slaveStatus(),
  'vpn.masterSyncStop': async (call, sim) => {
    syncAction('stop', call.body);
    await sim.cluster.stopAll();
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.masterSync': async (call, sim) => {
    const action = syncAction(call.params.action, call.body);
    const { serial } = call.params;
    if (action === 'start') await sim.cluster.start(serial);
    else await sim.cluster.stop(serial);
    return keyOf(serial);
  },
  'vpn.slaveSync': async (call, sim) => {
    const action = syncAction(call.params.action, call.body);
    await sim.cluster.slaveSync(action, call.session?.login);
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.removeMember': async (call, sim) => {
    await sim.cluster.remove(call.params.serial);
    return deleted();
  },
} satisfies AreaRoutes;
