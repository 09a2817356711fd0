/**
 * Site plans in the app (plan.handlers.ts): read, apply, follow and export a plan over the open
 * site; moved controllers are announced by their connections and found again the network
 * wizard's way.
 */
import { emitEvent } from '../../shared/ipc/event-sink';
import { defineFeature } from '../features/feature';
import { networkOptions } from '../network/network.feature';
import { planHandlers } from './plan.handlers';

export const plansFeature = defineFeature({
  folder: 'plans',
  wire: (deps) => ({
    flows: [],
    handlers: planHandlers({
      engine: deps.engine,
      network: networkOptions(deps),
      vault: async () => (await deps.services()).vault,
      changed: (run) => emitEvent(deps.events, 'plan:changed', run),
    }),
  }),
});
