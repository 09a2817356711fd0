/**
 * The journal's entries for a controller joining a site, as the app and `turnkey` both write
 * them (docs/decisions.md, "Commissioning engine: the site and its journal"): its certificate
 * trusted, the controller added, a login to it. A password is only compared, never kept; the
 * factory-password mark itself is the state's, from the connection's own login (docs/decisions.md,
 * "The state of a site controller").
 */
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import { formatAddress } from '../client/controller-address';
import { isFactoryAccount } from '../password/factory-credentials';
import type { StoredController } from '../site/site-controller';
import { controllerLabel } from './site-controller';
import { ENGINE_WORDS } from './engine.words';

type Joined = Pick<StoredController, 'id' | 'serial' | 'address'>;

/** A certificate pinned after the engineer compared its fingerprint (D14). */
export function trustedEntry(controller: Joined): NewJournalEntry {
  const label = controllerLabel(controller);
  return {
    action: 'trust.accepted',
    controllerId: controller.id,
    controllerLabel: label,
    outcome: 'info',
    summary: ENGINE_WORDS.certificateTrusted(label),
    after: { address: formatAddress(controller.address), fingerprint256: controller.id },
  };
}

/** A controller put on the site. */
export function addedEntry(controller: Joined): NewJournalEntry {
  const label = controllerLabel(controller);
  return {
    action: 'controller.added',
    controllerId: controller.id,
    controllerLabel: label,
    outcome: 'info',
    summary: ENGINE_WORDS.addedSite(label),
    after: { address: formatAddress(controller.address), fingerprint256: controller.id },
  };
}

/** A login to a site controller, and whether the factory account let it in. */
export function loginEntry(
  controllerId: string,
  controllerLabel: string,
  login: string,
  password: string | undefined,
): NewJournalEntry {
  const factory = password !== undefined && isFactoryAccount({ login, password });
  return {
    action: 'session.login',
    controllerId,
    controllerLabel,
    outcome: 'succeeded',
    actor: { login },
    summary: factory ? ENGINE_WORDS.loggedInWithFactoryPassword(login) : ENGINE_WORDS.loggedInAs(login),
    ...(factory ? { after: { factoryPassword: true } } : {}),
  };
}
