/**
 * One pass over a backup archive, checked as it goes (docs/backup-format.md, "Checks"): the
 * manifest first, then each record line in the manifest's order of parts, each part's count
 * and checksum compared when it ends. Every refusal names the file and, where it has one, the
 * part and line. `openArchive` makes one pass before it answers; each `pages()` makes another,
 * so a file changed in between is caught too.
 */
import { createHash } from 'node:crypto';
import type { ControllerPart } from '../controller-reading';
import { ArchiveError, archiveCancelled, type DamageReason } from './archive-errors';
import { archiveLines, LineTooLong, parseRecordLine, type RawDigest } from './archive-lines';
import { isControllerPart, type ArchiveManifest, type ArchivePartEntry } from './archive-manifest';
import { parseManifestLine } from './archive-manifest-line';
import { lookOfContent } from './archive-sniff';

export type ScanEvent =
  | { kind: 'manifest'; manifest: ArchiveManifest }
  | { kind: 'record'; part: ControllerPart; record: Record<string, unknown>; line: number }
  /** A part ended, its count and checksum matched: every part of the manifest, in its order. */
  | { kind: 'part'; entry: ArchivePartEntry };

const ZLIB_ERROR = /^Z_/;

/** The scan's failures in the archive's words; anything else is thrown as it is. */
function described(file: string, error: unknown, signal?: AbortSignal): unknown {
  if (error instanceof ArchiveError) return error;
  if (signal?.aborted) return archiveCancelled(file, 'read');
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === 'ENOENT' || code === 'EISDIR')
    return new ArchiveError('archive_not_found', { file });
  if (typeof code === 'string' && ZLIB_ERROR.test(code)) {
    return new ArchiveError('archive_damaged', {
      file,
      reason: 'gzip',
      said: (error as Error).message,
    });
  }
  if (error instanceof LineTooLong) {
    return new ArchiveError('archive_damaged', { file, reason: 'line', line: error.number });
  }
  return error;
}

function overCount(file: string, entry: ArchivePartEntry, line: number): ArchiveError {
  return new ArchiveError('archive_damaged', {
    file,
    reason: 'count',
    part: entry.part,
    line,
    expected: entry.count,
    found: `more than ${entry.count}`,
  });
}

/** Every event of the archive, in order; `digest` is filled when the pass ends. */
export async function* scanArchive(
  file: string,
  digest: Partial<RawDigest> = {},
  signal?: AbortSignal,
): AsyncGenerator<ScanEvent> {
  const damaged = (reason: DamageReason, more: { part?: string; line?: number } = {}) =>
    new ArchiveError('archive_damaged', { file, reason, ...more });
  let manifest: ArchiveManifest | undefined;
  let index = -1;
  let current: { entry: ArchivePartEntry; count: number; hash: ReturnType<typeof createHash> };
  const begin = (at: number) => {
    index = at;
    current = { entry: manifest!.parts[at]!, count: 0, hash: createHash('sha256') };
  };
  const end = (): ScanEvent => {
    const { entry, count, hash } = current;
    if (count !== entry.count) {
      throw new ArchiveError('archive_damaged', {
        file,
        reason: 'count',
        part: entry.part,
        expected: entry.count,
        found: count,
      });
    }
    if (hash.digest('hex') !== entry.sha256) throw damaged('checksum', { part: entry.part });
    return { kind: 'part', entry };
  };
  try {
    for await (const line of archiveLines(file, digest, signal)) {
      if (!manifest) {
        if (line.cutOff)
          throw new ArchiveError('archive_foreign', { file, ...lookOfContent(line.bytes) });
        manifest = parseManifestLine(file, line.bytes);
        yield { kind: 'manifest', manifest };
        if (manifest.parts.length > 0) begin(0);
        continue;
      }
      if (line.cutOff) throw damaged('cut_off', { line: line.number });
      const parsed = parseRecordLine(line.bytes);
      if ('problem' in parsed) {
        throw new ArchiveError('archive_damaged', {
          file,
          reason: 'line',
          line: line.number,
          said: parsed.problem,
        });
      }
      const { part, record } = parsed;
      if (!isControllerPart(part)) throw damaged('unknown_part', { part, line: line.number });
      if (index < 0 || current!.entry.part !== part) {
        const at = manifest.parts.findIndex((p) => p.part === part);
        if (at < 0) throw damaged('unlisted_part', { part, line: line.number });
        if (at < index) throw damaged('order', { part, line: line.number });
        // The parts between had no lines: they end here, empty or missing.
        while (index < at) {
          yield end();
          begin(index + 1);
        }
      }
      if (current!.entry.missing)
        throw damaged('missing_part_records', { part, line: line.number });
      current!.hash.update(line.bytes);
      current!.hash.update('\n');
      current!.count += 1;
      // Past the count its manifest declares, the part is refused now, not after the rest of
      // the file (a small file can expand to gigabytes: docs/decisions.md, "Hard edges of files").
      if (current!.count > current!.entry.count) throw overCount(file, current!.entry, line.number);
      yield { kind: 'record', part, record, line: line.number };
    }
    if (!manifest) throw new ArchiveError('archive_foreign', { file, looksLike: 'gzip_empty' });
    if (index >= 0) {
      for (;;) {
        yield end();
        if (index + 1 >= manifest.parts.length) break;
        begin(index + 1);
      }
    }
  } catch (error) {
    throw described(file, error, signal);
  }
}
