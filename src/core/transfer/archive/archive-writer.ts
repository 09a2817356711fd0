/**
 * Writes a backup archive from a controller's pages (docs/backup-format.md) with memory bounded
 * by a page, however many records there are: the record lines are gzipped as they come into a
 * temporary file beside the target, hashed per part on the way; then the manifest, which needs
 * those counts and checksums, is gzipped alone into a second temporary file, the records' gzip
 * member copied after it as it is (gzip members concatenate: every reader reads them as one
 * stream), synced and renamed over the target. A crash, a failure or a cancel leaves no file and
 * no temporary one behind (as core/files/atomic-file.ts does for small files).
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { CONTROLLER_PARTS, type ControllerPart, type PartPage } from '../controller-reading';
import { ArchiveError, archiveCancelled } from './archive-errors';
import { recordLine } from './archive-lines';
import { syncFolder } from '../../files/atomic-file';
import { tempName } from '../../files/stale-temps';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  type ArchivePartEntry,
  type ArchiveSource,
} from './archive-manifest';
import { SecretSealer, withoutSecrets } from './archive-secrets';

export interface WriteArchiveOptions {
  source: ArchiveSource;
  pages: AsyncIterable<PartPage>;
  /** Secrets are sealed with it; without one they are left out. */
  passphrase?: string;
  /** The Turnkey version writing it, where known. */
  app?: string;
  signal?: AbortSignal;
  /** After each page is written: its part and the records written so far, all parts together. */
  onPage?(part: ControllerPart, recordsSoFar: number): void;
  now?: () => Date;
}

const ORDER = new Map<ControllerPart, number>(CONTROLLER_PARTS.map((p, index) => [p.part, index]));

/** Counts and hashes each part's lines as they pass, and keeps the parts in their order. */
class PartTally {
  readonly parts: ArchivePartEntry[] = [];
  #current: { entry: ArchivePartEntry; hash: ReturnType<typeof createHash> } | undefined;
  total = 0;

  enter(part: ControllerPart): void {
    if (this.#current?.entry.part === part) return;
    const last = this.parts.at(-1)?.part;
    if (last !== undefined && (ORDER.get(part) ?? -1) <= (ORDER.get(last) ?? -1)) {
      // readController hands parts in CONTROLLER_PARTS order, each once: a bug otherwise.
      throw new Error(`archive pages out of order: ${part} after ${last}`);
    }
    this.#close();
    const entry: ArchivePartEntry = { part, count: 0, sha256: '', missing: false };
    this.parts.push(entry);
    this.#current = { entry, hash: createHash('sha256') };
  }

  add(lines: Buffer, count: number): void {
    this.#current!.hash.update(lines);
    this.#current!.entry.count += count;
    this.total += count;
  }

  missing(): void {
    this.#current!.entry.missing = true;
  }

  finish(): ArchivePartEntry[] {
    this.#close();
    return this.parts;
  }

  #close(): void {
    if (this.#current) this.#current.entry.sha256 = this.#current.hash.digest('hex');
    this.#current = undefined;
  }
}

async function* recordLines(
  pages: AsyncIterable<PartPage>,
  tally: PartTally,
  sealer: SecretSealer | undefined,
  options: WriteArchiveOptions,
): AsyncGenerator<Buffer> {
  for await (const page of pages) {
    options.signal?.throwIfAborted();
    tally.enter(page.part);
    if ('missing' in page) {
      tally.missing();
      continue;
    }
    const text = page.records
      .map((record) => {
        const kept = sealer ? sealer.seal(page.part, record) : withoutSecrets(page.part, record);
        return recordLine(page.part, kept);
      })
      .join('');
    const bytes = Buffer.from(text, 'utf8');
    tally.add(bytes, page.records.length);
    if (bytes.length > 0) yield bytes;
    options.onPage?.(page.part, tally.total);
  }
}

/** The manifest's gzip member, then the records' member copied byte for byte; synced. */
async function assemble(
  target: string,
  manifest: ArchiveManifest,
  records: string,
  signal: AbortSignal | undefined,
): Promise<void> {
  const handle = await open(target, 'wx', 0o600);
  try {
    await handle.write(gzipSync(Buffer.from(`${JSON.stringify(manifest)}\n`, 'utf8')));
    for await (const chunk of createReadStream(records, { highWaterMark: 1024 * 1024 })) {
      signal?.throwIfAborted();
      await handle.write(chunk as Buffer);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes the archive and answers its manifest. Throws `cancelled` when the signal aborts and
 * `archive_unwritable` when the disk refuses; neither leaves a file behind. Errors of the pages
 * (the controller's) are thrown as they are.
 */
export async function writeArchive(
  file: string,
  options: WriteArchiveOptions,
): Promise<ArchiveManifest> {
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  const folder = dirname(file);
  // Named with this process's id, so a killed run's are removed when the site opens.
  const stem = join(folder, tempName(basename(file), ''));
  const recordsTemp = `${stem}.records.tmp`;
  const fileTemp = `${stem}.tmp`;
  const sealer = options.passphrase ? await SecretSealer.create(options.passphrase) : undefined;
  const tally = new PartTally();
  let renamed = false;
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    await pipeline(
      Readable.from(recordLines(options.pages, tally, sealer, options), { objectMode: false }),
      createGzip(),
      createWriteStream(recordsTemp, { flags: 'wx', mode: 0o600 }),
      ...(options.signal ? [{ signal: options.signal }] : []),
    );
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt,
      ...(options.app ? { app: options.app } : {}),
      source: options.source,
      parts: tally.finish(),
      secrets: sealer ? sealer.manifest : { included: false },
    };
    await assemble(fileTemp, manifest, recordsTemp, options.signal);
    await rename(fileTemp, file);
    renamed = true;
    await syncFolder(folder);
    return manifest;
  } catch (error) {
    if (options.signal?.aborted) throw archiveCancelled(file);
    if (isDiskError(error)) {
      throw new ArchiveError('archive_unwritable', { file, said: (error as Error).message });
    }
    throw error;
  } finally {
    await rm(recordsTemp, { force: true });
    if (!renamed) await rm(fileTemp, { force: true });
  }
}

/** A refusal of the file system (no space, no permission, no folder), not of the controller. */
function isDiskError(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return (
    typeof code === 'string' &&
    [
      'ENOSPC',
      'EACCES',
      'EPERM',
      'EROFS',
      'ENOENT',
      'ENOTDIR',
      'EISDIR',
      'EEXIST',
      'EDQUOT',
      'EIO',
    ].includes(code)
  );
}
