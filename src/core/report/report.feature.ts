/** The handover report of the open site (report.handlers.ts), with this app's version. */
import { defineFeature } from '../features/feature';
import { reportHandlers } from './report.handlers';

export const reportFeature = defineFeature({
  folder: 'report',
  wire: ({ engine, services, version }) => ({
    flows: [],
    handlers: reportHandlers({
      site: () => engine.requireSite(),
      pinned: async (fingerprint) =>
        (await (await services()).store.get(fingerprint)) !== undefined,
      pin: async (fingerprint) => (await services()).store.get(fingerprint),
      version,
    }),
  }),
});
