/**
 * What can stop a backup archive from being read or written (docs/backup-format.md), as data:
 * a code, English and Russian words that say what happened and what to do, and the details
 * behind them. Thrown as `ArchiveError`, an AppFailure, so a flow turns it into `abort` and a
 * shell sends it to the page as it is (architecture, conventions 4).
 */
import { AppFailure, type ErrorData } from '../../../shared/errors/error-data';
import { type LocalizedText } from '../../../shared/words/localized-text';

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
  empty: { en: 'an empty file', ru: 'пустой файл' },
  zip: { en: 'a ZIP archive', ru: 'ZIP-архив' },
  pdf: { en: 'a PDF document', ru: 'документ PDF' },
  bzip2: { en: 'a bzip2-compressed file', ru: 'файл, сжатый bzip2' },
  xz: { en: 'an xz-compressed file', ru: 'файл, сжатый xz' },
  json: { en: 'a JSON file, not compressed', ru: 'несжатый файл JSON' },
  text: { en: 'a text file, not compressed', ru: 'несжатый текстовый файл' },
  binary: { en: 'binary data of another program', ru: 'двоичные данные другой программы' },
  gzip_empty: { en: 'an empty compressed file', ru: 'пустой сжатый файл' },
  gzip_tar: { en: 'a compressed tar archive', ru: 'сжатый архив tar' },
  gzip_json: {
    en: 'a compressed JSON file of another program',
    ru: 'сжатый файл JSON другой программы',
  },
  gzip_text: { en: 'a compressed text file', ru: 'сжатый текстовый файл' },
  gzip_binary: { en: 'compressed binary data', ru: 'сжатые двоичные данные' },
};

const DAMAGE: Record<DamageReason, (d: ArchiveErrorDetails['archive_damaged']) => LocalizedText> = {
  gzip: (d) => ({
    en: `its compressed data is cut off or corrupt (${d.said ?? 'gzip'})`,
    ru: `его сжатые данные обрезаны или испорчены (${d.said ?? 'gzip'})`,
  }),
  manifest: (d) => ({
    en: `its first line, the manifest, is not valid${d.said ? ` (${d.said})` : ''}`,
    ru: `его первая строка, манифест, неверна${d.said ? ` (${d.said})` : ''}`,
  }),
  line: (d) => ({
    en: `line ${d.line} is not a record line${d.said ? ` (${d.said})` : ''}`,
    ru: `строка ${d.line} не является строкой записи${d.said ? ` (${d.said})` : ''}`,
  }),
  unknown_part: (d) => ({
    en: `it holds a part this Turnkey does not know, “${d.part}” (made by a newer Turnkey?)`,
    ru: `в нём есть часть, неизвестная этой версии Turnkey, «${d.part}» (сделан более новой версией?)`,
  }),
  unlisted_part: (d) => ({
    en: `line ${d.line} holds a record of “${d.part}”, which the manifest does not list`,
    ru: `строка ${d.line} содержит запись части «${d.part}», которой нет в манифесте`,
  }),
  order: (d) => ({
    en: `line ${d.line} holds a record of “${d.part}” out of the manifest's order`,
    ru: `строка ${d.line} содержит запись части «${d.part}» не в порядке манифеста`,
  }),
  missing_part_records: (d) => ({
    en: `line ${d.line} holds a record of “${d.part}”, which the manifest says the controller did not have`,
    ru: `строка ${d.line} содержит запись части «${d.part}», которой, по манифесту, на контроллере не было`,
  }),
  count: (d) => ({
    en: `part “${d.part}” holds ${d.found} records where the manifest says ${d.expected}`,
    ru: `в части «${d.part}» записей ${d.found}, а в манифесте указано ${d.expected}`,
  }),
  checksum: (d) => ({
    en: `the records of part “${d.part}” do not match their checksum (changed after it was written)`,
    ru: `записи части «${d.part}» не совпадают с контрольной суммой (изменены после записи)`,
  }),
  secret: (d) => ({
    en: `a secret of part “${d.part}” on line ${d.line} does not decrypt (changed after it was written)`,
    ru: `секрет части «${d.part}» в строке ${d.line} не расшифровывается (изменён после записи)`,
  }),
  cut_off: (d) => ({
    en: `its last line (${d.line}) is cut off`,
    ru: `его последняя строка (${d.line}) обрезана`,
  }),
};

const MESSAGES: { [C in ArchiveErrorCode]: (d: ArchiveErrorDetails[C]) => LocalizedText } = {
  archive_not_found: (d) => ({
    en: `There is no file ${d.file}. Check the name and the folder, then try again.`,
    ru: `Файла ${d.file} нет. Проверьте имя и папку и повторите.`,
  }),
  archive_foreign: (d) => {
    const looks = LOOKS[d.looksLike];
    const begins = d.begins ? ` beginning “${d.begins}”` : '';
    const beginsRu = d.begins ? `, начинается с «${d.begins}»` : '';
    const format = d.format ? ` (its format says “${d.format}”)` : '';
    const formatRu = d.format ? ` (формат в нём: «${d.format}»)` : '';
    return {
      en: `${d.file} is not a Turnkey backup: it looks like ${looks.en}${begins}${format}. Choose a .tkbackup file made by Turnkey.`,
      ru: `${d.file} не резервная копия Turnkey: похоже, это ${looks.ru}${beginsRu}${formatRu}. Выберите файл .tkbackup, созданный Turnkey.`,
    };
  },
  archive_version: (d) => ({
    en: `${d.file} is a backup of format version ${d.version}, made by a newer Turnkey; this one reads version ${d.supported}. Update Turnkey to open it.`,
    ru: `${d.file} — резервная копия формата версии ${d.version}, созданная более новой версией Turnkey; эта читает версию ${d.supported}. Обновите Turnkey, чтобы открыть её.`,
  }),
  archive_damaged: (d) => {
    const why = DAMAGE[d.reason](d);
    return {
      en: `${d.file} is damaged: ${why.en}. Nothing was read from it; use another copy of the backup.`,
      ru: `${d.file} повреждён: ${why.ru}. Из него ничего не прочитано; возьмите другую копию резервной копии.`,
    };
  },
  archive_passphrase: (d) =>
    d.reason === 'wrong'
      ? {
          en: `The passphrase does not open the secrets of ${d.file}. Type the passphrase the backup was made with.`,
          ru: `Парольная фраза не открывает секреты ${d.file}. Введите фразу, с которой была сделана резервная копия.`,
        }
      : {
          en: `${d.file} holds encrypted secrets: give the passphrase it was made with.`,
          ru: `${d.file} содержит зашифрованные секреты: укажите парольную фразу, с которой он сделан.`,
        },
  archive_unwritable: (d) => ({
    en: `The backup could not be written to ${d.file} (${d.said}). Check the free space and the folder's permissions, then back up again.`,
    ru: `Не удалось записать резервную копию в ${d.file} (${d.said}). Проверьте свободное место и права на папку и повторите.`,
  }),
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
        ? {
            en: `Cancelled: no backup was written to ${file}.`,
            ru: `Отменено: резервная копия в ${file} не записана.`,
          }
        : {
            en: `Cancelled while reading ${file}.`,
            ru: `Чтение ${file} отменено.`,
          },
    details: { file },
  });
}
