/**
 * Just enough DER (ITU-T X.690) to write one X.509 certificate: the simulator makes its own
 * self-signed certificate with node:crypto and no certificate library (see docs/decisions.md).
 */

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.of(length);
  const bytes: number[] = [];
  for (let n = length; n > 0; n = Math.floor(n / 256)) bytes.unshift(n % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

/** One tag-length-value element. */
export function tlv(tag: number, content: Uint8Array): Buffer {
  return Buffer.concat([Buffer.of(tag), encodeLength(content.length), content]);
}

export const sequence = (...items: Uint8Array[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Uint8Array[]): Buffer => tlv(0x31, Buffer.concat(items));
export const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.of(value ? 0xff : 0x00));
export const octetString = (bytes: Uint8Array): Buffer => tlv(0x04, bytes);
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
export const printableString = (text: string): Buffer => tlv(0x13, Buffer.from(text, 'ascii'));

/** A BIT STRING whose last byte has `unusedBits` padding bits. */
export const bitString = (bytes: Uint8Array, unusedBits = 0): Buffer =>
  tlv(0x03, Buffer.concat([Buffer.of(unusedBits), bytes]));

/** [n] EXPLICIT: a constructed context-specific wrapper. */
export const explicit = (n: number, content: Uint8Array): Buffer => tlv(0xa0 + n, content);

/** [n] IMPLICIT on a primitive value (GeneralName's dNSName and iPAddress). */
export const implicit = (n: number, bytes: Uint8Array): Buffer => tlv(0x80 + n, bytes);

/** A non-negative INTEGER from big-endian bytes (minimal, with a 0x00 lead when the top bit is set). */
export function unsignedInteger(bytes: Uint8Array): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  const trimmed = Buffer.from(bytes.subarray(start));
  const first = trimmed[0] ?? 0;
  return tlv(0x02, first & 0x80 ? Buffer.concat([Buffer.of(0), trimmed]) : trimmed);
}

export const smallInteger = (value: number): Buffer => unsignedInteger(Buffer.of(value));

/** An OBJECT IDENTIFIER from its dotted form. */
export function oid(dotted: string): Buffer {
  const arcs = dotted.split('.').map(Number);
  const [first = 0, second = 0, ...rest] = arcs;
  const bytes: number[] = [];
  for (const arc of [first * 40 + second, ...rest]) {
    const chunk: number[] = [arc & 0x7f];
    for (let n = Math.floor(arc / 128); n > 0; n = Math.floor(n / 128))
      chunk.unshift((n & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** A certificate time: UTCTime before 2050, GeneralizedTime from 2050 on (RFC 5280 4.1.2.5). */
export function time(date: Date): Buffer {
  const rest = `${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;
  const year = date.getUTCFullYear();
  if (year < 2050) return tlv(0x17, Buffer.from(`${pad(year % 100)}${rest}`, 'ascii'));
  return tlv(0x18, Buffer.from(`${pad(year, 4)}${rest}`, 'ascii'));
}
