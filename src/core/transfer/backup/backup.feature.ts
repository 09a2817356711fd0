/**
 * The backup wizard (backup-parts.ts), its manifest naming the app's version in every shell; the
 * CLI's `--out` chooses a file through `destinations`.
 */
import { defineFeature } from '../../features/feature';
import { backupParts } from './backup-parts';

export const backupFeature = defineFeature({
  folder: 'transfer/backup',
  wire: ({ engine, version }) => {
    const parts = backupParts({ app: version });
    return { destinations: parts.destinations, flows: parts.flows(engine), handlers: {} };
  },
});
