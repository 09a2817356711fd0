/**
 * `controller:view`: a controller's identity as main knows it now (certificate,
 * D14; trust against the known controllers), its firmware era and capabilities from the session's
 * detection (D11, D12), and the login the keychain remembers for it. A controller trusted before
 * but not seen since this shell started is probed first, so the view never shows an address whose
 * certificate nobody checked.
 */
import type { ChannelOutput } from '../../shared/ipc/channels';
import { appFailureData } from '../../shared/errors/app-failures';
import { AppFailure } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';
import { formatAddress } from '../client/controller-address';
import type { ControllerServices } from '../controller-services';
import { normalizeFingerprint } from '../trust/fingerprint';
import type { ControllerRegistry, SeenController } from './controller-registry';
import type { AppSessions } from './session.service';
import type { AppTrust } from './trust.service';

export interface ControllerViewDeps {
  services: () => Promise<ControllerServices>;
  registry: ControllerRegistry;
  sessions: AppSessions;
  trust: AppTrust;
}

async function seenOrProbed(id: string, deps: ControllerViewDeps): Promise<SeenController> {
  const seen = deps.registry.get(id);
  if (seen) return seen;
  // Ids are fingerprints (D14); anything else names no controller at all.
  const known = normalizeFingerprint(id) ? await (await deps.services()).store.get(id) : undefined;
  if (!known?.address)
    throw new AppFailure(appFailureData('unknown_controller', { controllerId: id }));
  const probed = await deps.trust.probe(known.address);
  if (probed.controllerId !== id) {
    throw new ClientError('tls_pin_mismatch', {
      address: formatAddress(known.address),
      expected: id,
      actual: probed.controllerId,
    });
  }
  return deps.registry.require(id);
}

export async function controllerView(
  id: string,
  deps: ControllerViewDeps,
): Promise<ChannelOutput<'controller:view'>> {
  const seen = await seenOrProbed(id, deps);
  const { store, vault } = await deps.services();
  const known = await store.get(id);
  const pinnedHere = known ? undefined : await store.findByAddress(seen.address);
  const session = await deps.sessions.sessionView(id);
  const serial = seen.serial ?? known?.serial;
  const firmware = session?.capabilities.apiVersion ?? seen.firmware;
  return {
    summary: {
      id,
      address: seen.address,
      fingerprint256: id,
      trust: known ? 'trusted' : pinnedHere ? 'changed' : 'new',
      ...(serial ? { serial } : {}),
      ...(seen.model ? { model: seen.model } : {}),
      ...(firmware ? { firmware } : {}),
    },
    certificate: seen.certificate,
    ...(session ? { session } : {}),
    ...(known?.login && vault.status.persistent ? { rememberedLogin: known.login } : {}),
  };
}
