/** The VPN cluster's wizards, as one list for the shells to register (spec 4.12). */
import type { Engine } from '../engine/engine';
import type { FlowDefinition } from '../flows/flow-definition';
import { vpnFlowDeps } from './vpn-flow-deps';
import { vpnJoinFlow } from './vpn-join.flow';
import { vpnRemoveFlow } from './vpn-member-actions.flow';
import { vpnShareFlow } from './vpn-share.flow';
import { vpnStopFlow } from './vpn-stop.flow';
import { vpnSyncFlow, vpnVerifyFlow } from './vpn-sync.flow';

export function vpnFlows(engine: Engine): FlowDefinition[] {
  const deps = vpnFlowDeps(engine);
  return [
    vpnJoinFlow(deps),
    vpnSyncFlow(deps),
    vpnVerifyFlow(deps),
    vpnStopFlow(deps),
    vpnRemoveFlow(deps),
    vpnShareFlow(deps),
  ];
}
