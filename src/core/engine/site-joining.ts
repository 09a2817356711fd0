/**
 * A controller joining a site, the one way the app's search, `site:addControllers`,
 * `turnkey site add` and `trust --site`/`login --site` all do it (docs/decisions.md,
 * "Commissioning engine: the site and its journal"): it is put on the site with what was seen
 * of it, takes its pin's factory-password mark (docs/decisions.md, "The state of a site
 * controller"), and the journal says that its certificate was trusted (when this action pinned
 * it), that it was added (when it was not on the site yet) and the login this action made.
 */
import type { Site, ControllerSighting } from '../site/site';
export { defaultSiteName } from '../../shared/site/default-site-name';
import type { KnownController } from '../trust/known-controller.schema';
import { adoptPinMarks } from '../state/controller-facts';
import { addedEntry, loginEntry, trustedEntry } from './controller-entries';
import { controllerLabel } from './site-controller';

export interface Joining {
  sighting: ControllerSighting;
  /** This action pinned its certificate: journalled as `trust.accepted`. */
  trusted: boolean;
  /** The login this action made; the password only says whether it was the factory one. */
  login?: { login: string; password: string | undefined } | undefined;
}

export interface Joined {
  /** It was not on the site before. */
  added: boolean;
  /** Its serial, else its address: how the journal names it. */
  label: string;
}

export async function joinSite(
  site: Site,
  joining: Joining,
  pin: KnownController | undefined,
): Promise<Joined> {
  const { sighting } = joining;
  const { controller, added } = await site.upsertController(sighting);
  await adoptPinMarks(site, sighting.id, pin);
  const label = controllerLabel(controller);
  if (joining.trusted) await site.journal.append(trustedEntry(controller));
  if (added) await site.journal.append(addedEntry(controller));
  if (joining.login) {
    const { login, password } = joining.login;
    await site.journal.append(loginEntry(sighting.id, label, login, password));
  }
  return { added, label };
}
