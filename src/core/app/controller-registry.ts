/**
 * The controllers this shell has seen since it started, by id (the certificate fingerprint, D14):
 * where each answered and what its certificate says, from discovery results and trust probes.
 * The page names controllers by id only; this is how main turns an id back into an address
 * without trusting an address the page sends (architecture, conventions 3).
 */
import type { ApiVersion } from '../../shared/api';
import { appFailureData } from '../../shared/errors/app-failures';
import type { DiscoveredController } from '../../shared/ipc/discovery.schema';
import { AppFailure } from '../../shared/errors/error-data';
import type { ControllerAddress } from '../client/controller-address';
import { identityOfSubject } from '../discovery/certificate-identity';
import type { CertificateInfo } from '../trust/certificate-info';

export interface SeenController {
  id: string;
  /** The address to use: the one this computer reached it at most recently. */
  address: ControllerAddress;
  certificate: CertificateInfo;
  serial?: string;
  model?: string;
  /** From the discovery probe or mDNS TXT (D15), until a login tells exactly. */
  firmware?: ApiVersion;
}

/** Only the fields of the IPC certificate shape: a probe result also carries its address. */
export function certificateOf(info: CertificateInfo): CertificateInfo {
  return {
    fingerprint256: info.fingerprint256,
    subject: info.subject,
    issuer: info.issuer,
    validFrom: info.validFrom,
    validTo: info.validTo,
    serialNumber: info.serialNumber,
    ...(info.subjectAltName ? { subjectAltName: info.subjectAltName } : {}),
    selfSigned: info.selfSigned,
  };
}

export class ControllerRegistry {
  readonly #seen = new Map<string, SeenController>();

  /** Everything a discovery run found and could reach itself. */
  recordDiscovered(found: readonly DiscoveredController[]): void {
    for (const c of found) {
      this.#seen.set(c.id, {
        id: c.id,
        address: c.address,
        certificate: certificateOf(c.certificate),
        ...(c.serial ? { serial: c.serial } : {}),
        ...(c.model ? { model: c.model } : {}),
        ...(c.firmware ? { firmware: c.firmware } : {}),
      });
    }
  }

  /** A certificate read at `address` (trust probe), keeping what discovery knew of it. */
  recordProbe(address: ControllerAddress, certificate: CertificateInfo): SeenController {
    const id = certificate.fingerprint256;
    // The certificate's subject names the serial and model (D14) until discovery tells more.
    const named = identityOfSubject(certificate.subject);
    const seen: SeenController = {
      ...(named.serial ? { serial: named.serial } : {}),
      ...(named.model ? { model: named.model } : {}),
      ...this.#seen.get(id),
      id,
      address,
      certificate: certificateOf(certificate),
    };
    this.#seen.set(id, seen);
    return seen;
  }

  /**
   * The controller answers at `address` now (re-addressed, found again by its certificate, logged
   * in to there): told by its connection's one follower (connection/address-follower.ts).
   */
  recordMove(id: string, address: ControllerAddress): void {
    const seen = this.#seen.get(id);
    if (seen) this.#seen.set(id, { ...seen, address });
  }

  get(id: string): SeenController | undefined {
    return this.#seen.get(id);
  }

  /** The controller with this id, or `unknown_controller` for the page. */
  require(id: string): SeenController {
    const seen = this.#seen.get(id);
    if (!seen) throw new AppFailure(appFailureData('unknown_controller', { controllerId: id }));
    return seen;
  }
}
