/**
 * The lines of a backup archive as bytes (docs/backup-format.md, "Layout"): the file is read
 * as a stream, its raw bytes hashed and counted on the way, gunzipped (every gzip member in
 * turn, as zcat does), and split at newlines, so a part's checksum is taken over exactly the
 * bytes written and memory stays bounded by one line whatever the file holds.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform, pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';

/** A record line is never larger (D6 bounds a controller's request body at 1 MiB). */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;

/** One line, without its newline; `cutOff` when the file ended without one after it. */
export interface ArchiveLine {
  bytes: Buffer;
  number: number;
  cutOff: boolean;
}

/** The file's own digest, known once every line has been read. */
export interface RawDigest {
  sha256: string;
  bytes: number;
}

/** Thrown for a line over MAX_LINE_BYTES: no newline where a Turnkey archive has one. */
export class LineTooLong extends Error {
  constructor(readonly number: number) {
    super(`line ${number} is longer than ${MAX_LINE_BYTES} bytes`);
  }
}

/**
 * The archive's lines; errors of the file or of gzip are thrown as they are (the caller names
 * them). `digest` is filled when the generator ends.
 */
export async function* archiveLines(
  file: string,
  digest: Partial<RawDigest> = {},
  signal?: AbortSignal,
): AsyncGenerator<ArchiveLine> {
  const hash = createHash('sha256');
  let size = 0;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  const gunzip = createGunzip();
  const raw = createReadStream(file, { highWaterMark: 1024 * 1024, ...(signal ? { signal } : {}) });
  pipeline(raw, counting, gunzip, () => undefined);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let number = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
        const piece = chunk.subarray(start, at);
        const bytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
        pending = [];
        pendingBytes = 0;
        start = at + 1;
        yield { bytes, number: ++number, cutOff: false };
      }
      if (start < chunk.length) {
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
        if (pendingBytes > MAX_LINE_BYTES) throw new LineTooLong(number + 1);
      }
    }
    if (pendingBytes > 0) yield { bytes: Buffer.concat(pending), number: ++number, cutOff: true };
    digest.sha256 = hash.digest('hex');
    digest.bytes = size;
  } finally {
    // A reader that stops early (a damaged line found) closes the file now.
    raw.destroy();
    gunzip.destroy();
  }
}

/** A record line as the writer writes it: one JSON object and a newline. */
export function recordLine(part: string, record: Record<string, unknown>): string {
  return `${JSON.stringify({ part, record })}\n`;
}

/** A record line read back: part and record, or undefined when it is not one. */
export function parseRecordLine(
  bytes: Buffer,
): { part: string; record: Record<string, unknown> } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    return { problem: error instanceof Error ? error.message : 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'not a JSON object' };
  }
  const { part, record } = value as { part?: unknown; record?: unknown };
  if (typeof part !== 'string') return { problem: 'no "part"' };
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    return { problem: 'no "record" object' };
  }
  return { part, record: record as Record<string, unknown> };
}
