/**
 * The journal's entries for a temporary address (docs/decisions.md, "Reaching a controller on
 * another network"): added for a controller, and removed, with why. Written on the site that was
 * open when it was added, so the handover report tells the whole story of a controller that was
 * first reached that way. The site's journal is found by id; no site open, no entry.
 */
import type { JournalActor, NewJournalEntry } from '../../shared/ipc/journal.schema';
import { osUser } from '../engine/os-user';
import { SiteStore } from '../site/site-store';
import type { RecordedAddress } from './address-record';
import { REACH_WORDS } from './reach.words';

/** Why a temporary address went away. */
export type RemovedBecause = 'asked' | 'closed' | 'left_behind';

const BECAUSE: Record<RemovedBecause, { en: string; ru: string }> = {
  asked: REACH_WORDS.asked,
  closed: REACH_WORDS.runAddedClosed,
  left_behind: REACH_WORDS.nextStartAfterRun,
};

function where(entry: RecordedAddress): string {
  return `${entry.address}/${entry.prefix}`;
}

export function reachAddedEntry(entry: RecordedAddress): NewJournalEntry {
  const label = entry.controller ?? where(entry);
  return {
    action: 'reach.added',
    controllerLabel: label,
    outcome: 'succeeded',
    after: { interface: entry.interface, address: entry.address, prefix: entry.prefix },
    summary: REACH_WORDS.temporaryAddressAddedReach(where(entry), entry.interface, label),
  };
}

export function reachRemovedEntry(
  entry: RecordedAddress,
  because: RemovedBecause,
): NewJournalEntry {
  const label = entry.controller ?? where(entry);
  return {
    action: 'reach.removed',
    controllerLabel: label,
    outcome: 'succeeded',
    before: { interface: entry.interface, address: entry.address, prefix: entry.prefix },
    summary: REACH_WORDS.temporaryAddressRemoved(where(entry), entry.interface, BECAUSE[because]),
  };
}

/** The journals of this computer's sites, for temporary addresses. */
export interface ReachJournal {
  /** The id of the site open now, if one is. */
  openSite(): Promise<string | undefined>;
  /** Appends `entry` to the site `siteId`'s journal (nothing when it is gone). */
  write(entry: NewJournalEntry, siteId: string): Promise<void>;
}

/** The journals of this computer's sites, as `shell` writes them. */
export function siteJournal(dataDir: string, shell: JournalActor['shell']): ReachJournal {
  const sites = new SiteStore(dataDir, { shell, user: osUser() });
  return {
    openSite: async () => (await sites.current())?.id,
    write: async (entry, siteId) => {
      const site = await sites.open(siteId).catch(() => undefined);
      await site?.journal.append(entry);
    },
  };
}
