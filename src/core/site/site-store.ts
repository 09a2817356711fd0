/**
 * Every site of this computer, one folder each under `<app data>/sites/`, and the one opened
 * last (`sites/current.json`), which the app opens at start and the CLI uses without `--site`
 * (docs/decisions.md, "Commissioning engine: the site and its journal").
 */
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import type { JournalActor } from '../../shared/ipc/journal.schema';
import type { SiteSummary } from '../../shared/ipc/site.schema';
import { newestFirst } from '../../shared/time-order';
import { writeFileAtomic } from '../files/atomic-file';
import { removeStaleTemps } from '../files/stale-temps';
import { isDiskRefusal } from '../files/write-failure';
import { forgetControllers } from './controllers-cache';
import { dropControllerChanges } from './controllers-change';
import { Site } from './site';
import { listedSite, siteFolders } from './site-listing';
import { RUSSIAN_TO_LATIN, SITE_WORDS } from './site.words';
import { randomHex } from '../files/random-text';

export const SITES_FOLDER = 'sites';

export class SiteStore {
  readonly root: string;
  readonly #swept = new Set<string>();

  constructor(
    dataDir: string,
    private readonly actor: JournalActor,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.root = join(dataDir, SITES_FOLDER);
  }

  /**
   * Every site, newest change first. A site whose files do not read is listed with its
   * `problem`, never left out (docs/decisions.md, "Hard edges of files"); a folder holding none
   * of a site's files (foreign, or half made) is not a site.
   */
  async list(): Promise<SiteSummary[]> {
    const sites: SiteSummary[] = [];
    for (const id of await this.#ids()) {
      const summary = await listedSite(this.#site(id));
      if (summary) sites.push(summary);
    }
    return sites.sort((a, b) => newestFirst(a.updatedAt, b.updatedAt));
  }

  /** Makes a site and opens it. The folder is named after it (a few words, then a suffix). */
  async create(name: string): Promise<Site> {
    const taken = new Set(await this.#ids());
    const base = folderName(name);
    const id = taken.has(base) ? `${base.slice(0, 57)}-${randomHex(3)}` : base;
    const site = this.#site(id);
    await mkdir(site.dir, { recursive: true, mode: 0o700 });
    const at = this.now().toISOString();
    await site.writeInfo({ version: 1, id, name, createdAt: at, updatedAt: at });
    await site.journal.append({
      action: 'site.created',
      outcome: 'info',
      after: { name },
      summary: SITE_WORDS.siteCreated(name),
    });
    await this.setCurrent(id);
    return site;
  }

  /** A site by its id or, for people typing it, its name (any case). */
  async open(idOrName: string): Promise<Site> {
    const ids = await this.#ids();
    if (ids.includes(idOrName)) return this.#opened(idOrName);
    for (const summary of await this.list()) {
      if (summary.name.toLowerCase() === idOrName.trim().toLowerCase())
        return this.#opened(summary.id);
    }
    throw new AppFailure(appFailureData('site_not_found', { site: idOrName }));
  }

  async rename(id: string, name: string): Promise<SiteSummary> {
    const site = await this.open(id);
    const info = await site.info();
    await site.writeInfo({ ...info, name, updatedAt: this.now().toISOString() });
    await site.journal.append({
      action: 'site.renamed',
      outcome: 'info',
      before: { name: info.name },
      after: { name },
    });
    return site.summary();
  }

  /** Deletes a site's folder, its journal with it; only when its name is repeated exactly. */
  async delete(id: string, confirmName: string): Promise<boolean> {
    const site = await this.open(id);
    const info = await site.info();
    if (info.name !== confirmName.trim()) {
      throw new AppFailure(appFailureData('site_name_mismatch', { name: info.name }));
    }
    dropControllerChanges(join(site.dir, 'controllers.json'));
    await rm(site.dir, { recursive: true, force: true });
    forgetControllers(join(site.dir, 'controllers.json'));
    if ((await this.#currentId()) === site.id) await rm(this.#currentPath(), { force: true });
    return true;
  }

  /** The site opened last, if it still exists. */
  async current(): Promise<Site | undefined> {
    const id = await this.#currentId();
    if (!id || !(await this.#ids()).includes(id)) return undefined;
    return this.#opened(id);
  }

  /**
   * Marks the site opened last. Only a mark, so opening a site to read it (`site show NAME`)
   * writes nothing when it is already the mark, and goes on when a full or closed disk refuses
   * the mark (docs/decisions.md, "Hard edges of files").
   */
  async setCurrent(id: string): Promise<void> {
    if ((await this.#currentId()) === id) return;
    try {
      await writeFileAtomic(this.#currentPath(), `${JSON.stringify({ siteId: id })}\n`);
    } catch (error) {
      if (!isDiskRefusal(error)) throw error;
    }
  }

  /** The site, its folders swept of a killed run's temporary files the first time here. */
  async #opened(id: string): Promise<Site> {
    const site = this.#site(id);
    if (!this.#swept.has(id)) {
      this.#swept.add(id);
      await removeStaleTemps([this.root, ...(await siteFolders(site.dir))]);
    }
    return site;
  }

  #site(id: string): Site {
    return new Site(id, join(this.root, id), this.actor, this.now);
  }

  #currentPath(): string {
    return join(this.root, 'current.json');
  }

  async #currentId(): Promise<string | undefined> {
    try {
      const parsed = JSON.parse(await readFile(this.#currentPath(), 'utf8')) as {
        siteId?: unknown;
      };
      return typeof parsed.siteId === 'string' ? parsed.siteId : undefined;
    } catch {
      return undefined;
    }
  }

  async #ids(): Promise<string[]> {
    try {
      const entries = await readdir(this.root, { withFileTypes: true });
      return entries.filter((e) => e.isDirectory()).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}

/** `Plant 4, building B` -> `plant-4-building-b`; Cyrillic names are transliterated. */
export function folderName(name: string): string {
  const latin = [...name.toLowerCase()].map((c) => RUSSIAN_TO_LATIN[c] ?? c).join('');
  // Lower case again after NFKD: it gives capitals of its own (№ -> No).
  const slug = latin
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return slug === '' ? `site-${randomHex(3)}` : slug;
}
