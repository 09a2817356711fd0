/**
 * One site's folder (docs/decisions.md, "Commissioning engine: the site and its journal"):
 * `site.json` (its name), `controllers.json` (its controllers), `journal.jsonl` and `jobs/`.
 * Controllers are changed under the file's lock, so the app and the CLI can both add and update
 * them, the changes of a moment written together (controllers-change.ts); the file is read once
 * per process and kept while it does not change on disk (controllers-cache.ts).
 */
import { join } from 'node:path';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import type { SiteSummary } from '../../shared/ipc/site.schema';
import type { JournalActor, JournalEntry } from '../../shared/ipc/journal.schema';
import { sameAddress, type ControllerAddress } from '../client/controller-address';
import { writeFileAtomic } from '../files/atomic-file';
import { controllerIn } from './controllers-cache';
import { changeControllers, currentControllers, flushControllers } from './controllers-change';
import { areaOfAction } from '../../shared/state/controller-state';
import { Journal } from './journal';
import { readSiteJson } from './site-files';
import {
  ADDRESS_HISTORY,
  siteFile,
  type ControllersFile,
  type SiteFile,
  type StoredController,
} from './site-controller';

/** What is known of a controller when it is added or seen again. */
export type ControllerSighting = Pick<StoredController, 'id' | 'fingerprint256' | 'address'> &
  Partial<Omit<StoredController, 'id' | 'fingerprint256' | 'address' | 'addresses' | 'addedAt'>>;

/** Fields of a stored controller that can be taken away again. */
export type RemovableField = 'certificateChanged';

export class Site {
  readonly journal: Journal;
  readonly jobsDir: string;
  readonly #controllersPath: string;
  readonly #sitePath: string;

  constructor(
    readonly id: string,
    readonly dir: string,
    actor: JournalActor,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.journal = new Journal(join(dir, 'journal.jsonl'), actor, now, (entry) =>
      this.#recordLastAction(entry),
    );
    this.jobsDir = join(dir, 'jobs');
    this.#controllersPath = join(dir, 'controllers.json');
    this.#sitePath = join(dir, 'site.json');
  }

  /** `site.json`; a damaged or missing one is `site_damaged` (site-files.ts). */
  async info(): Promise<SiteFile> {
    return readSiteJson(this.#sitePath, siteFile, { site: this.id, kind: 'site' });
  }

  /**
   * What is wrong with the site's files, or undefined: the first of `site.json`,
   * `controllers.json` and the journal's lines that does not read (docs/decisions.md, "Hard
   * edges of files"). The site is still listed and shown, with this said.
   */
  async problem(): Promise<ErrorData | undefined> {
    try {
      await Promise.all([this.info(), this.controllers()]);
    } catch (error) {
      if (error instanceof AppFailure) return error.data;
      throw error;
    }
    const [first, ...more] = await this.journal.damaged();
    if (!first) return undefined;
    const data = appFailureData('site_damaged', {
      site: this.id,
      file: this.journal.path,
      kind: 'journal',
      said: more.length > 0 ? `${first.said}; ${more.length} more line(s) too` : first.said,
      line: first.line,
    });
    return data;
  }

  async summary(): Promise<SiteSummary> {
    const [info, controllers] = await Promise.all([this.info(), this.controllers()]);
    return {
      id: info.id,
      name: info.name,
      createdAt: info.createdAt,
      updatedAt: info.updatedAt,
      controllerCount: controllers.length,
    };
  }

  async writeInfo(info: SiteFile): Promise<void> {
    await writeFileAtomic(this.#sitePath, `${JSON.stringify(info, null, 2)}\n`);
  }

  /** The site's controllers (a list of its own; each controller is frozen). */
  async controllers(): Promise<StoredController[]> {
    return [...(await this.#readControllers()).controllers];
  }

  async controller(id: string): Promise<StoredController | undefined> {
    return controllerIn(await this.#readControllers(), id);
  }

  /**
   * Adds a controller, or updates one seen again: its newest address first in its history, what
   * is newly known of it kept. Answers the record and whether it was new.
   */
  upsertController(
    seen: ControllerSighting,
  ): Promise<{ controller: StoredController; added: boolean }> {
    return this.#change((file) => {
      const at = this.now().toISOString();
      const known = file.controllers.find((c) => c.id === seen.id);
      const addresses = [
        { ...seen.address, seenAt: at },
        ...(known?.addresses ?? []).filter((a) => !sameAddress(a, seen.address)),
      ].slice(0, ADDRESS_HISTORY);
      const controller: StoredController = {
        ...known,
        ...dropUndefined(seen),
        addresses,
        addedAt: known?.addedAt ?? at,
      };
      const controllers = known
        ? file.controllers.map((c) => (c.id === seen.id ? controller : c))
        : [...file.controllers, controller];
      return { file: { ...file, controllers }, result: { controller, added: !known } };
    });
  }

  /**
   * Changes some fields of a controller of the site (its last action, its factory password) and
   * removes those named in `remove` (a changed certificate that answers as pinned again). Seen
   * at once in this process; written within a moment, with the others of that moment
   * (controllers-change.ts), or by `flush`.
   */
  updateController(
    id: string,
    patch: Partial<Omit<StoredController, 'id' | 'fingerprint256'>>,
    remove: readonly RemovableField[] = [],
  ): Promise<StoredController | undefined> {
    return this.#change((file) => {
      const known = file.controllers.find((c) => c.id === id);
      if (!known) return { file, result: undefined };
      const controller = { ...known, ...dropUndefined(patch) };
      for (const field of remove) delete controller[field];
      return {
        file: { ...file, controllers: file.controllers.map((c) => (c.id === id ? controller : c)) },
        result: controller,
      };
    }, false);
  }

  /**
   * A journal entry about one of the site's controllers becomes its last action (the site
   * list's column); a login is not an action on the controller, so it does not count.
   */
  async #recordLastAction(entry: JournalEntry): Promise<void> {
    if (!entry.controllerId || entry.action === 'session.login') return;
    const area = areaOfAction(entry.action);
    const checked =
      area && (entry.outcome === 'succeeded' || entry.outcome === 'failed')
        ? {
            area,
            check: {
              at: entry.at,
              outcome: entry.outcome === 'succeeded' ? ('verified' as const) : ('failed' as const),
            },
          }
        : undefined;
    const id = entry.controllerId;
    await this.#change((file) => {
      const known = file.controllers.find((c) => c.id === id);
      if (!known) return { file, result: undefined };
      const controller: StoredController = {
        ...known,
        lastAction: {
          action: entry.action,
          at: entry.at,
          outcome: entry.outcome,
          ...(entry.summary ? { summary: entry.summary } : {}),
        },
        ...(checked ? { verified: { ...known.verified, [checked.area]: checked.check } } : {}),
      };
      return {
        file: { ...file, controllers: file.controllers.map((c) => (c.id === id ? controller : c)) },
        result: undefined,
      };
    }, false);
  }

  /** The controller now answers here (it was re-addressed, or found again by DHCP). */
  moveController(id: string, address: ControllerAddress): Promise<StoredController | undefined> {
    return this.#change((file) => {
      const known = file.controllers.find((c) => c.id === id);
      if (!known) return { file, result: undefined };
      const at = this.now().toISOString();
      const controller: StoredController = {
        ...known,
        address,
        addresses: [
          { ...address, seenAt: at },
          ...known.addresses.filter((a) => !sameAddress(a, address)),
        ].slice(0, ADDRESS_HISTORY),
      };
      return {
        file: { ...file, controllers: file.controllers.map((c) => (c.id === id ? controller : c)) },
        result: controller,
      };
    });
  }

  removeController(id: string): Promise<boolean> {
    return this.#change((file) => {
      const controllers = file.controllers.filter((c) => c.id !== id);
      return {
        file: { ...file, controllers },
        result: controllers.length !== file.controllers.length,
      };
    });
  }

  /** A change of `controllers.json`, seen at once here and written with those of the moment. */
  async #change<T>(
    apply: (file: ControllersFile) => { file: ControllersFile; result: T },
    durable = true,
  ): Promise<T> {
    let result: T | undefined;
    let answered = false;
    await changeControllers(
      this.#controllersPath,
      this.id,
      (file) => {
        const changed = apply(file);
        // Applied again when written onto another process's changes: the answer is the first.
        if (!answered) result = changed.result;
        return changed.file;
      },
      durable,
    );
    answered = true;
    return result as T;
  }

  /** `controllers.json`, none before the first is added; a damaged one is `site_damaged`. */
  #readControllers(): Promise<ControllersFile> {
    return currentControllers(this.#controllersPath, this.id);
  }

  /**
   * Writes the changes of `controllers.json` this process has not written yet (they are
   * gathered for a moment, controllers-change.ts): at the end of a job, before the site's folder
   * is copied or read by another program.
   */
  flush(): Promise<void> {
    return flushControllers(this.#controllersPath);
  }
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
