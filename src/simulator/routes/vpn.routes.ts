/**
 * spec 4.12: controller search, share VPN and the VPN cluster (D9 actions start and stop, the
 * action in the path; a body, if sent, must name the same action). Members are keyed by serial
 * (D14). Probing the network and syncing with other simulators come with part 2: until then a
 * search finds nothing and the member list only changes by removal.
 */
import { randomUUID } from 'node:crypto';
import { VPN_SYNC_ACTIONS } from '../../shared/api';
import { badRequest } from '../api-error';
import { CURRENT } from '../records/collections';
import { deleteRecord, requireRecord } from '../records/crud';
import type { AreaRoutes } from '../router';
import { keyOf, list } from './answers';
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
  'controllerSearch.results': (call, sim) =>
    list(call, sim, sim.store.get('controller_search', CURRENT)?.results ?? []),
  'controllerSearch.status': () => ({ status: 'ready', active: false }),
  'controllerSearch.start': async (call, sim) => {
    const started_at = new Date(sim.now()).toISOString();
    await sim.store.put('controller_search', CURRENT, {
      network: call.body.network,
      started_at,
      results: [],
    });
    return keyOf(randomUUID());
  },
  'shareVpn.get': (call, sim) => list(call, sim, [setting(sim, 'share_vpn')]),
  'shareVpn.status': (_call, sim) => {
    const { enabled } = setting(sim, 'share_vpn');
    return { status: enabled ? 'ready' : 'disabled', active: enabled };
  },
  'shareVpn.set': async (call, sim) => {
    await sim.store.put('share_vpn', CURRENT, { ...call.body });
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.masterStatus': (_call, sim) => ({
    status: 'ready',
    active: sim.store.values('vpn_members').some((m) => m.syncing),
  }),
  'vpn.members': (call, sim) => list(call, sim, sim.store.values('vpn_members')),
  'vpn.slaveStatus': (_call, sim) => {
    const { slave_syncing } = setting(sim, 'vpn_state');
    return { status: slave_syncing ? 'syncing' : 'ready', active: slave_syncing };
  },
  'vpn.masterSyncStop': async (call, sim) => {
    syncAction('stop', call.body);
    const syncing = sim.store.values('vpn_members').filter((m) => m.syncing);
    await sim.store.commit(
      syncing.map((m) => ['put', 'vpn_members', m.serial, { ...m, syncing: false }] as const),
    );
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.masterSync': async (call, sim) => {
    const action = syncAction(call.params.action, call.body);
    const member = requireRecord(sim, 'vpn_members', call.params.serial, 'VPN member');
    await sim.store.put('vpn_members', member.serial, { ...member, syncing: action === 'start' });
    return keyOf(member.serial);
  },
  'vpn.slaveSync': async (call, sim) => {
    const action = syncAction(call.params.action, call.body);
    await sim.store.put('vpn_state', CURRENT, { slave_syncing: action === 'start' });
    return keyOf(sim.identity.controller_uuid);
  },
  'vpn.removeMember': (call, sim) =>
    deleteRecord(sim, 'vpn_members', call.params.serial, 'VPN member'),
} satisfies AreaRoutes;
