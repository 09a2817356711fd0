/**
 * What a file that is not a Turnkey backup looks like, so the refusal can say it ("a ZIP
 * archive", "a compressed tar archive", "a text file beginning ..."): judged by the first bytes
 * of the file, or of its gzip content when it is gzip but not ours.
 */
import { open } from 'node:fs/promises';
import type { ForeignKind } from './archive-errors';

const GZIP_MAGIC = [0x1f, 0x8b];

export interface Look {
  looksLike: ForeignKind;
  begins?: string;
}

/** The first bytes of a file (fewer when it is shorter). */
export async function headOf(file: string, size = 512): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await handle.read(buffer, 0, size, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export function isGzip(head: Buffer): boolean {
  return head.length >= 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
}

const startsWith = (head: Buffer, text: string) =>
  head.subarray(0, text.length).equals(Buffer.from(text, 'latin1'));

/** Printable text (UTF-8, no control characters but tabs and line ends)? */
function textOf(bytes: Buffer): string | undefined {
  const text = bytes.toString('utf8');
  // A cut multi-byte character at the end is not a sign of binary data.
  const body = text.replace(/\uFFFD$/, '');
  // eslint-disable-next-line no-control-regex
  if (body.includes('\uFFFD') || /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(body)) {
    return undefined;
  }
  return body;
}

/** The first words of a text, on one line and short enough to quote. */
function beginning(text: string): string {
  const line = text.trimStart().split(/\r?\n/)[0] ?? '';
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}

/** What a file that is not gzip looks like. */
export function lookOfFile(head: Buffer): Look {
  if (head.length === 0) return { looksLike: 'empty' };
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06')) return { looksLike: 'zip' };
  if (startsWith(head, '%PDF')) return { looksLike: 'pdf' };
  if (startsWith(head, 'BZh')) return { looksLike: 'bzip2' };
  if (startsWith(head, '\xFD7zXZ\x00')) return { looksLike: 'xz' };
  const text = textOf(head);
  if (text === undefined) return { looksLike: 'binary' };
  const trimmed = text.trimStart();
  const looksLike = trimmed.startsWith('{') || trimmed.startsWith('[') ? 'json' : 'text';
  return { looksLike, begins: beginning(text) };
}

/** What the gzip content of a file that is not ours looks like, by its first line. */
export function lookOfContent(firstLine: Buffer): Look {
  if (firstLine.subarray(257, 262).toString('latin1') === 'ustar') return { looksLike: 'gzip_tar' };
  const text = textOf(firstLine.subarray(0, 512));
  if (text === undefined) return { looksLike: 'gzip_binary' };
  const trimmed = text.trimStart();
  const looksLike = trimmed.startsWith('{') || trimmed.startsWith('[') ? 'gzip_json' : 'gzip_text';
  return { looksLike, begins: beginning(text) };
}
