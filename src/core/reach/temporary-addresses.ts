/**
 * Adds and removes this computer's temporary addresses (docs/decisions.md, "Reaching a
 * controller on another network"). The line in the record is written before the address is
 * added, so a run killed in between still leaves a line to clean up; an address the next start
 * finds gone already is only struck off. Every address added or removed is journalled on the
 * site that was open when it was added. A refusal, a missing tool or a failure is error data
 * with the command to type by hand.
 */
import { execFile } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { processAlive } from '../files/stale-temps';
import { AddressRecord, type RecordedAddress } from './address-record';
import { outcomeOf, runOsCommand, type OsRunner } from './os-command';
import {
  reachCommand,
  reachPlatform,
  runsElevated,
  type ElevationContext,
  type TemporaryAddress,
} from './reach-commands';
import {
  reachAddedEntry,
  reachRemovedEntry,
  type ReachJournal,
  type RemovedBecause,
} from './reach-entries';
import type { ReachPlan } from './reach-plan';

export interface TemporaryAddressesDeps {
  dataDir: string;
  /** Where entries go; none: nothing is journalled. */
  journal?: ReachJournal;
  elevation?: ElevationContext;
  run?: OsRunner;
  /** Whether the address is on the interface now (default: the OS's interface list). */
  present?: (target: TemporaryAddress) => Promise<boolean>;
  now?: () => Date;
}

export interface Removal {
  entry: RecordedAddress;
  /** Removed now, or already gone (only struck off the record). */
  outcome: 'removed' | 'gone';
}

/**
 * Whether the address is on the interface. Linux asks `ip`, which lists the addresses of a link
 * without carrier too (Node lists running interfaces only, so an unplugged cable would hide an
 * address still there); elsewhere, or without `ip`, Node's list.
 */
export async function addressPresent(target: TemporaryAddress): Promise<boolean> {
  if (process.platform === 'linux') {
    const listed = await linkAddresses(target.interface);
    if (listed) return listed.includes(target.address);
  }
  return (networkInterfaces()[target.interface] ?? []).some((a) => a.address === target.address);
}

function linkAddresses(name: string): Promise<string[] | undefined> {
  return new Promise((resolve) => {
    execFile('ip', ['-j', '-4', 'addr', 'show', 'dev', name], { timeout: 5000 }, (error, out) => {
      if (error) return resolve(undefined);
      try {
        const links = JSON.parse(out) as Array<{ addr_info?: Array<{ local?: string }> }>;
        resolve(links.flatMap((link) => (link.addr_info ?? []).map((a) => a.local ?? '')));
      } catch {
        resolve(undefined);
      }
    });
  });
}

/** The OS lists a new address within moments; Windows takes longest. */
const SETTLE_MS = 3000;

export class TemporaryAddresses {
  readonly record: AddressRecord;
  readonly #elevation: ElevationContext;
  readonly #run: OsRunner;
  readonly #present: (target: TemporaryAddress) => Promise<boolean>;

  constructor(private readonly deps: TemporaryAddressesDeps) {
    this.record = new AddressRecord(deps.dataDir);
    this.#elevation = deps.elevation ?? { platform: reachPlatform(), elevated: runsElevated() };
    this.#run = deps.run ?? runOsCommand;
    this.#present = deps.present ?? addressPresent;
  }

  get elevation(): ElevationContext {
    return this.#elevation;
  }

  list(): Promise<RecordedAddress[]> {
    return this.record.list();
  }

  /** Adds the plan's address; answers its line in the record. */
  async add(
    plan: Pick<ReachPlan, 'interface' | 'address' | 'prefix' | 'label'>,
  ): Promise<RecordedAddress> {
    const siteId = await this.#openSite();
    const entry: RecordedAddress = {
      interface: plan.interface,
      address: plan.address,
      prefix: plan.prefix,
      addedAt: (this.deps.now?.() ?? new Date()).toISOString(),
      pid: process.pid,
      controller: plan.label,
      ...(siteId ? { siteId } : {}),
    };
    await this.record.add(entry);
    try {
      await this.#change('add', entry);
      await this.#settled(entry, true);
    } catch (error) {
      await this.record.remove(entry);
      throw error;
    }
    await this.#journal(reachAddedEntry(entry), siteId);
    return entry;
  }

  /** Removes one recorded address and strikes it off. */
  async remove(entry: RecordedAddress, because: RemovedBecause): Promise<Removal> {
    if (!(await this.#present(entry))) {
      await this.record.remove(entry);
      return { entry, outcome: 'gone' };
    }
    await this.#change('remove', entry);
    await this.#settled(entry, false);
    await this.record.remove(entry);
    await this.#journal(reachRemovedEntry(entry, because), entry.siteId);
    return { entry, outcome: 'removed' };
  }

  /** The addresses this process added, removed as it closes. */
  removeOwn(): Promise<Removal[]> {
    return this.#removeWhere((entry) => entry.pid === process.pid, 'closed');
  }

  /** Addresses whose run ended without removing them (killed), removed at the next start. */
  removeLeftBehind(): Promise<Removal[]> {
    return this.#removeWhere((entry) => !processAlive(entry.pid), 'left_behind');
  }

  /** Every recorded address, or those matching `which`, as the engineer asks. */
  removeAsked(which: (entry: RecordedAddress) => boolean = () => true): Promise<Removal[]> {
    return this.#removeWhere(which, 'asked');
  }

  async #removeWhere(
    which: (entry: RecordedAddress) => boolean,
    because: RemovedBecause,
  ): Promise<Removal[]> {
    const removals: Removal[] = [];
    for (const entry of (await this.record.list()).filter(which)) {
      removals.push(await this.remove(entry, because));
    }
    return removals;
  }

  async #change(action: 'add' | 'remove', target: TemporaryAddress): Promise<void> {
    const command = reachCommand(this.#elevation, action, target);
    const outcome = outcomeOf(command.run, await this.#run(command.run));
    const { manual } = command;
    if (outcome.kind === 'done') return;
    if (outcome.kind === 'refused') {
      const details = { action, address: target.address, interface: target.interface, manual };
      throw new AppFailure(appFailureData('reach_refused', details));
    }
    if (outcome.kind === 'missing') {
      throw new AppFailure(
        appFailureData('reach_tool_missing', { action, tool: outcome.tool, manual }),
      );
    }
    throw new AppFailure(appFailureData('reach_failed', { action, said: outcome.said, manual }));
  }

  /** Waits until the OS lists the address (or no longer does). */
  async #settled(target: TemporaryAddress, present: boolean): Promise<void> {
    for (let waited = 0; waited < SETTLE_MS; waited += 100) {
      if ((await this.#present(target)) === present) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The open site's id; never fails the change. */
  async #openSite(): Promise<string | undefined> {
    return this.deps.journal?.openSite().catch(() => undefined);
  }

  /** Journals `entry` on the site it belongs to; never fails the change. */
  async #journal(entry: NewJournalEntry, siteId: string | undefined): Promise<void> {
    if (siteId === undefined) return;
    await this.deps.journal?.write(entry, siteId).catch(() => undefined);
  }
}
