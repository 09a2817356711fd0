/**
 * Controller identity is the SHA-256 fingerprint of its certificate (D14), written the way Node's
 * `fingerprint256` writes it: upper-case hex pairs joined by colons. Users paste it with or
 * without colons, in either case, sometimes with spaces, or as the line
 * `openssl x509 -noout -fingerprint -sha256` prints (`sha256 Fingerprint=AB:CD:...`, upper-case
 * `SHA256` before OpenSSL 3). A fingerprint of another hash (`SHA1 Fingerprint=`, which that
 * command prints without `-sha256`) is refused saying so.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { TRUST_WORDS } from './trust.words';

export type Fingerprint = string;

const HEX_64 = /^[0-9A-F]{64}$/;
/** `sha256`, `SHA-256:`, `sha256 Fingerprint=` before the hex. */
const SHA256_PREFIX = /^\s*sha-?256(?:\s*fingerprint)?[:=\s]*/i;
/** The hash a pasted fingerprint names before its hex, as OpenSSL and other tools write it. */
const NAMED_HASH = /^\s*(md5|sha-?(\d+))(?:\s*fingerprint)?\s*[:=\s]/i;

/** The canonical form itself: what every id of the app already is. */
const CANONICAL = /^[0-9A-F]{2}(?::[0-9A-F]{2}){31}$/;

/** The canonical `AB:CD:...` form, or undefined when `text` is not a SHA-256 fingerprint. */
export function normalizeFingerprint(text: string): Fingerprint | undefined {
  // Asked of every controller of a site at each read of it: most are canonical already.
  if (CANONICAL.test(text)) return text;
  const hex = text
    .replace(SHA256_PREFIX, '')
    .replace(/[\s:-]/g, '')
    .toUpperCase();
  if (!HEX_64.test(hex)) return undefined;
  return hex.match(/../g)?.join(':');
}

/**
 * Whether two texts name the same certificate, each in any form normalizeFingerprint takes (a
 * plan's, pasted from openssl, against the site's); texts that are no fingerprint are compared as
 * written, without colons and case.
 */
export function sameFingerprint(a: string, b: string): boolean {
  const canonical = (text: string) =>
    normalizeFingerprint(text) ?? text.replace(/:/g, '').toUpperCase();
  return canonical(a) === canonical(b);
}

interface FingerprintErrorDetails {
  /** Not a SHA-256 fingerprint: not 64 hex digits, after a prefix or none. */
  not_a_fingerprint: { text: string };
  /** A fingerprint of another hash, named before it (`SHA1 Fingerprint=`): `hash` is its name. */
  wrong_hash: { text: string; hash: string };
}
export type FingerprintErrorCode = keyof FingerprintErrorDetails;

const MESSAGES: {
  [C in FingerprintErrorCode]: (d: FingerprintErrorDetails[C]) => LocalizedText;
} = {
  not_a_fingerprint: ({ text }) => TRUST_WORDS.notAFingerprint(text),
  wrong_hash: ({ text, hash }) => TRUST_WORDS.wrongHash(text, hash),
};

/** A refused fingerprint, as data: a code, its details and the sentence in English and Russian. */
export class FingerprintError<C extends FingerprintErrorCode = FingerprintErrorCode> extends Error {
  readonly text: LocalizedText;

  constructor(
    readonly code: C,
    readonly details: FingerprintErrorDetails[C],
  ) {
    const build = MESSAGES[code] as (d: FingerprintErrorDetails[C]) => LocalizedText;
    const text = build(details);
    super(text.en);
    this.name = 'FingerprintError';
    this.text = text;
  }
}

/** The hash `text` names before its hex when it is not SHA-256 (`SHA-1`, `MD5`), else undefined. */
function otherHash(text: string): string | undefined {
  const named = NAMED_HASH.exec(text);
  if (!named?.[1] || named[2] === '256') return undefined;
  return named[2] ? `SHA-${named[2]}` : named[1].toUpperCase();
}

/** Like normalizeFingerprint, but throws a FingerprintError a user can act on. */
export function parseFingerprint(text: string): Fingerprint {
  const fp = normalizeFingerprint(text);
  if (fp) return fp;
  const hash = otherHash(text);
  throw hash
    ? new FingerprintError('wrong_hash', { text, hash })
    : new FingerprintError('not_a_fingerprint', { text });
}

/** A short form for tables: the first and last four bytes. */
export function shortFingerprint(fp: Fingerprint): string {
  return `${fp.slice(0, 11)}…${fp.slice(-11)}`;
}
