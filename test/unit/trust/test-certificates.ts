/** Certificates as the trust tests pin them: each named by the one byte its fingerprint repeats. */
import type { CertificateInfo } from '../../../src/core/trust/certificate-info';

export const fp = (byte: string) => Array<string>(32).fill(byte).join(':');

export const cert = (byte: string): CertificateInfo => ({
  fingerprint256: fp(byte),
  subject: `CN=Controller ${byte}`,
  issuer: `CN=Controller ${byte}`,
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2036-01-01T00:00:00.000Z',
  serialNumber: byte,
  selfSigned: true,
});
