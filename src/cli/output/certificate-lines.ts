/**
 * A controller's certificate as `turnkey trust` and `turnkey site add` show it, in full, for the
 * engineer to compare with the controller's own before trusting it (D14, docs/decisions.md,
 * "Controller client, trust and credentials").
 */
import { formatAddress } from '../../core/client/controller-address';
import type { Inspection } from '../../core/trust/controller-trust';

const STATUS_TEXT: Record<Inspection['status'], string> = {
  trusted: 'trusted (pinned at this address)',
  moved: 'trusted, seen before at another address (same certificate: the pin is kept)',
  unknown: 'NOT TRUSTED: compare the fingerprint with the one on the controller',
  mismatch: 'CHANGED: this is not the certificate pinned for this address',
};

export function certificateLines(inspection: Inspection): string {
  const c = inspection.certificate;
  const lines = [
    `Address:      ${formatAddress(c.address)}`,
    `SHA-256:      ${c.fingerprint256}`,
    `Subject:      ${c.subject}`,
    `Issuer:       ${c.issuer}${c.selfSigned ? ' (self-signed)' : ''}`,
    `Valid:        ${c.validFrom} to ${c.validTo}`,
    `Status:       ${STATUS_TEXT[inspection.status]}`,
  ];
  if (inspection.status === 'mismatch' && inspection.pinnedHere) {
    lines.push(`Pinned:       ${inspection.pinnedHere.fingerprint256}`);
  }
  return `${lines.join('\n')}\n`;
}
