/** The firmware-era transfer and its resume (transfer-shell.ts), and the site's transfers. */
import { defineFeature } from '../features/feature';
import { siteTransfers } from './transfer-list';
import { transferFlows, transferShell } from './transfer-shell';

export const transferFeature = defineFeature({
  folder: 'transfer',
  wire: ({ engine, services }) => ({
    flows: transferFlows(
      engine,
      transferShell(async () => (await services()).vault),
    ),
    handlers: { 'transfer:list': () => siteTransfers(engine) },
  }),
});
