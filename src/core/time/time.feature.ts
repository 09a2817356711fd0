/** The time wizard and the site's clocks at a glance (time.flow.ts, site-time.ts). */
import { defineFeature } from '../features/feature';
import { siteTime } from './site-time';
import { timeFlowDeps } from './time-flow-deps';
import { timeFlow } from './time.flow';

export const timeFeature = defineFeature({
  folder: 'time',
  wire: ({ engine }) => ({
    flows: [timeFlow(timeFlowDeps(engine))],
    handlers: { 'time:site': () => siteTime(engine) },
  }),
});
