import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  FingerprintError,
  normalizeFingerprint,
  parseFingerprint,
  sameFingerprint,
  shortFingerprint,
} from '../../../src/core/trust/fingerprint';
import { formatAddress, parseAddress } from '../../../src/core/client/controller-address';
import { makeTestCertificate } from '../../integration/helpers/test-certificate';

/** What parseFingerprint throws for `text`, or undefined when it takes it. */
function refusalOf(text: string): FingerprintError | undefined {
  try {
    parseFingerprint(text);
    return undefined;
  } catch (error) {
    if (error instanceof FingerprintError) return error;
    throw error;
  }
}

const HEX = 'ab'.repeat(16) + '0123456789ABCDEF'.repeat(2);
const CANONICAL = HEX.toUpperCase().match(/../g)?.join(':') ?? '';

describe('fingerprints (D14)', () => {
  it('accepts colons or none, any case, spaces and a sha256 prefix', () => {
    expect(normalizeFingerprint(HEX)).toBe(CANONICAL);
    expect(normalizeFingerprint(CANONICAL.toLowerCase())).toBe(CANONICAL);
    expect(normalizeFingerprint(`SHA256:${CANONICAL.replaceAll(':', ' ')}`)).toBe(CANONICAL);
  });

  it('refuses anything that is not 32 bytes of hex', () => {
    expect(normalizeFingerprint(HEX.slice(2))).toBeUndefined();
    expect(normalizeFingerprint(`${HEX.slice(2)}zz`)).toBeUndefined();
    expect(() => parseFingerprint('abc')).toThrow(/SHA-256/);
  });

  it('takes the prefixes tools print, and dashes between the bytes', () => {
    for (const prefix of ['sha256', 'SHA-256=', 'Sha256 :  '])
      expect(normalizeFingerprint(`${prefix}${HEX}`)).toBe(CANONICAL);
    expect(normalizeFingerprint(CANONICAL.replaceAll(':', '-'))).toBe(CANONICAL);
    expect(parseFingerprint(` ${CANONICAL.toLowerCase()}\t`)).toBe(CANONICAL);
  });

  it('refuses a prefix that is not SHA-256, and hex before or after the 32 bytes', () => {
    expect(normalizeFingerprint(`sha1:${HEX}`)).toBeUndefined();
    expect(normalizeFingerprint(`${HEX.slice(0, 8)}sha256:${HEX.slice(8)}`)).toBeUndefined();
    expect(normalizeFingerprint(`${HEX}00`)).toBeUndefined();
    expect(normalizeFingerprint(`00${HEX}`)).toBeUndefined();
    expect(() => parseFingerprint('sha256:abc')).toThrow(
      '"sha256:abc" is not a SHA-256 fingerprint (64 hex digits)',
    );
  });

  it('says a refusal as data, in English and Russian', () => {
    const refusal = refusalOf('AB:CD');
    expect(refusal).toBeInstanceOf(FingerprintError);
    expect(refusal).toMatchObject({
      name: 'FingerprintError',
      code: 'not_a_fingerprint',
      details: { text: 'AB:CD' },
      message: '"AB:CD" is not a SHA-256 fingerprint (64 hex digits)',
      text: {
        en: '"AB:CD" is not a SHA-256 fingerprint (64 hex digits)',
        ru: '«AB:CD» — не отпечаток SHA-256 (64 шестнадцатеричные цифры)',
      },
    });
  });

  it('refuses a fingerprint of another hash saying which, whatever its length', () => {
    for (const [text, hash] of [
      [`sha1:${HEX.slice(0, 40)}`, 'SHA-1'],
      [`SHA-1 ${HEX}`, 'SHA-1'],
      [`sha512 Fingerprint=${HEX}${HEX}`, 'SHA-512'],
      [` MD5 fingerprint: ${HEX.slice(0, 32)}`, 'MD5'],
      ['sha384=ab', 'SHA-384'],
    ] as const) {
      expect(normalizeFingerprint(text)).toBeUndefined();
      expect(refusalOf(text)).toMatchObject({ code: 'wrong_hash', details: { text, hash } });
    }
    // The word "Fingerprint" may follow the hash's name without a space.
    expect(normalizeFingerprint(`SHA256Fingerprint=${CANONICAL}`)).toBe(CANONICAL);
    expect(refusalOf(`SHA1Fingerprint=${HEX.slice(0, 40)}`)).toMatchObject({
      code: 'wrong_hash',
      details: { hash: 'SHA-1' },
    });
    // A name that only begins like a hash's, or SHA-256 with too few digits, is just not one;
    // nor is a hash named after other text.
    for (const text of [
      'sha1abc',
      'sha3-256:ab',
      `SHA256 Fingerprint=${HEX.slice(0, 40)}`,
      `my sha1: ${HEX.slice(0, 40)}`,
    ])
      expect(refusalOf(text)).toMatchObject({ code: 'not_a_fingerprint' });
  });

  it('shortens to the first and last four bytes for tables', () => {
    expect(shortFingerprint(CANONICAL)).toBe('AB:AB:AB:AB…89:AB:CD:EF');
  });
});

/** `openssl x509 -noout -fingerprint` of a certificate, with the digest option `digest`. */
function openssl(cert: string, ...digest: string[]): string {
  return execFileSync('openssl', ['x509', '-noout', '-fingerprint', ...digest], {
    input: cert,
    encoding: 'utf8',
  });
}

describe('fingerprints as openssl prints them (D14)', () => {
  const certificate = makeTestCertificate();
  const sha256 = openssl(certificate.cert, '-sha256');

  it('takes the line of `openssl x509 -fingerprint -sha256` as the certificate’s own', () => {
    // OpenSSL 3 writes the digest in lower case; before, `SHA256 Fingerprint=`.
    expect(sha256).toMatch(/^sha256 Fingerprint=([0-9A-F]{2}:){31}[0-9A-F]{2}\n$/);
    expect(normalizeFingerprint(sha256)).toBe(certificate.fingerprint256);
    expect(parseFingerprint(sha256.replace('sha256', 'SHA256'))).toBe(certificate.fingerprint256);
    expect(parseFingerprint(`  ${sha256.toLowerCase()}`)).toBe(certificate.fingerprint256);
  });

  it('refuses its SHA-1 line, with or without -sha1, saying it is the wrong hash', () => {
    const sha1 = openssl(certificate.cert);
    expect(sha1).toMatch(/^SHA1 Fingerprint=([0-9A-F]{2}:){19}[0-9A-F]{2}\n$/);
    for (const line of [sha1, openssl(certificate.cert, '-sha1')]) {
      expect(normalizeFingerprint(line)).toBeUndefined();
      const refusal = refusalOf(line);
      expect(refusal).toMatchObject({ code: 'wrong_hash', details: { text: line, hash: 'SHA-1' } });
      expect(refusal?.text).toEqual({
        en: `"${line}" is a SHA-1 fingerprint, not SHA-256: give the SHA-256 one (openssl x509 -noout -fingerprint -sha256)`,
        ru: `«${line}» — отпечаток SHA-1, а не SHA-256: укажите отпечаток SHA-256 (openssl x509 -noout -fingerprint -sha256)`,
      });
    }
  });
});

describe('one certificate named two ways (a plan against the site)', () => {
  const certificate = makeTestCertificate();

  it('matches the openssl line, bare hex and any case to the canonical form', () => {
    const id = certificate.fingerprint256;
    expect(sameFingerprint(id, openssl(certificate.cert, '-sha256'))).toBe(true);
    expect(sameFingerprint(id.replace(/:/g, '').toLowerCase(), id)).toBe(true);
    expect(sameFingerprint(id, id)).toBe(true);
  });

  it('tells different certificates apart, and a text that is no fingerprint from one', () => {
    const other = makeTestCertificate().fingerprint256;
    expect(sameFingerprint(certificate.fingerprint256, other)).toBe(false);
    expect(sameFingerprint(certificate.fingerprint256, 'not-a-fingerprint')).toBe(false);
    expect(sameFingerprint('ab:cd', 'AB:CD')).toBe(true);
    expect(sameFingerprint('ab:cd', 'AB:CE')).toBe(false);
  });

  it('keeps a canonical fingerprint as it is', () => {
    expect(normalizeFingerprint(CANONICAL)).toBe(CANONICAL);
    expect(normalizeFingerprint(CANONICAL.toLowerCase())).toBe(CANONICAL);
  });

  it('does not take a text for canonical because it looks so in part', () => {
    const pairs = CANONICAL.split(':');
    for (const text of [
      `${CANONICAL}:00`, // a 33rd byte after the 32
      `${CANONICAL} and more`,
      ['A', ...pairs.slice(1)].join(':'), // a first byte of one digit
      ['GG', ...pairs.slice(1)].join(':'), // a first byte that is no hex
      [pairs[0], ...pairs.slice(1).map(() => 'GG')].join(':'), // bytes after it that are none
      [pairs[0], ...pairs.slice(1).map((pair) => pair[0])].join(':'), // single digits after it
    ])
      expect(normalizeFingerprint(text)).toBeUndefined();
  });

  it('compares texts that are no fingerprint without their colons', () => {
    expect(sameFingerprint('ab:cd:xy', 'ABCDXY')).toBe(true);
    expect(sameFingerprint('ab:cd:xy', 'AB-CD-XY')).toBe(false);
  });
});

describe('controller addresses', () => {
  it('reads HOST, HOST:PORT and bracketed IPv6', () => {
    expect(parseAddress('127.0.0.11')).toEqual({ host: '127.0.0.11', port: 443 });
    expect(parseAddress('127.0.0.11:8443')).toEqual({ host: '127.0.0.11', port: 8443 });
    expect(parseAddress('[::1]:9443')).toEqual({ host: '::1', port: 9443 });
    expect(parseAddress('https://ctl.local:8443/api/v1')).toEqual({
      host: 'ctl.local',
      port: 8443,
    });
    expect(formatAddress({ host: '::1', port: 9443 })).toBe('[::1]:9443');
  });

  it('refuses bad ports and empty hosts', () => {
    expect(() => parseAddress('127.0.0.1:70000')).toThrow(/port/);
    expect(() => parseAddress(':443')).toThrow();
  });
});
