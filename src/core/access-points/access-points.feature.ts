/** The access point wizards (access-point-flows.ts) and their channels (access-points.handlers.ts). */
import { defineFeature } from '../features/feature';
import { accessPointFlows } from './access-point-flows';
import { accessPointHandlers } from './access-points.handlers';

export const accessPointsFeature = defineFeature({
  folder: 'access-points',
  wire: ({ engine }) => ({
    flows: accessPointFlows(engine),
    handlers: accessPointHandlers(engine),
  }),
});
