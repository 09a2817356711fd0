/**
 * The simulator's self-signed certificate: ECDSA P-256, the controller's
 * address in the subject alternative names and its serial in the subject, so that a client pins
 * it by fingerprint (D14) and shows the serial beside it.
 */
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import {
  bitString,
  boolean,
  explicit,
  implicit,
  octetString,
  oid,
  printableString,
  sequence,
  set,
  smallInteger,
  time,
  unsignedInteger,
  utf8String,
} from './der';
import { ipBytes } from './ip-bytes';

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  organization: '2.5.4.10',
  commonName: '2.5.4.3',
  serialNumber: '2.5.4.5',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  extKeyUsage: '2.5.29.37',
  subjectAltName: '2.5.29.17',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

export interface CertificateRequest {
  /** The address the controller listens on: an IP address or a host name. */
  host: string;
  /** The controller's serial number (letters, digits, dot and dash: a PrintableString). */
  serial: string;
  now?: Date;
  validDays?: number;
}

export interface TlsMaterial {
  keyPem: string;
  certPem: string;
}

const DAY_MS = 86_400_000;

function extension(id: string, critical: boolean, value: Buffer): Buffer {
  return sequence(oid(id), ...(critical ? [boolean(true)] : []), octetString(value));
}

function subjectAltName(host: string): Buffer {
  const ip = ipBytes(host);
  return sequence(ip ? implicit(7, ip) : implicit(2, Buffer.from(host, 'ascii')));
}

function toPem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** Makes a new key pair and a self-signed server certificate for `host` and `serial`. */
export function createSelfSignedCertificate(request: CertificateRequest): TlsMaterial {
  const now = request.now ?? new Date();
  const validDays = request.validDays ?? 3650;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const algorithm = sequence(oid(OID.ecdsaWithSha256));
  const name = sequence(
    set(sequence(oid(OID.organization), utf8String('Turnkey'))),
    set(sequence(oid(OID.commonName), utf8String(`Turnkey simulator ${request.serial}`))),
    set(sequence(oid(OID.serialNumber), printableString(request.serial))),
  );
  const serialNumber = randomBytes(16);
  serialNumber[0] = (serialNumber[0] ?? 0) & 0x7f;
  const tbs = sequence(
    explicit(0, smallInteger(2)),
    unsignedInteger(serialNumber),
    algorithm,
    name,
    sequence(
      time(new Date(now.getTime() - DAY_MS)),
      time(new Date(now.getTime() + validDays * DAY_MS)),
    ),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        extension(OID.basicConstraints, true, sequence()),
        extension(OID.keyUsage, true, bitString(Buffer.of(0x80), 7)),
        extension(OID.extKeyUsage, false, sequence(oid(OID.serverAuth))),
        extension(OID.subjectAltName, false, subjectAltName(request.host)),
      ),
    ),
  );
  const certificate = sequence(tbs, algorithm, bitString(sign('sha256', tbs, privateKey)));
  return {
    keyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: toPem('CERTIFICATE', certificate),
  };
}
