/**
 * A site as the site list shows it, damaged or not (docs/decisions.md, "Hard edges of files"):
 * a folder holding any of a site's files is a site; when one of them does not read, it is
 * listed with what is known (the name, if `site.json` reads; else the folder's name) and its
 * `problem`, so neither the site nor its journal is hidden behind "no site yet".
 */
import { access, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { AppFailure } from '../../shared/errors/error-data';
import { siteId, type SiteSummary } from '../../shared/ipc/site.schema';
import type { Site } from './site';

/** The files that make a folder a site. */
const SITE_FILES = ['site.json', 'controllers.json', 'journal.jsonl'];

/** Sub-folders of a site where temporary files are written (jobs, backups, transfers/<id>). */
export async function siteFolders(dir: string): Promise<string[]> {
  const transfers = join(dir, 'transfers');
  const ids = await readdir(transfers).catch(() => [] as string[]);
  return [
    dir,
    join(dir, 'jobs'),
    join(dir, 'backups'),
    transfers,
    ...ids.map((id) => join(transfers, id)),
  ];
}

async function isSiteFolder(dir: string): Promise<boolean> {
  for (const name of SITE_FILES) {
    if (
      await access(join(dir, name)).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}

/** The site's summary, its problem with it; undefined for a folder that is not a site. */
export async function listedSite(site: Site): Promise<SiteSummary | undefined> {
  if (!siteId.safeParse(site.id).success || !(await isSiteFolder(site.dir))) return undefined;
  try {
    const problem = await site.problem();
    if (!problem) return await site.summary();
    const summary = await site.summary().catch(() => undefined);
    return { ...(summary ?? (await unreadSummary(site))), problem };
  } catch (error) {
    if (error instanceof AppFailure) return { ...(await unreadSummary(site)), problem: error.data };
    // Not a site's problem (the folder cannot be read at all): not a site this user has.
    return undefined;
  }
}

/** What is known of a site whose files do not read: its folder's name and times. */
async function unreadSummary(site: Site): Promise<SiteSummary> {
  const info = await site.info().catch(() => undefined);
  const folder = await stat(site.dir);
  const controllers = await site.controllers().catch(() => undefined);
  return {
    id: site.id,
    name: info?.name ?? site.id,
    createdAt: info?.createdAt ?? folder.birthtime.toISOString(),
    updatedAt: info?.updatedAt ?? folder.mtime.toISOString(),
    controllerCount: controllers?.length ?? 0,
  };
}
