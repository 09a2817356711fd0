/**
 * Controller identity is the SHA-256 fingerprint of its certificate (D14), written the way Node's
 * `fingerprint256` writes it: upper-case hex pairs joined by colons. Users paste it with or
 * without colons, in either case, sometimes with spaces.
 */
export type Fingerprint = string;

const HEX_64 = /^[0-9A-F]{64}$/;

/** The canonical `AB:CD:...` form, or undefined when `text` is not a SHA-256 fingerprint. */
export function normalizeFingerprint(text: string): Fingerprint | undefined {
  const hex = text
    .replace(/^sha-?256[:=\s]*/i, '')
    .replace(/[\s:-]/g, '')
    .toUpperCase();
  if (!HEX_64.test(hex)) return undefined;
  return hex.match(/../g)?.join(':');
}

/** Like normalizeFingerprint, but throws a message a user can act on. */
export function parseFingerprint(text: string): Fingerprint {
  const fp = normalizeFingerprint(text);
  if (!fp) throw new Error(`"${text}" is not a SHA-256 fingerprint (64 hex digits)`);
  return fp;
}

/** A short form for tables: the first and last four bytes. */
export function shortFingerprint(fp: Fingerprint): string {
  return `${fp.slice(0, 11)}…${fp.slice(-11)}`;
}
