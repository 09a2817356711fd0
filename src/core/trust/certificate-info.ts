/**
 * What the user sees of a controller's certificate before trusting it (D14): fingerprint, subject,
 * issuer and validity. Read from a live TLS socket; nothing here trusts anything.
 */
import type { X509Certificate } from 'node:crypto';
import type { TLSSocket } from 'node:tls';
import type { Fingerprint } from './fingerprint';

export interface CertificateInfo {
  fingerprint256: Fingerprint;
  /** Subject as `CN=..., O=...`. */
  subject: string;
  issuer: string;
  /** ISO 8601 instants. */
  validFrom: string;
  validTo: string;
  serialNumber: string;
  subjectAltName?: string;
  selfSigned: boolean;
}

const oneLine = (dn: string): string =>
  dn
    .split('\n')
    .filter((part) => part.length > 0)
    .join(', ');

const iso = (text: string): string => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : new Date(time).toISOString();
};

/**
 * The peer certificate of a connected TLS socket, or undefined when it sent none. Node 20 hands
 * out the peer's X509Certificate once: a second getPeerX509Certificate (or getPeerCertificate
 * after it) on the same socket comes back empty, so callers that need more of it use
 * x509CertificateInfo on the one object they got.
 */
export function peerCertificateInfo(socket: TLSSocket): CertificateInfo | undefined {
  const x509 = socket.getPeerX509Certificate();
  return x509 ? x509CertificateInfo(x509) : undefined;
}

/** What the user compares (D14), from a certificate object. */
export function x509CertificateInfo(x509: X509Certificate): CertificateInfo {
  return {
    fingerprint256: x509.fingerprint256,
    subject: oneLine(x509.subject),
    issuer: oneLine(x509.issuer),
    validFrom: iso(x509.validFrom),
    validTo: iso(x509.validTo),
    serialNumber: x509.serialNumber,
    ...(x509.subjectAltName ? { subjectAltName: x509.subjectAltName } : {}),
    selfSigned: x509.subject === x509.issuer,
  };
}

/** The SHA-256 fingerprint of the peer, read without building the whole info object. */
export function peerFingerprint(socket: TLSSocket): Fingerprint | undefined {
  const cert = socket.getPeerCertificate();
  return typeof cert.fingerprint256 === 'string' && cert.fingerprint256.length > 0
    ? cert.fingerprint256
    : undefined;
}
