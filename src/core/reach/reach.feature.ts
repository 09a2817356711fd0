/**
 * "Reach it from this computer" in the app (reach.handlers.ts) as every shell wires it: the
 * record in the shell's app data folder, shared with `turnkey reach` and with the shell's own
 * removal of its addresses as it closes (core/app/app-services.ts); the entries on the site open
 * when an address is added; the controller heard on the interfaces discovery uses. The system
 * itself says when an interface is not there (docs/decisions.md, "Reaching a controller on
 * another network").
 */
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { Engine } from '../engine/engine';
import { defineFeature } from '../features/feature';
import type { ReachJournal } from './reach-entries';
import { reachHandlers } from './reach.handlers';
import { ReachService } from './reach.service';
import { TemporaryAddresses } from './temporary-addresses';

/** The open site's journal, as the engine keeps it. */
function openSiteJournal(engine: Engine): ReachJournal {
  return {
    openSite: async () => (await engine.site())?.id,
    write: async (entry: NewJournalEntry, siteId: string) => {
      const site = await engine.site();
      if (site?.id === siteId) await site.journal.append(entry);
    },
  };
}

export const reachFeature = defineFeature({
  folder: 'reach',
  wire: (deps) => {
    let made: Promise<ReachService> | undefined;
    const make = async (): Promise<ReachService> => {
      const { dataDir } = await deps.services();
      const addresses = new TemporaryAddresses({ dataDir, journal: openSiteJournal(deps.engine) });
      const interfaces = () => deps.discovery.interfaces({ allowLargeRanges: false });
      return new ReachService({ addresses, interfaces });
    };
    const service = () => {
      made ??= make().catch((error: unknown) => {
        made = undefined;
        throw error;
      });
      return made;
    };
    return { flows: [], handlers: reachHandlers({ service }) };
  },
});
