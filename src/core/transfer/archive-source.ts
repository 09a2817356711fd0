/**
 * A backup archive as a transfer's source (docs/backup-format.md): its manifest gives each
 * part's count and the parts the source's era lacked; its pages stream again for every walk, so
 * the dry run, the writing and the verification all read the same snapshot, and a resumed
 * transfer needs neither the old controller nor memory for the whole of it.
 */
import type { OpenedArchive } from './archive/archive-reader';
import type { ControllerPart } from './controller-reading';
import type { WalkSource } from './transfer-walk';

export function archiveSource(archive: OpenedArchive, signal?: AbortSignal): WalkSource {
  const counts: Partial<Record<ControllerPart, number>> = {};
  const missing = new Set<ControllerPart>();
  for (const entry of archive.manifest.parts) {
    counts[entry.part] = entry.count;
    if (entry.missing) missing.add(entry.part);
  }
  return {
    counts,
    missing,
    pages: (parts) => archive.pages({ parts, ...(signal ? { signal } : {}) }),
  };
}
