/**
 * The network wizard and the search for a lost controller (network.flow.ts, locate.flow.ts) as
 * every shell wires them (features/feature.ts): the shell's discovery finds a moved controller
 * again by its certificate; the connection announces the move, and the shell's one follower
 * writes its records and tells the pages (connection/address-follower.ts).
 * A temporary address is offered only on this computer's own interfaces (docs/decisions.md,
 * "Reaching a controller on another network").
 */
import { defineFeature, type FeatureDeps } from '../features/feature';
import { locateFlow } from './locate.flow';
import { locateFlowDeps, networkFlowDeps, type NetworkFlowOptions } from './network-flow-deps';
import { networkFlow } from './network.flow';

/** The network options of a shell: also what a site plan's addresses use (plans.feature.ts). */
export function networkOptions(deps: FeatureDeps): NetworkFlowOptions {
  return {
    discovery: deps.discovery,
    ...(deps.ownInterfaces
      ? {}
      : { laptop: () => deps.discovery.interfaces({ allowLargeRanges: false }) }),
  };
}

export const networkFeature = defineFeature({
  folder: 'network',
  wire: (deps) => {
    const options = networkOptions(deps);
    return {
      flows: [
        networkFlow(networkFlowDeps(deps.engine, options)),
        locateFlow(locateFlowDeps(deps.engine, options)),
      ],
      handlers: {},
    };
  },
});
