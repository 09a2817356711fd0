/**
 * A controller of the open site as a wizard works on it: its stored record, its one connection
 * (architecture: wizards never build clients of their own) and the name a plan shows. Refused
 * as `unknown_controller` when the site does not hold it.
 */
import { appFailureData } from '../../shared/ipc/app-errors';
import { IpcFailure } from '../../shared/ipc/ipc-error';
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
  if (!stored) throw new IpcFailure(appFailureData('unknown_controller', { controllerId }));
  return {
    stored,
    connection: engine.connections.open(stored.fingerprint256, stored.address),
    label: controllerLabel(stored),
  };
}
