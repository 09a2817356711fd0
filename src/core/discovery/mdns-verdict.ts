/**
 * Does what answered at an advertised address confirm the advert (D15)? An advert names one
 * controller (D14: one certificate). It is confirmed by an answer as a controller whose
 * certificate names no other serial than its TXT, and, once one address of the advert has
 * confirmed it, by the same certificate elsewhere only. Any other controller that answered is
 * someone else's, whoever advertised its address: it is not found by mDNS, and the advert is
 * listed as unconfirmed with what answered. Pure.
 */
import type { ControllerAddress } from '../client/controller-address';
import { formatAddress } from '../client/controller-address';
import type { ProbeOutcome } from './https-probe';
import { notConfirmed } from './sightings';

export interface AdvertIdentity {
  serial?: string;
}

/** The certificate an advert was confirmed with first, and where. */
export interface AdvertConfirmation {
  fingerprint256: string;
  address: ControllerAddress;
}

export type AdvertVerdict =
  | { kind: 'confirmed' }
  /** A controller, but another one than the advert names. */
  | { kind: 'other_controller'; reason: string }
  /** Nothing that answers as a controller. */
  | { kind: 'not_controller'; reason: string };

/** The first characters of a fingerprint, enough to tell two apart in a sentence. */
function shortFingerprint(fingerprint256: string): string {
  return fingerprint256.split(':').slice(0, 4).join(':');
}

export function judgeAdvertAnswer(
  advert: AdvertIdentity,
  outcome: ProbeOutcome,
  confirmedBy: AdvertConfirmation | undefined,
): AdvertVerdict {
  if (outcome.kind !== 'controller')
    return { kind: 'not_controller', reason: notConfirmed(outcome) };
  const fingerprint = outcome.certificate.fingerprint256;
  if (
    outcome.serial !== undefined &&
    advert.serial !== undefined &&
    outcome.serial !== advert.serial
  ) {
    return {
      kind: 'other_controller',
      reason: `controller ${outcome.serial} answered there (certificate ${shortFingerprint(fingerprint)}), not ${advert.serial}`,
    };
  }
  if (confirmedBy && confirmedBy.fingerprint256 !== fingerprint) {
    return {
      kind: 'other_controller',
      reason: `another certificate answered there (${shortFingerprint(fingerprint)}) than at ${formatAddress(confirmedBy.address)} (${shortFingerprint(confirmedBy.fingerprint256)})`,
    };
  }
  return { kind: 'confirmed' };
}
