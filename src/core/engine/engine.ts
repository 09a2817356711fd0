/**
 * The commissioning engine of one shell (architecture, "The commissioning engine"): the sites
 * of this computer and the one open, its jobs and the controllers' locks, the flows, and the
 * connections they all use. Each shell (Electron, the browser host, the CLI) makes one, with its
 * own way of telling the pages; nothing of it is global.
 */
import { osUser } from './os-user';
import { join } from 'node:path';
import type { Job } from '../../shared/ipc/job.schema';
import type { JournalActor, JournalEntry, NewJournalEntry } from '../../shared/ipc/journal.schema';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import type { Connections } from '../connection/connections';
import type { FlowDefinition } from '../flows/flow-definition';
import { FlowManager } from '../flows/flow-manager';
import { ControllerLocks } from '../jobs/controller-locks';
import { JobRunner } from '../jobs/job-runner';
import type { Site } from '../site/site';
import { flushAllKnownControllers } from '../trust/known-controllers-file';
import { SiteStore } from '../site/site-store';
import { openJobStore } from './open-job-store';

export interface EngineInput {
  dataDir: string;
  shell: JournalActor['shell'];
  connections: Connections;
  /** Told about every change of a job of the open site (`job:event`). */
  onJob?: (job: Job) => void;
  /** Controllers changed at once, per job (default 8). */
  concurrency?: number;
  /** The wizards, made once the engine exists (they start its jobs). */
  flows: (engine: Engine) => FlowDefinition[];
  now?: () => Date;
}

export class Engine {
  readonly sites: SiteStore;
  readonly locks: ControllerLocks;
  readonly connections: Connections;
  readonly flows: FlowManager;
  #site: Site | undefined;
  #runner: JobRunner | undefined;
  #loaded = false;
  #loading: Promise<void> | undefined;

  constructor(private readonly input: EngineInput) {
    const actor: JournalActor = { shell: input.shell, user: osUser() };
    this.sites = new SiteStore(input.dataDir, actor, input.now);
    this.locks = new ControllerLocks(join(input.dataDir, 'locks'));
    this.connections = input.connections;
    this.flows = new FlowManager({
      flows: input.flows(this),
      jobs: {
        get: (jobId) => this.#runner?.current(jobId),
        cancel: (jobId) => this.#runner?.cancel(jobId) ?? false,
        find: async (jobId) => (await this.jobs()).get(jobId),
      },
    });
  }

  /**
   * The open site: the one opened last on this computer, until another is opened. Whoever asks
   * while it is being opened waits for it (the re-login at start and the page's first read ask
   * at once), rather than hearing that no site is open.
   */
  async site(): Promise<Site | undefined> {
    if (!this.#loaded) {
      this.#loaded = true;
      this.#loading = this.#openLast();
      await this.#loading;
    } else {
      await this.#loading?.catch(() => undefined);
    }
    return this.#site;
  }

  async #openLast(): Promise<void> {
    const last = await this.sites.current();
    if (last) await this.#use(last);
  }

  /** The open site, or `no_site` for the page. */
  async requireSite(): Promise<Site> {
    const site = await this.site();
    if (!site) throw new AppFailure(appFailureData('no_site', {}));
    return site;
  }

  /**
   * Writes to the open site's journal. A change to a controller names the controller login it
   * was made with (its connection's), so the journal and the handover report say which account
   * on the controller made it, beside this computer's user.
   */
  async journal(entry: NewJournalEntry): Promise<JournalEntry> {
    return (await this.requireSite()).journal.append(this.#withLogin(entry));
  }

  #withLogin(entry: NewJournalEntry): NewJournalEntry {
    if (!entry.controllerId || entry.actor?.login) return entry;
    const login = this.connections.get(entry.controllerId)?.user?.login;
    return login ? { ...entry, actor: { ...entry.actor, login } } : entry;
  }

  /** The open site's job runner. */
  async jobs(): Promise<JobRunner> {
    await this.requireSite();
    return this.#runner as JobRunner;
  }

  async create(name: string): Promise<Site> {
    return this.#use(await this.sites.create(name));
  }

  async open(idOrName: string): Promise<Site> {
    const site = await this.sites.open(idOrName);
    await this.sites.setCurrent(site.id);
    return this.#use(site);
  }

  /** Forgets the open site here after it was deleted. */
  closed(siteId: string): void {
    if (this.#site?.id !== siteId) return;
    this.#site = undefined;
    this.#runner = undefined;
  }

  /**
   * Cancels the running jobs (they stop before their next controller), waits for them, and
   * writes what is left unwritten of the open site's controllers file and of the trust store's
   * marks (both gathered: docs/decisions.md, "Job state and the controllers file at the size of
   * a site").
   */
  async dispose(): Promise<void> {
    await this.#runner?.stopAll();
    await flushGathered(this.#site);
  }

  async #use(site: Site): Promise<Site> {
    this.#loaded = true;
    if (this.#site?.id === site.id) return this.#site;
    const store = await openJobStore(site);
    this.#site = site;
    this.#runner = new JobRunner({
      siteId: site.id,
      store,
      locks: this.locks,
      journal: { append: (entry) => site.journal.append(this.#withLogin(entry)) },
      shell: this.input.shell,
      emit: (job) => this.input.onJob?.(job),
      flush: () => flushGathered(site),
      ...(this.input.concurrency ? { concurrency: this.input.concurrency } : {}),
      ...(this.input.now ? { now: this.input.now } : {}),
    });
    return site;
  }
}

/** Writes the marks gathered in memory: the site's controllers file's and the trust store's. */
async function flushGathered(site: Site | undefined): Promise<void> {
  await Promise.all([site?.flush(), flushAllKnownControllers()]);
}
