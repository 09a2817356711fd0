/**
 * Puts a controller on a site and journals it, the one way `turnkey site add`, `trust --site`
 * and `login --site` all do (docs/decisions.md, "Commissioning engine: the site and its
 * journal"): its certificate trusted (when this command pinned it), the controller added (when
 * it was not on the site yet) and the login this command made, in the app's words
 * (core/engine/controller-entries.ts). The factory-password mark is not written here: it comes
 * from the connection's own login through the pin (docs/decisions.md, "The state of a site
 * controller"), which `putOnSite` carries over.
 */
import { addedEntry, loginEntry, trustedEntry } from '../../core/engine/controller-entries';
import { controllerLabel } from '../../core/engine/site-controller';
import type { ControllerSighting, Site } from '../../core/site/site';
import type { CliEngine } from './cli-engine';
import { putOnSite } from './controller-access';

export interface Joining {
  sighting: ControllerSighting;
  /** This command pinned its certificate: journalled as `trust.accepted`. */
  trusted: boolean;
  /** The login this command made; the password only says whether it was the factory one. */
  login?: { login: string; password: string | undefined } | undefined;
}

export interface Joined {
  /** It was not on the site before. */
  added: boolean;
  /** Its serial, else its address: how the journal names it. */
  label: string;
}

export async function joinSite(
  cli: Pick<CliEngine, 'services' | 'states'>,
  site: Site,
  joining: Joining,
): Promise<Joined> {
  const { sighting } = joining;
  const before = await site.controller(sighting.id);
  await putOnSite(cli, site, [joining]);
  const stored = (await site.controller(sighting.id)) ?? { ...sighting };
  const label = controllerLabel(stored);
  if (joining.trusted) await site.journal.append(trustedEntry(stored));
  if (!before) await site.journal.append(addedEntry(stored));
  if (joining.login) {
    const { login, password } = joining.login;
    await site.journal.append(loginEntry(sighting.id, label, login, password));
  }
  return { added: !before, label };
}

/** "Site 2026-11-29": the name of the site made when none is open, after today's local date. */
export function defaultSiteName(now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `Site ${day}`;
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
