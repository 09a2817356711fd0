/**
 * Trust on first use from the screens (D14): `trust:probe` reads the certificate a controller
 * presents now, for the user to compare with its label; `trust:accept` pins exactly the
 * fingerprint shown, re-probing so that a swap between showing and accepting is caught, and
 * replaces another controller's pin at that address only when the page says so explicitly.
 */
import type { ChannelInput, ChannelOutput } from '../../shared/ipc/channels';
import type { TrustState } from '../../shared/ipc/controller.schema';
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import { acceptCertificate, type ControllerServices } from '../controller-services';
import type { ControllerTrust, TrustStatus } from '../trust/controller-trust';
import { parseFingerprint } from '../trust/fingerprint';
import { certificateOf, type ControllerRegistry } from './controller-registry';

const TRUST_OF: Record<TrustStatus, TrustState> = {
  trusted: 'trusted',
  // The same certificate at a new address keeps its pin (D14).
  moved: 'trusted',
  unknown: 'new',
  mismatch: 'changed',
};

export class AppTrust {
  constructor(
    private readonly trust: ControllerTrust,
    private readonly registry: ControllerRegistry,
    private readonly services: () => Promise<ControllerServices>,
  ) {}

  async probe(address: ControllerAddress): Promise<ChannelOutput<'trust:probe'>> {
    const inspection = await this.trust.inspect(address);
    const seen = this.registry.recordProbe(address, inspection.certificate);
    const pinned =
      inspection.status === 'mismatch' ? inspection.pinnedHere?.fingerprint256 : undefined;
    return {
      controllerId: seen.id,
      address,
      certificate: certificateOf(inspection.certificate),
      trust: TRUST_OF[inspection.status],
      ...(pinned ? { pinned } : {}),
    };
  }

  async accept(
    input: Required<ChannelInput<'trust:accept'>>,
  ): Promise<ChannelOutput<'trust:accept'>> {
    const seen = this.registry.require(input.controllerId);
    const shown = parseFingerprint(input.fingerprint256);
    const pinnedHere = await this.trust.store.findByAddress(seen.address);
    if (
      shown !== seen.id ||
      (pinnedHere && pinnedHere.fingerprint256 !== shown && !input.replace)
    ) {
      // The page asked for another certificate than the one it names, or to replace a pin
      // without saying so: neither is trusting what the user compared.
      throw new ClientError('tls_pin_mismatch', {
        address: formatAddress(seen.address),
        expected: pinnedHere?.fingerprint256 ?? seen.id,
        actual: shown,
      });
    }
    const record = await acceptCertificate(await this.services(), seen.address, shown);
    if (seen.serial && !record.serial) {
      await this.trust.store.update(record.fingerprint256, { serial: seen.serial });
    }
    return {
      controllerId: record.fingerprint256,
      fingerprint256: record.fingerprint256,
      trustedAt: record.trustedAt,
    };
  }
}
