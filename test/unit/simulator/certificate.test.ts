import { X509Certificate, createPrivateKey } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSelfSignedCertificate } from '../../../src/simulator/tls/certificate';
import { oid, time, unsignedInteger } from '../../../src/simulator/tls/der';
import { ipBytes } from '../../../src/simulator/tls/ip-bytes';
import { CERT_FILE, loadOrCreateTls } from '../../../src/simulator/tls/tls-files';

describe('the DER writer', () => {
  it('encodes object identifiers, integers and both certificate time forms', () => {
    expect(oid('1.2.840.10045.4.3.2').toString('hex')).toBe('06082a8648ce3d040302');
    expect(unsignedInteger(Buffer.of(0x00, 0x80)).toString('hex')).toBe('02020080');
    expect(unsignedInteger(Buffer.of(0x00, 0x00, 0x7f)).toString('hex')).toBe('02017f');
    expect(time(new Date(Date.UTC(2049, 11, 31, 23, 59, 58))).toString('ascii', 2)).toBe(
      '491231235958Z',
    );
    expect(time(new Date(Date.UTC(2050, 0, 1))).toString('ascii', 2)).toBe('20500101000000Z');
  });

  it('turns addresses into iPAddress bytes', () => {
    expect(ipBytes('127.0.0.20')?.toString('hex')).toBe('7f000014');
    expect(ipBytes('::1')?.toString('hex')).toBe('00000000000000000000000000000001');
    expect(ipBytes('fe80::1:2')?.toString('hex')).toBe('fe800000000000000000000000010002');
    expect(ipBytes('localhost')).toBeUndefined();
  });
});

describe('the self-signed certificate', () => {
  it('is a valid ECDSA P-256 server certificate naming the address and the serial', () => {
    const { keyPem, certPem } = createSelfSignedCertificate({
      host: '127.0.0.20',
      serial: 'TK-7.1',
    });
    const cert = new X509Certificate(certPem);
    expect(cert.subject).toContain('serialNumber=TK-7.1');
    expect(cert.subject).toContain('CN=Turnkey simulator TK-7.1');
    expect(cert.issuer).toBe(cert.subject);
    expect(cert.subjectAltName).toBe('IP Address:127.0.0.20');
    expect(cert.checkIP('127.0.0.20')).toBe('127.0.0.20');
    expect(cert.verify(cert.publicKey)).toBe(true);
    expect(cert.checkPrivateKey(createPrivateKey(keyPem))).toBe(true);
    expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(cert.ca).toBe(false);
    expect(cert.keyUsage).toEqual(['1.3.6.1.5.5.7.3.1']);
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(Date.now() + 5 * 365 * 86_400_000);
  });

  it('names a host name as a DNS name', () => {
    const cert = new X509Certificate(
      createSelfSignedCertificate({ host: 'controller.local', serial: 'X1' }).certPem,
    );
    expect(cert.subjectAltName).toBe('DNS:controller.local');
    expect(cert.checkHost('controller.local')).toBe('controller.local');
  });
});

describe('the certificate files of a data folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'turnkey-tls-'));
  });
  afterEach(async () => rm(dir, { recursive: true, force: true }));

  it('are made once and read back, so the fingerprint stays the same', async () => {
    const first = await loadOrCreateTls(dir, { host: '127.0.0.21', serial: 'A1' });
    const second = await loadOrCreateTls(dir, { host: '127.0.0.99', serial: 'A1' });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(first.fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });

  it('are made anew when the pair is incomplete (a kill during the very first start)', async () => {
    const first = await loadOrCreateTls(dir, { host: '127.0.0.21', serial: 'A1' });
    await writeFile(join(dir, CERT_FILE), '');
    const second = await loadOrCreateTls(dir, { host: '127.0.0.21', serial: 'A1' });
    expect(second.created).toBe(true);
    expect(second.fingerprint).not.toBe(first.fingerprint);
  });
});
