/**
 * Where a site keeps its backups (docs/decisions.md, "Backup"): `<site folder>/backups/`, one
 * file per backup named by the controller's serial (or label) and the UTC time it was made,
 * `SERIAL-20250301T101500Z.tkbackup`, so a listing sorts by controller and time, and the backups
 * go with the site's folder wherever it is copied. Listing answers every file with its manifest;
 * a damaged or foreign one is listed with its error, never thrown, so one bad file hides no
 * other.
 */
import { access, stat } from 'node:fs/promises';
import { folderEntries } from '../../files/folder-entries';
import { join } from 'node:path';
import type { ErrorData } from '../../../shared/errors/error-data';
import { toIpcError } from '../../../shared/ipc/ipc-error';
import { ARCHIVE_EXTENSION, recordTotal, type ArchiveManifest } from '../archive/archive-manifest';
import { openArchive, readManifest } from '../archive/archive-reader';

export const BACKUPS_FOLDER = 'backups';

/** The site's backups folder. */
export function backupsFolder(site: { dir: string }): string {
  return join(site.dir, BACKUPS_FOLDER);
}

/** `20250301T101500Z`: the UTC time to the second, without characters file systems refuse. */
export function fileTimestamp(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** A serial or label as a file name's part: letters and digits of any script, `.`, `_`, `-`. */
export function fileSafe(name: string): string {
  const safe = name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[-.]+|-+$/g, '');
  return safe.slice(0, 80) || 'controller';
}

/** Where a backup of the controller named `name` made at `at` goes on the site. */
export function backupPath(site: { dir: string }, name: string, at: Date = new Date()): string {
  return join(backupsFolder(site), `${fileSafe(name)}-${fileTimestamp(at)}${ARCHIVE_EXTENSION}`);
}

/** backupPath, with `-2`, `-3`, ... when a backup of that second is there already. */
export async function freeBackupPath(
  site: { dir: string },
  name: string,
  at: Date = new Date(),
): Promise<string> {
  const first = backupPath(site, name, at);
  for (let n = 1; ; n++) {
    const candidate =
      n === 1 ? first : first.replace(ARCHIVE_EXTENSION, `-${n}${ARCHIVE_EXTENSION}`);
    const taken = await access(candidate).then(
      () => true,
      () => false,
    );
    if (!taken) return candidate;
  }
}

export interface SiteBackup {
  file: string;
  /** The file's name within the backups folder. */
  name: string;
  bytes: number;
  /** When the file was last written (ISO 8601). */
  modifiedAt: string;
  manifest?: ArchiveManifest;
  /** All records of the manifest's parts. */
  records?: number;
  /** Why the file cannot be read (damaged, foreign, newer format), when it cannot. */
  error?: ErrorData;
}

export interface ListBackupsOptions {
  /**
   * `manifest` (default) reads each file's first line only; `whole` checks every file through
   * (counts, checksums): slower, for a restore's choice.
   */
  check?: 'manifest' | 'whole';
  signal?: AbortSignal;
}

/** The site's backups, newest first; none when the folder does not exist yet. */
export async function listSiteBackups(
  site: { dir: string },
  options: ListBackupsOptions = {},
): Promise<SiteBackup[]> {
  const folder = backupsFolder(site);
  const names = await folderEntries(folder);
  const backups: SiteBackup[] = [];
  for (const name of names) {
    // Temporary files of a backup being written start with a dot.
    if (!name.endsWith(ARCHIVE_EXTENSION) || name.startsWith('.')) continue;
    const file = join(folder, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const entry: SiteBackup = {
      file,
      name,
      bytes: info.size,
      modifiedAt: info.mtime.toISOString(),
    };
    try {
      const manifest =
        options.check === 'whole'
          ? (await openArchive(file, options.signal ? { signal: options.signal } : {})).manifest
          : await readManifest(file, options.signal);
      entry.manifest = manifest;
      entry.records = recordTotal(manifest);
    } catch (error) {
      options.signal?.throwIfAborted();
      entry.error = toIpcError(error, 'backup:list').data;
    }
    backups.push(entry);
  }
  const when = (b: SiteBackup) => b.manifest?.createdAt ?? b.modifiedAt;
  return backups.sort((a, b) => when(b).localeCompare(when(a)) || a.name.localeCompare(b.name));
}
