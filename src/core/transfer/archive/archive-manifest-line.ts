/**
 * The archive's first line read as its manifest (docs/backup-format.md, "Versioning"): a line
 * that is not a Turnkey manifest says the file is another program's (and what it looks like), a
 * newer version says to update Turnkey, and a manifest of our version that breaks its schema,
 * lists a part twice or one this Turnkey does not know is damage.
 */
import { ArchiveError } from './archive-errors';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  archiveManifest,
  isControllerPart,
  type ArchiveManifest,
} from './archive-manifest';
import { lookOfContent } from './archive-sniff';

function foreign(file: string, line: Buffer, format?: string): ArchiveError {
  const look = lookOfContent(line);
  return new ArchiveError('archive_foreign', {
    file,
    ...look,
    ...(format !== undefined ? { format } : {}),
  });
}

export function parseManifestLine(file: string, line: Buffer): ArchiveManifest {
  let value: unknown;
  try {
    value = JSON.parse(line.toString('utf8'));
  } catch {
    throw foreign(file, line);
  }
  const fields =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { format?: unknown; version?: unknown })
      : undefined;
  if (fields?.format !== ARCHIVE_FORMAT) {
    throw foreign(
      file,
      line,
      typeof fields?.format === 'string' ? fields.format.slice(0, 64) : undefined,
    );
  }
  if (typeof fields.version === 'number' && fields.version > ARCHIVE_VERSION) {
    throw new ArchiveError('archive_version', {
      file,
      version: fields.version,
      supported: ARCHIVE_VERSION,
    });
  }
  const parsed = archiveManifest.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.map(String).join('.') || 'manifest';
    throw new ArchiveError('archive_damaged', {
      file,
      reason: 'manifest',
      line: 1,
      said: `${where}: ${issue?.message ?? 'invalid'}`,
    });
  }
  const seen = new Set<string>();
  for (const entry of parsed.data.parts) {
    if (!isControllerPart(entry.part)) {
      throw new ArchiveError('archive_damaged', {
        file,
        reason: 'unknown_part',
        part: entry.part,
        line: 1,
      });
    }
    if (seen.has(entry.part)) {
      throw new ArchiveError('archive_damaged', {
        file,
        reason: 'manifest',
        line: 1,
        said: `part ${entry.part} listed twice`,
      });
    }
    seen.add(entry.part);
  }
  return parsed.data as ArchiveManifest;
}
