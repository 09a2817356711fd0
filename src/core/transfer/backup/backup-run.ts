/**
 * One controller backed up to one archive (docs/decisions.md, "Backup"): its parts counted
 * first (backup-counts.ts) so progress has a total, then read page by page (readController)
 * straight into the archive writer, then the file checked whole by reading it back as a restore
 * would (openArchive), which also gives the file's SHA-256 for the journal. A cancel, or a
 * failure anywhere, leaves no file: a backup that exists is a whole one.
 */
import { rm } from 'node:fs/promises';
import type { LocalizedText } from '../../../shared/words/localized-text';
import type { ControllerClient } from '../../client/controller-client';
import { formatAddress, type ControllerAddress } from '../../client/controller-address';
import type { StoredController } from '../../site/site-controller';
import { archiveCancelled } from '../archive/archive-errors';
import type { ArchiveManifest, ArchiveSource } from '../archive/archive-manifest';
import { openArchive } from '../archive/archive-reader';
import { writeArchive } from '../archive/archive-writer';
import { readController, type ControllerPart } from '../controller-reading';
import { countParts, totalOf, type PartCounts } from './backup-counts';
import { recordsText } from './part-words';
import { TRANSFER_WORDS } from '../transfer.words';

export interface BackupOptions {
  file: string;
  source: ArchiveSource;
  /** Secrets are sealed with it; without one they are left out. */
  passphrase?: string;
  app?: string;
  signal?: AbortSignal;
  /** Counts already read (the plan's); read again otherwise. */
  counts?: PartCounts;
  progress?(done: number, total: number): void;
  step?(text: LocalizedText): void;
  /** Records per request (staff at most 150, spec 8). */
  pageSize?: number;
}

export interface BackupResult {
  file: string;
  manifest: ArchiveManifest;
  /** SHA-256 (hex) and size of the file written. */
  sha256: string;
  bytes: number;
}

/** The archive's source: the site's record of the controller and what it says of itself. */
export async function backupSource(
  client: ControllerClient,
  stored: Pick<StoredController, 'serial' | 'model' | 'fingerprint256'>,
  label: string,
  address: ControllerAddress,
): Promise<ArchiveSource> {
  const capabilities = await client.capabilities();
  return {
    label,
    ...(stored.serial ? { serial: stored.serial } : {}),
    ...(stored.model ? { model: stored.model } : {}),
    firmware: capabilities.apiVersion,
    fieldSet: capabilities.staffFieldSet,
    fingerprint256: stored.fingerprint256,
    address: formatAddress(address),
  };
}

/**
 * The total moves with what is read: a part read whole counts as read, one being read counts
 * at least what has come (events are logged while the backup runs).
 */
class RecordsProgress {
  readonly #expected: Partial<Record<ControllerPart, number>>;
  readonly #read = new Map<ControllerPart, number>();
  #before = 0;
  #last = 0;
  #part: ControllerPart | undefined;

  constructor(counts: PartCounts['counts']) {
    this.#expected = { ...counts };
  }

  page(part: ControllerPart, soFar: number): { done: number; total: number } {
    if (part !== this.#part) {
      this.#part = part;
      this.#before = this.#last;
    }
    this.#last = soFar;
    const inPart = soFar - this.#before;
    this.#read.set(part, inPart);
    // Parts read before this one count as read, whatever their count said.
    for (const [done, count] of this.#read) if (done !== part) this.#expected[done] = count;
    this.#expected[part] = Math.max(this.#expected[part] ?? 0, inPart);
    return { done: soFar, total: Math.max(soFar, totalOf(this.#expected)) };
  }
}

export async function backUp(
  client: ControllerClient,
  options: BackupOptions,
): Promise<BackupResult> {
  const { signal, file } = options;
  options.step?.(TRANSFER_WORDS.countingRecords);
  const counts = options.counts ?? (await countParts(client, signal));
  const progress = new RecordsProgress(counts.counts);
  options.progress?.(0, totalOf(counts.counts));
  options.step?.(TRANSFER_WORDS.readingController);
  const manifest = await writeArchive(file, {
    source: options.source,
    pages: readController(client, {
      ...(signal ? { signal } : {}),
      ...(options.pageSize ? { pageSize: options.pageSize } : {}),
    }),
    ...(options.passphrase ? { passphrase: options.passphrase } : {}),
    ...(options.app ? { app: options.app } : {}),
    ...(signal ? { signal } : {}),
    onPage: (part, soFar) => {
      const { done, total } = progress.page(part, soFar);
      options.progress?.(done, total);
    },
  });
  try {
    options.step?.(TRANSFER_WORDS.checkingFile);
    const opened = await openArchive(file, {
      ...(options.passphrase ? { passphrase: options.passphrase } : {}),
      ...(signal ? { signal } : {}),
    });
    signal?.throwIfAborted();
    const records = opened.manifest.parts.reduce((sum, p) => sum + p.count, 0);
    options.step?.(TRANSFER_WORDS.writtenTo(recordsText(records), file));
    return { file, manifest, sha256: opened.sha256, bytes: opened.bytes };
  } catch (error) {
    // A file that does not read back whole, or a cancel after it was written: none is left.
    await rm(file, { force: true });
    if (signal?.aborted) throw archiveCancelled(file);
    throw error;
  }
}
