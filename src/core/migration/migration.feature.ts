/**
 * The migration job (migration-parts.ts): one status poller and one record of watchers per
 * shell, shared by its two flows and the `migration:status` channel; the CLI reads the poller too.
 */
import { defineFeature } from '../features/feature';
import { migrationParts } from './migration-parts';

export const migrationFeature = defineFeature({
  folder: 'migration',
  wire: ({ engine }) => {
    const parts = migrationParts();
    return {
      poller: parts.poller,
      watchers: parts.watchers,
      flows: parts.flows(engine),
      handlers: parts.handlers(engine),
    };
  },
});
