/**
 * Trust on first use (D14) over the known-controllers store. `resolve` gives the pinned identity
 * for an address or refuses: an unknown certificate stops with its details for the user to
 * compare; a trusted certificate seen at a new address keeps its pin and the store learns the
 * address. `accept` pins a certificate only when it is the one the user compared.
 */
import { ClientError } from '../client/client-error';
import { formatAddress, type ControllerAddress } from '../client/controller-address';
import { probeCertificate, type ProbeOptions, type ProbeResult } from './certificate-probe';
import { parseFingerprint } from './fingerprint';
import type { KnownController } from './known-controller.schema';
import type { KnownControllersStore } from './known-controllers.store';

export type Probe = (address: ControllerAddress, options?: ProbeOptions) => Promise<ProbeResult>;

/** Where a certificate stands: trusted here, trusted elsewhere (moved), new, or not the pin. */
export type TrustStatus = 'trusted' | 'moved' | 'unknown' | 'mismatch';

export interface Inspection {
  certificate: ProbeResult;
  status: TrustStatus;
  /** The controller pinned at this address, if any. */
  pinnedHere?: KnownController;
  /** The trusted controller this certificate belongs to, if any. */
  known?: KnownController;
}

export class ControllerTrust {
  constructor(
    readonly store: KnownControllersStore,
    private readonly probe: Probe = probeCertificate,
  ) {}

  /** Fetches the certificate at `address` and says how it stands against the store. */
  async inspect(address: ControllerAddress, options?: ProbeOptions): Promise<Inspection> {
    const certificate = await this.probe(address, options);
    const pinnedHere = await this.store.findByAddress(address);
    const known = await this.store.get(certificate.fingerprint256);
    const status: TrustStatus = pinnedHere
      ? pinnedHere.fingerprint256 === certificate.fingerprint256
        ? 'trusted'
        : 'mismatch'
      : known
        ? 'moved'
        : 'unknown';
    return {
      certificate,
      status,
      ...(pinnedHere ? { pinnedHere } : {}),
      ...(known ? { known } : {}),
    };
  }

  /**
   * The pinned controller to talk to at `address`. Pinned here: no probe, the pinned agent checks
   * every connection. Not pinned here: probe; a trusted certificate moved here, anything else is
   * `unknown_certificate` carrying what the user must compare.
   */
  async resolve(address: ControllerAddress, options?: ProbeOptions): Promise<KnownController> {
    const pinned = await this.store.findByAddress(address);
    if (pinned) return pinned;
    const certificate = await this.probe(address, options);
    const known = await this.store.get(certificate.fingerprint256);
    if (known) return this.store.moveTo(known.fingerprint256, address);
    throw unknownCertificate(certificate);
  }

  /**
   * Pins the certificate at `address` after the user compared `fingerprint` with it. Re-trusting
   * an address pinned to another certificate is only possible this way, never implicitly.
   */
  async accept(
    address: ControllerAddress,
    fingerprint: string,
    options?: ProbeOptions,
  ): Promise<KnownController> {
    const expected = parseFingerprint(fingerprint);
    const certificate = await this.probe(address, options);
    if (certificate.fingerprint256 !== expected) {
      throw new ClientError('tls_pin_mismatch', {
        address: formatAddress(address),
        expected,
        actual: certificate.fingerprint256,
      });
    }
    return this.store.trust(certificate, address);
  }
}

export function unknownCertificate(certificate: ProbeResult): ClientError<'unknown_certificate'> {
  return new ClientError('unknown_certificate', {
    address: formatAddress(certificate.address),
    fingerprint256: certificate.fingerprint256,
    subject: certificate.subject,
    validFrom: certificate.validFrom,
    validTo: certificate.validTo,
  });
}
