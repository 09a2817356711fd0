/**
 * `turnkey site add`, `trust --site` and `login --site` put a controller on a site the way the
 * app does (core/engine/site-joining.ts), once this command's own login has reached the pin.
 */
import {
  defaultSiteName,
  joinSite as joinSiteNow,
  type Joined,
  type Joining,
} from '../../core/engine/site-joining';
import type { Site } from '../../core/site/site';
import type { CliEngine } from './cli-engine';

export type { Joined, Joining };

export async function joinSite(
  cli: Pick<CliEngine, 'services' | 'states'>,
  site: Site,
  joining: Joining,
): Promise<Joined> {
  // A login this command made is written to the pin by the state first (core/state).
  await cli.states.settled();
  return joinSiteNow(site, joining, await cli.services.store.get(joining.sighting.id));
}

/**
 * The site of `--site NAME`, else the open one, else (when `orMake`) a new one named after
 * today, said on standard error so the engineer knows where the controllers went.
 */
export async function siteToJoin(
  cli: Pick<CliEngine, 'engine' | 'site'>,
  name: string | undefined,
): Promise<{ site: Site; made: boolean }> {
  if (name !== undefined) return { site: await cli.site(name), made: false };
  const open = await cli.engine.site();
  if (open) return { site: open, made: false };
  const site = await cli.engine.create(defaultSiteName());
  const { name: madeName, id } = await site.summary();
  process.stderr.write(`No site was open: made “${madeName}” (${id}); it is now the open site.\n`);
  return { site, made: true };
}

/** The line `trust --site` and `login --site` end with. */
export function onSiteLine(joined: Joined, siteName: string): string {
  return joined.added
    ? `${joined.label} added to “${siteName}”.\n`
    : `${joined.label} is on “${siteName}”.\n`;
}
