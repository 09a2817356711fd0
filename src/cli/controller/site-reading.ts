/**
 * The sites and the open site's jobs for the commands that only read them (`turnkey site list`,
 * which opens no site, `jobs list`, `jobs show`): the site store and the job store (core/site, core/jobs), without the
 * flows, connections, keychain and client that cli-engine.ts wires for the commands that change
 * controllers (docs/decisions.md, "The CLI is bundled"). The site is opened as the engine opens it
 * (core/engine/engine.ts): by `--site` (then the one opened last), else the one opened last, its
 * jobs whose process died marked interrupted and journalled first, so what is read is the same.
 */
import type { Job } from '../../shared/ipc/job.schema';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { appDataDir } from '../../core/app-paths';
import { osUser } from '../../core/engine/os-user';
import type { JobStore } from '../../core/jobs/job-store';
import type { Site } from '../../core/site/site';
import { SiteStore } from '../../core/site/site-store';

export interface SiteReading {
  sites: SiteStore;
  /** The site opened last, if any (its interrupted jobs marked). */
  current(): Promise<Site | undefined>;
  /** The site of `--site`, or the one opened last; `no_site` when there is none. */
  site(name: string | undefined): Promise<Site>;
  /** The site's jobs, newest first, as the engine's job runner lists them. */
  jobs(site: Site): Promise<Job[]>;
}

export function siteReading(): SiteReading {
  const sites = new SiteStore(appDataDir(), { shell: 'cli', user: osUser() });
  const stores = new Map<string, JobStore>();
  /** As the engine's #use: the jobs left running by a process that is gone are interrupted. */
  const jobStore = async (site: Site): Promise<JobStore> => {
    const known = stores.get(site.id);
    if (known) return known;
    // Loaded when a site's jobs are read: `site list` reads none, and the job store brings the
    // contract's job schema with it.
    const { openJobStore } = await import('../../core/engine/open-job-store');
    const store = await openJobStore(site);
    stores.set(site.id, store);
    return store;
  };
  const opened = async (site: Site): Promise<Site> => {
    await jobStore(site);
    return site;
  };
  const current = async () => {
    const last = await sites.current();
    return last && opened(last);
  };
  return {
    sites,
    current,
    async site(name) {
      if (name !== undefined) {
        const site = await sites.open(name);
        await sites.setCurrent(site.id);
        return opened(site);
      }
      const last = await current();
      if (!last) throw new AppFailure(appFailureData('no_site', {}));
      return last;
    },
    async jobs(site) {
      return (await jobStore(site)).list();
    },
  };
}
