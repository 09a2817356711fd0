/**
 * What can stop a backup archive from being read or written (docs/backup-format.md), as data:
 * a code, English and Russian words that say what happened and what to do, and the details
 * behind them. Thrown as `ArchiveError`, an AppFailure, so a flow turns it into `abort` and a
 * shell sends it to the page as it is (architecture, conventions 4).
 */
import { AppFailure, type ErrorData } from '../../../shared/errors/error-data';
import { type LocalizedText } from '../../../shared/words/localized-text';
import { TRANSFER_WORDS } from '../transfer.words';

/** What a file that is not a Turnkey backup looks like, judged by its first bytes. */
export type ForeignKind =
  | 'empty'
  | 'zip'
  | 'pdf'
  | 'bzip2'
  | 'xz'
  | 'json'
  | 'text'
  | 'binary'
  | 'gzip_empty'
  | 'gzip_tar'
  | 'gzip_json'
  | 'gzip_text'
  | 'gzip_binary';

/** Why an archive is judged damaged. */
export type DamageReason =
  | 'gzip'
  | 'manifest'
  | 'line'
  | 'unknown_part'
  | 'unlisted_part'
  | 'order'
  | 'missing_part_records'
  | 'count'
  | 'checksum'
  | 'secret'
  | 'cut_off';

interface ArchiveErrorDetails {
  archive_not_found: { file: string };
  archive_foreign: { file: string; looksLike: ForeignKind; begins?: string; format?: string };
  archive_version: { file: string; version: number; supported: number };
  archive_damaged: {
    file: string;
    reason: DamageReason;
    part?: string;
    line?: number;
    expected?: number | string;
    found?: number | string;
    said?: string;
  };
  archive_passphrase: { file: string; reason: 'wrong' | 'missing' };
  archive_unwritable: { file: string; said: string };
}

export type ArchiveErrorCode = keyof ArchiveErrorDetails;

const LOOKS: Record<ForeignKind, LocalizedText> = {
  empty: TRANSFER_WORDS.emptyFile,
  zip: TRANSFER_WORDS.zipArchive,
  pdf: TRANSFER_WORDS.pdfDocument,
  bzip2: TRANSFER_WORDS.bzip2CompressedFile,
  xz: TRANSFER_WORDS.xzCompressedFile,
  json: TRANSFER_WORDS.jsonFileNotCompressed,
  text: TRANSFER_WORDS.textFileNotCompressed,
  binary: TRANSFER_WORDS.binaryDataAnotherProgram,
  gzip_empty: TRANSFER_WORDS.emptyCompressedFile,
  gzip_tar: TRANSFER_WORDS.compressedTarArchive,
  gzip_json: TRANSFER_WORDS.compressedJsonFileAnother,
  gzip_text: TRANSFER_WORDS.compressedTextFile,
  gzip_binary: TRANSFER_WORDS.compressedBinaryData,
};

const DAMAGE: Record<DamageReason, (d: ArchiveErrorDetails['archive_damaged']) => LocalizedText> = {
  gzip: (d) => TRANSFER_WORDS.gzipDamaged(d.said),
  manifest: (d) => TRANSFER_WORDS.manifestInvalid(d.said),
  line: (d) => TRANSFER_WORDS.notRecordLine(d.line, d.said),
  unknown_part: (d) => TRANSFER_WORDS.unknownPart(d.part),
  unlisted_part: (d) => TRANSFER_WORDS.unlistedPart(d.line, d.part),
  order: (d) => TRANSFER_WORDS.recordOutOfOrder(d.line, d.part),
  missing_part_records: (d) => TRANSFER_WORDS.missingPartRecords(d.line, d.part),
  count: (d) => TRANSFER_WORDS.wrongRecordCount(d.part, d.found, d.expected),
  checksum: (d) => TRANSFER_WORDS.checksumMismatch(d.part),
  secret: (d) => TRANSFER_WORDS.secretNotDecrypted(d.part, d.line),
  cut_off: (d) => TRANSFER_WORDS.lastLineCut(d.line),
};

const MESSAGES: { [C in ArchiveErrorCode]: (d: ArchiveErrorDetails[C]) => LocalizedText } = {
  archive_not_found: (d) => TRANSFER_WORDS.archiveNotFound(d.file),
  archive_foreign: (d) => {
    const looks = LOOKS[d.looksLike];
    return TRANSFER_WORDS.archiveForeign(d.file, looks, d.begins, d.format);
  },
  archive_version: (d) => TRANSFER_WORDS.archiveVersion(d.file, d.version, d.supported),
  archive_damaged: (d) => {
    const why = DAMAGE[d.reason](d);
    return TRANSFER_WORDS.archiveDamaged(d.file, why);
  },
  archive_passphrase: (d) =>
    d.reason === 'wrong'
      ? TRANSFER_WORDS.wrongPassphrase(d.file)
      : TRANSFER_WORDS.passphraseNeeded(d.file),
  archive_unwritable: (d) => TRANSFER_WORDS.archiveUnwritable(d.file, d.said),
};

export function archiveError<C extends ArchiveErrorCode>(
  code: C,
  details: ArchiveErrorDetails[C],
): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}

/** A described archive failure; `code` tells them apart without looking into `data`. */
export class ArchiveError<C extends ArchiveErrorCode = ArchiveErrorCode> extends AppFailure {
  readonly code: C;

  constructor(code: C, details: ArchiveErrorDetails[C]) {
    super(archiveError(code, details));
    this.name = 'ArchiveError';
    this.code = code;
  }

  static is<C extends ArchiveErrorCode>(error: unknown, code?: C): error is ArchiveError<C> {
    return error instanceof ArchiveError && (code === undefined || error.code === code);
  }
}

/** Work stopped on request; a write left no file behind (the runner ends it cancelled). */
export function archiveCancelled(file: string, work: 'write' | 'read' = 'write'): AppFailure {
  return new AppFailure({
    code: 'cancelled',
    message:
      work === 'write'
        ? TRANSFER_WORDS.cancelledNoBackupWritten(file)
        : TRANSFER_WORDS.cancelledWhileReading(file),
    details: { file },
  });
}
