import { describe, expect, it } from 'vitest';
import {
  normalizeFingerprint,
  parseFingerprint,
  shortFingerprint,
} from '../../../src/core/trust/fingerprint';
import { formatAddress, parseAddress } from '../../../src/core/client/controller-address';

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
    expect(() => parseFingerprint('sha1:abc')).toThrow(
      '"sha1:abc" is not a SHA-256 fingerprint (64 hex digits)',
    );
  });

  it('shortens to the first and last four bytes for tables', () => {
    expect(shortFingerprint(CANONICAL)).toBe('AB:AB:AB:AB…89:AB:CD:EF');
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
