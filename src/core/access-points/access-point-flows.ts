/** The access point wizards, as one list for the shells to register (core/app, cli). */
import type { Engine } from '../engine/engine';
import type { FlowDefinition } from '../flows/flow-definition';
import { accessPointDeleteFlow } from './access-point-delete.flow';
import { accessPointFlowDeps } from './access-point-flow-deps';
import { accessPointStateFlow } from './access-point-state.flow';
import { accessPointFlow } from './access-point.flow';
import { automationDeleteFlow, automationFlow } from './automation.flow';
import { copyLayoutFlow } from './copy-layout.flow';

export function accessPointFlows(engine: Engine): FlowDefinition[] {
  const deps = accessPointFlowDeps(engine);
  return [
    accessPointFlow(deps),
    accessPointStateFlow(deps),
    accessPointDeleteFlow(deps),
    copyLayoutFlow(deps),
    automationFlow(deps),
    automationDeleteFlow(deps),
  ];
}
