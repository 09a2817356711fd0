/** A certificate as the probe reads it, with only the fingerprint mattering to the test. */
import type { CertificateInfo } from '../../../src/core/trust/certificate-info';

export function certificateInfo(fingerprint256: string): CertificateInfo {
  return {
    fingerprint256,
    subject: 'CN=x',
    issuer: 'CN=x',
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2036-01-01T00:00:00.000Z',
    serialNumber: '01',
    selfSigned: true,
  };
}
