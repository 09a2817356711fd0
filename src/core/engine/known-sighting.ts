/**
 * A trusted controller as a site first knows it: its pin, where it answers, and the serial and
 * model its certificate's subject names (D14) when nothing else told them yet.
 */
import type { ControllerAddress } from '../client/controller-address';
import { identityOfSubject } from '../discovery/certificate-identity';
import type { ControllerSighting } from '../site/site';
import type { KnownController } from '../trust/known-controller.schema';

export function knownSighting(
  known: KnownController,
  address: ControllerAddress,
): ControllerSighting {
  const named = identityOfSubject(known.subject);
  const serial = known.serial ?? named.serial;
  return {
    id: known.fingerprint256,
    fingerprint256: known.fingerprint256,
    address,
    ...(serial ? { serial } : {}),
    ...(named.model ? { model: named.model } : {}),
  };
}
