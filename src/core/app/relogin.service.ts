/**
 * Back where you were after a restart (docs/decisions.md, "Back where you were after a
 * restart"): once the shell has started, and when a site is opened, it logs in again in the
 * background to each controller of that site whose password the OS keychain keeps, through the
 * shell's one connection per controller (`ready()` reads the keychain itself), and tells the pages
 * how far it is (`session:relogin`). Left out: a controller whose certificate changed (nothing is
 * sent to it, D14), one the keychain holds nothing for, and one already logged in. A saved
 * password refused shows in that controller's own session state (core/state hears the refusal
 * from its connection). Each site is logged in to once per run of the shell, so a refused
 * password is not tried again and again in the controller's audit log.
 */
import type { ReloginProgress } from '../../shared/ipc/session.schema';
import { ClientError } from '../client/client-error';
import type { Connections } from '../connection/connections';
import type { Site } from '../site/site';
import type { StoredController } from '../site/site-controller';
import type { KnownController } from '../trust/known-controller.schema';
import { accountName, type CredentialVault } from '../vault/credential-vault';

export interface SiteReloginDeps {
  /** The open site (the one opened last on this computer, at start). */
  site: () => Promise<Site | undefined>;
  /** The pins, where each controller's remembered login is kept (never its password). */
  pin: (id: string) => Promise<KnownController | undefined>;
  vault: () => Promise<CredentialVault>;
  connections: Connections;
  progress: (progress: ReloginProgress) => void;
  /** A session began: the site's pages read its controllers again. */
  loggedIn: (siteId: string) => void;
  log: (message: string, error?: unknown) => void;
  /** Logins at once (default 4). */
  concurrency?: number;
}

interface Target {
  stored: StoredController;
  known: KnownController;
}

export class SiteRelogin {
  readonly #sites = new Set<string>();
  readonly #running = new Set<Promise<void>>();
  readonly #abort = new AbortController();

  constructor(private readonly deps: SiteReloginDeps) {}

  /** The open site at start, if there is one. */
  async atStart(): Promise<void> {
    const site = await this.deps.site();
    if (site) await this.opened(site);
  }

  /** A site was opened: logs in again to its controllers, unless it was done in this run. */
  opened(site: Site): Promise<void> {
    if (this.#sites.has(site.id) || this.#abort.signal.aborted) return Promise.resolve();
    this.#sites.add(site.id);
    const run = this.#run(site)
      .catch((error: unknown) => this.deps.log(`logging in again to ${site.id} failed`, error))
      .finally(() => this.#running.delete(run));
    this.#running.add(run);
    return run;
  }

  /** Stops the logins under way (the shell is closing) and waits for them. */
  async dispose(): Promise<void> {
    this.#abort.abort();
    await Promise.all(this.#running);
  }

  async #run(site: Site): Promise<void> {
    const targets = await this.#targets(await site.controllers());
    if (targets.length === 0) return;
    const signal = this.#abort.signal;
    const count: ReloginProgress = {
      siteId: site.id,
      total: targets.length,
      done: 0,
      loggedIn: 0,
      refused: 0,
      failed: 0,
      finished: false,
    };
    this.deps.progress({ ...count });
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < targets.length && !signal.aborted) {
        const target = targets[next++]!;
        const outcome = await this.#login(target, signal);
        if (signal.aborted) return;
        count[outcome] += 1;
        count.done += 1;
        count.finished = count.done === count.total;
        if (outcome === 'loggedIn') this.deps.loggedIn(site.id);
        this.deps.progress({ ...count });
      }
    };
    await Promise.all(Array.from({ length: this.deps.concurrency ?? 4 }, worker));
  }

  /**
   * The site's controllers to log in to: trusted, the same certificate as the pin, not logged in,
   * with a remembered login whose password the keychain keeps. The keychain is not opened when
   * no controller has a remembered login.
   */
  async #targets(controllers: StoredController[]): Promise<Target[]> {
    const candidates: Target[] = [];
    for (const stored of controllers) {
      if (stored.certificateChanged) continue;
      if (this.deps.connections.get(stored.id)?.loggedIn) continue;
      const known = await this.deps.pin(stored.id);
      if (known?.login) candidates.push({ stored, known });
    }
    if (candidates.length === 0) return [];
    const saved = await (await this.deps.vault()).savedAccounts();
    return candidates.filter(({ known }) =>
      known.login ? saved.has(accountName(known.fingerprint256, known.login)) : false,
    );
  }

  async #login(
    { stored, known }: Target,
    signal: AbortSignal,
  ): Promise<'loggedIn' | 'refused' | 'failed'> {
    // The pin follows a controller that moved (the login dialog's rule, session.service.ts).
    const address = known.address ?? stored.address;
    try {
      await this.deps.connections.open(known.fingerprint256, address).ready(signal);
      return 'loggedIn';
    } catch (error) {
      return ClientError.is(error, 'unauthorized') ? 'refused' : 'failed';
    }
  }
}
