/**
 * How a backup reads on a terminal (docs/backup-format.md): what it is, which controller it
 * came from, whether secrets are inside, its SHA-256 and size, and a table of its parts with
 * their records and checksums; with `--json`, the same as one JSON object (the file, its digest
 * and the manifest as it is in the file).
 */
import type { ArchiveManifest } from '../../core/transfer/archive/archive-manifest';
import { recordTotal } from '../../core/transfer/archive/archive-manifest';
import { openArchive } from '../../core/transfer/archive/archive-reader';
import { isErrorCode } from '../../shared/errors';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import type { JobEnded } from '../flow/run-flow';
import { renderTable } from '../output/table';
import { localTime } from '../output/words';

type Print = (text: string) => void;

export interface ShownBackup {
  file: string;
  sha256: string;
  bytes: number;
  manifest: ArchiveManifest;
}

export function backupJson(backup: ShownBackup): string {
  return `${JSON.stringify(backup)}\n`;
}

export function printBackup(backup: ShownBackup, out: Print): void {
  const { manifest } = backup;
  const source = manifest.source;
  const name = source.serial ?? source.label ?? 'a controller';
  const about = [
    source.model,
    `firmware ${source.firmware}`,
    `${source.fieldSet} staff fields`,
  ].filter(Boolean);
  out(`${backup.file}\n`);
  out(
    `  Turnkey backup, format ${manifest.version}, made ${localTime(manifest.createdAt)}${manifest.app ? ` by Turnkey ${manifest.app}` : ''}\n`,
  );
  out(
    `  Controller: ${name} (${about.join(', ')})${source.address ? ` at ${source.address}` : ''}\n`,
  );
  if (source.fingerprint256) out(`  Certificate: ${source.fingerprint256}\n`);
  out(
    `  Secrets: ${manifest.secrets.included ? `encrypted (scrypt N=${manifest.secrets.N}, r=${manifest.secrets.r}, p=${manifest.secrets.p}; AES-256-GCM)` : 'left out'}\n`,
  );
  out(`  SHA-256: ${backup.sha256}, ${backup.bytes} bytes\n\n`);
  const counts = manifest.parts.map((p) => (p.missing ? 'not on this firmware' : String(p.count)));
  // Numbers right-aligned, as in every table of Turnkey.
  const width = Math.max(...counts.filter((c) => /^\d+$/.test(c)).map((c) => c.length), 0);
  const rows = manifest.parts.map((p, i) => [
    p.part,
    p.missing ? counts[i]! : counts[i]!.padStart(width),
    p.missing ? '' : `${p.sha256.slice(0, 16)}…`,
  ]);
  out(renderTable(['Part', 'Records', 'SHA-256'], rows));
  out(`\n${recordTotal(manifest)} records.\n`);
}

/**
 * How `turnkey backup` ends once its job ended: the file's manifest on standard output (as text
 * or JSON), or why it failed on standard error with that error's exit code; Ctrl+C leaves no
 * file and ends with 130.
 */
export function backupEnded(json: boolean, out: Print, err: Print): JobEnded {
  return async (job, interrupted) => {
    const sub = job.controllers[0];
    if (job.state !== 'succeeded' || !sub?.result) {
      const error = sub?.error;
      err(`turnkey: ${error?.message.en ?? job.summary?.en ?? 'The backup failed.'}\n`);
      if (interrupted) return EXIT_CODES.interrupted;
      return error && isErrorCode(error.code) ? exitCodeForError(error.code) : EXIT_CODES.failure;
    }
    const file = sub.result['file'] as string;
    const opened = await openArchive(file);
    const shown = { file, sha256: opened.sha256, bytes: opened.bytes, manifest: opened.manifest };
    if (json) out(backupJson(shown));
    else printBackup(shown, out);
    return EXIT_CODES.ok;
  };
}
