/**
 * Keeps the simulator's key and certificate in its data folder: made on
 * first start, read back on every later one, so the fingerprint a client pinned stays valid.
 */
import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomic } from '../store/atomic-file';
import { createSelfSignedCertificate, type TlsMaterial } from './certificate';

export const KEY_FILE = 'key.pem';
export const CERT_FILE = 'cert.pem';

/** Key and certificate ready for `https.createServer`, with the certificate's SHA-256 fingerprint. */
export interface ServerTls extends TlsMaterial {
  /** Colon-separated upper-case hex, as Node's `getPeerCertificate().fingerprint256` gives it. */
  fingerprint: string;
  /** True when this start made the certificate. */
  created: boolean;
}

async function readPair(dir: string): Promise<TlsMaterial | undefined> {
  try {
    const [keyPem, certPem] = await Promise.all([
      readFile(join(dir, KEY_FILE), 'utf8'),
      readFile(join(dir, CERT_FILE), 'utf8'),
    ]);
    const certificate = new X509Certificate(certPem);
    return certificate.checkPrivateKey(createPrivateKey(keyPem)) ? { keyPem, certPem } : undefined;
  } catch {
    // Missing, or a pair cut short by a kill during the very first start: make a new one.
    return undefined;
  }
}

/** Loads the pair from `dir`, or makes and stores one for `host` and `serial`. */
export async function loadOrCreateTls(
  dir: string,
  subject: { host: string; serial: string },
): Promise<ServerTls> {
  const existing = await readPair(dir);
  const material = existing ?? createSelfSignedCertificate(subject);
  if (!existing) {
    await mkdir(dir, { recursive: true });
    await writeFileAtomic(join(dir, KEY_FILE), material.keyPem);
    await writeFileAtomic(join(dir, CERT_FILE), material.certPem);
  }
  return {
    ...material,
    fingerprint: new X509Certificate(material.certPem).fingerprint256,
    created: !existing,
  };
}
