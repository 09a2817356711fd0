/**
 * Opens a backup archive (docs/backup-format.md): the whole file is checked before anything is
 * answered (gzip intact, the manifest ours and of a version this Turnkey reads, every line a
 * record of a listed part in order, every part's count and checksum, every sealed secret opening
 * with the passphrase), so a restore never starts from a file that would fail halfway. Its pages
 * then stream again, with the same contract as `readController`: a part at a time in the
 * manifest's order, an empty part one empty page, a part the controller did not have one
 * `missing` page.
 */
import { stat } from 'node:fs/promises';
import type { ControllerPart, PartPage } from '../controller-reading';
import { ArchiveError } from './archive-errors';
import type { RawDigest } from './archive-lines';
import type { ArchiveManifest } from './archive-manifest';
import { scanArchive } from './archive-scan';
import { SecretOpener, withoutSecrets } from './archive-secrets';
import { headOf, isGzip, lookOfFile } from './archive-sniff';

/** Records per page unless asked otherwise. */
export const ARCHIVE_PAGE_SIZE = 500;

export interface OpenArchiveOptions {
  /** Opens the sealed secrets; a wrong one is refused before anything is read. */
  passphrase?: string;
  /** Refuse an archive with secrets when no passphrase is given (a restore that needs them). */
  needSecrets?: boolean;
  signal?: AbortSignal;
}

export interface ArchivePagesOptions {
  parts?: readonly ControllerPart[];
  /** Records per page, 500 unless told otherwise. */
  pageSize?: number;
  signal?: AbortSignal;
}

export interface OpenedArchive {
  readonly file: string;
  readonly manifest: ArchiveManifest;
  /** SHA-256 (hex) and size of the file as it was checked. */
  readonly sha256: string;
  readonly bytes: number;
  /** What pages() does with secrets: none in the file, opened with the passphrase, left out. */
  readonly secrets: 'none' | 'opened' | 'left_out';
  pages(options?: ArchivePagesOptions): AsyncGenerator<PartPage>;
}

/** Refuses what is not there, not gzip, or not a file, saying what it looks like. */
async function firstLook(file: string): Promise<void> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new ArchiveError('archive_not_found', { file });
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    if ((error as { code?: unknown }).code === 'ENOENT') {
      throw new ArchiveError('archive_not_found', { file });
    }
    throw error;
  }
  const head = await headOf(file);
  if (!isGzip(head)) throw new ArchiveError('archive_foreign', { file, ...lookOfFile(head) });
}

/** The manifest alone (the first line): cheap, for listings; nothing after it is checked. */
export async function readManifest(file: string, signal?: AbortSignal): Promise<ArchiveManifest> {
  await firstLook(file);
  for await (const event of scanArchive(file, {}, signal)) {
    if (event.kind === 'manifest') return event.manifest;
  }
  throw new ArchiveError('archive_foreign', { file, looksLike: 'gzip_empty' });
}

export async function openArchive(
  file: string,
  options: OpenArchiveOptions = {},
): Promise<OpenedArchive> {
  await firstLook(file);
  const digest: Partial<RawDigest> = {};
  let manifest: ArchiveManifest | undefined;
  let opener: SecretOpener | undefined;
  for await (const event of scanArchive(file, digest, options.signal)) {
    if (event.kind === 'manifest') {
      manifest = event.manifest;
      opener = await secretOpener(file, manifest, options);
    } else if (event.kind === 'record' && opener) {
      openedRecord(file, opener, event);
    }
  }
  if (!manifest) throw new ArchiveError('archive_foreign', { file, looksLike: 'gzip_empty' });
  const checked = manifest;
  return {
    file,
    manifest: checked,
    sha256: digest.sha256 ?? '',
    bytes: digest.bytes ?? 0,
    secrets: !checked.secrets.included ? 'none' : opener ? 'opened' : 'left_out',
    pages: (pagesOptions = {}) => archivePages(file, opener, pagesOptions),
  };
}

async function secretOpener(
  file: string,
  manifest: ArchiveManifest,
  options: OpenArchiveOptions,
): Promise<SecretOpener | undefined> {
  if (!manifest.secrets.included) return undefined;
  if (options.passphrase === undefined || options.passphrase === '') {
    if (options.needSecrets)
      throw new ArchiveError('archive_passphrase', { file, reason: 'missing' });
    return undefined;
  }
  const opener = await SecretOpener.create(options.passphrase, manifest.secrets);
  if (!opener) throw new ArchiveError('archive_passphrase', { file, reason: 'wrong' });
  return opener;
}

/** The record with its sealed secrets opened; a secret that will not open is damage. */
function openedRecord(
  file: string,
  opener: SecretOpener,
  event: { part: ControllerPart; record: Record<string, unknown>; line: number },
): Record<string, unknown> {
  const opened = opener.open(event.part, event.record);
  if ('field' in opened) {
    throw new ArchiveError('archive_damaged', {
      file,
      reason: 'secret',
      part: event.part,
      line: event.line,
    });
  }
  return opened.record;
}

/** The archive's pages, read and checked again; secrets opened or left out. */
async function* archivePages(
  file: string,
  opener: SecretOpener | undefined,
  options: ArchivePagesOptions,
): AsyncGenerator<PartPage> {
  const wanted = options.parts ? new Set(options.parts) : undefined;
  const size = Math.max(1, options.pageSize ?? ARCHIVE_PAGE_SIZE);
  let page: Record<string, unknown>[] = [];
  let yielded = false;
  for await (const event of scanArchive(file, {}, options.signal)) {
    if (event.kind === 'record') {
      if (wanted && !wanted.has(event.part)) continue;
      let record = withoutSecrets(event.part, event.record);
      if (opener) record = openedRecord(file, opener, event);
      page.push(record);
      if (page.length >= size) {
        yield { part: event.part, records: page };
        page = [];
        yielded = true;
      }
    } else if (event.kind === 'part') {
      const { part, missing } = event.entry;
      if (wanted && !wanted.has(part)) continue;
      if (missing) yield { part, missing: true };
      else if (page.length > 0 || !yielded) yield { part, records: page };
      page = [];
      yielded = false;
    }
  }
}
