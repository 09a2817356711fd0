/**
 * A controller of the open site as a wizard works on it: its stored record, its one connection
 * (architecture: wizards never build clients of their own) and the name a plan shows. Refused
 * as `unknown_controller` when the site does not hold it.
 */
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';
import { formatAddress } from '../client/controller-address';
import type { ControllerConnection } from '../connection/controller-connection';
import type { StoredController } from '../site/site-controller';
import type { Engine } from './engine';

export interface SiteController {
  stored: StoredController;
  connection: ControllerConnection;
  label: string;
}

/** What plans, jobs and the journal call a controller: its serial, else its address. */
export function controllerLabel(stored: Pick<StoredController, 'serial' | 'address'>): string {
  return stored.serial ?? formatAddress(stored.address);
}

export async function openSiteController(
  engine: Engine,
  controllerId: string,
): Promise<SiteController> {
  const site = await engine.requireSite();
  const stored = await site.controller(controllerId);
  if (!stored) throw new AppFailure(appFailureData('unknown_controller', { controllerId }));
  refuseChangedCertificate(stored);
  return {
    stored,
    connection: engine.connections.open(stored.fingerprint256, stored.address),
    label: controllerLabel(stored),
  };
}

/**
 * A controller seen presenting another certificate than its pin is refused by every wizard and
 * batch action, with both fingerprints, until it is compared and trusted again or removed (D14;
 * docs/decisions.md, "The state of a site controller").
 */
export function refuseChangedCertificate(
  stored: Pick<StoredController, 'certificateChanged' | 'fingerprint256' | 'address'>,
): void {
  if (!stored.certificateChanged) return;
  throw new ClientError('tls_pin_mismatch', {
    address: formatAddress(stored.address),
    expected: stored.fingerprint256,
    actual: stored.certificateChanged.presented,
  });
}
