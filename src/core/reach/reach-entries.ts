/**
 * The journal's entries for a temporary address (docs/decisions.md, "Reaching a controller on
 * another network"): added for a controller, and removed, with why. Written on the site that was
 * open when it was added, so the handover report tells the whole story of a controller that was
 * first reached that way. The site's journal is found by id; no site open, no entry.
 */
import type { JournalActor, NewJournalEntry } from '../../shared/ipc/journal.schema';
import { osUser } from '../engine/engine';
import { SiteStore } from '../site/site-store';
import type { RecordedAddress } from './address-record';

/** Why a temporary address went away. */
export type RemovedBecause = 'asked' | 'closed' | 'left_behind';

const BECAUSE: Record<RemovedBecause, { en: string; ru: string }> = {
  asked: { en: 'as asked', ru: 'по запросу' },
  closed: { en: 'as the run that added it closed', ru: 'при закрытии добавившего его запуска' },
  left_behind: {
    en: 'at the next start, after the run that added it was stopped without closing',
    ru: 'при следующем запуске: добавивший его запуск был остановлен, не закрывшись',
  },
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
    summary: {
      en: `Temporary address ${where(entry)} added to ${entry.interface} to reach ${label} from this computer.`,
      ru: `На ${entry.interface} добавлен временный адрес ${where(entry)}, чтобы достучаться до ${label} с этого компьютера.`,
    },
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
    summary: {
      en: `Temporary address ${where(entry)} removed from ${entry.interface} ${BECAUSE[because].en}.`,
      ru: `Временный адрес ${where(entry)} удалён с ${entry.interface} ${BECAUSE[because].ru}.`,
    },
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
