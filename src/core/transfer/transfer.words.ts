/** What the transfer feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

/** Russian's form for a count: 1 запись, 2 записи, 5 записей (and 11..14 записей). */
function russianForm(count: number, one: string, few: string, many: string): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

const EN = new Intl.NumberFormat('en-US');
const RU = new Intl.NumberFormat('ru-RU');

export const TRANSFER_WORDS = defineWords({
  /** "1 record", "6,972 records"; "1 запись", "6 972 записи" (numbers as each language writes them). */
  records: (count: number): LocalizedText => ({
    en: `${EN.format(count)} record${count === 1 ? '' : 's'}`,
    ru: `${RU.format(count)} ${russianForm(count, 'запись', 'записи', 'записей')}`,
  }),
  targetWouldRefuse: (
    invalid: number,
    example: { label: string; rule?: string } | undefined,
  ): LocalizedText => ({
    en: `${invalid} the target would refuse${example ? `, e.g. "${example.label}": ${example.rule}` : ''}.`,
    ru: `${invalid} целевой контроллер не примет${example ? `, например «${example.label}»: ${example.rule}` : ''}.`,
  }),
  transferRecords: (count: number): LocalizedText => ({
    en: `Transfer ${count} records`,
    ru: `Перенести записей: ${count}`,
  }),
  /** A position the modern staff set is given when it has none; the controller's staff speak Russian. */
  positionExample: { en: 'Employee', ru: 'Сотрудник' },
  notCarried: { en: 'not carried', ru: 'не переносится' },
  overwrittenCount: (different: number): LocalizedText => ({
    en: `${different} overwritten`,
    ru: `перезаписать ${different}`,
  }),
  keptCount: (different: number): LocalizedText => ({
    en: `${different} kept as they are`,
    ru: `оставить ${different} как есть`,
  }),
  stopCount: (different: number): LocalizedText => ({
    en: `${different} stop the transfer`,
    ru: `${different} остановят перенос`,
  }),
  newCount: (create: number): LocalizedText => ({ en: `${create} new`, ru: `новых ${create}` }),
  invalidCount: (invalid: number): LocalizedText => ({
    en: `${invalid} invalid`,
    ru: `недопустимых ${invalid}`,
  }),
  notCarriedTargetsStaff: (list: string): LocalizedText => ({
    en: `Not carried, the target's staff set has no place for: ${list}.`,
    ru: `Не переносится, в наборе полей целевого контроллера нет места для: ${list}.`,
  }),
  filledValueYouGave: (list: string): LocalizedText => ({
    en: `Filled with the value you gave: ${list}.`,
    ru: `Заполнено указанным вами значением: ${list}.`,
  }),
  sourceTargetHasIdentical: (
    source: number,
    identical: number,
    different: number,
  ): LocalizedText => ({
    en: `${source} in the source; the target has ${identical} identical, ${different} different`,
    ru: `в источнике ${source}; у цели одинаковых ${identical}, отличающихся ${different}`,
  }),
  differs: (words: LocalizedText, label: string, fields: string): LocalizedText => ({
    en: `${words.en} "${label}" differs: ${fields}`,
    ru: `${words.ru} «${label}» отличается: ${fields}`,
  }),
  transferTitle: (label: string, storedLabel: string): LocalizedText => ({
    en: `Transfer ${label} → ${storedLabel}`,
    ru: `Перенос ${label} → ${storedLabel}`,
  }),
  stopNowEndsAfter: {
    en: 'Stop now ends after the record being written; the checkpoint keeps what was written, and Resume goes on from there.',
    ru: '«Остановить сейчас» останавливает перенос после записываемой записи; контрольная точка хранит записанное, «Продолжить» продолжит с этого места.',
  },
  transferDataBetweenControllers: {
    en: 'Transfer data between controllers',
    ru: 'Перенос данных между контроллерами',
  },
  chooseSourceGiveBackup: {
    en: 'Choose a source, or give a backup file.',
    ru: 'Выберите источник или укажите файл резервной копии.',
  },
  sourceTargetSameController: {
    en: 'The source and the target are the same controller.',
    ru: 'Источник и цель — один и тот же контроллер.',
  },
  targetHoldsRecordOtherwise: (different: number): LocalizedText => ({
    en: `The target holds ${different} record(s) otherwise: with "stop" nothing would be written. Choose keep or overwrite.`,
    ru: `На целевом контроллере записей, отличающихся от источника: ${different}; при «остановиться» ничего не запишется. Выберите «оставить» или «перезаписать».`,
  }),
  dryRun: (label: string, preparedLabel: string): LocalizedText => ({
    en: `Dry run: ${label} → ${preparedLabel}`,
    ru: `Пробный прогон: ${label} → ${preparedLabel}`,
  }),
  resumeTransfer: { en: 'Resume a transfer', ru: 'Продолжить перенос' },
  resumeTitle: (label: string, storedLabel: string): LocalizedText => ({
    en: `Resume: ${label} → ${storedLabel}`,
    ru: `Продолжение: ${label} → ${storedLabel}`,
  }),
  resumeTheTransfer: { en: 'Resume the transfer', ru: 'Продолжить перенос' },
  notSourceFirmwareHas: {
    en: 'Not in the source: its firmware has no such section.',
    ru: 'Нет в источнике: в его прошивке нет такого раздела.',
  },
  notCarriedTargetsFirmware: (era: string, era2: string): LocalizedText => ({
    en: `Not carried: the target's firmware ${era} has no such section (it came in ${era2}).`,
    ru: `Не переносится: в прошивке целевого контроллера ${era} нет такого раздела (он появился в ${era2}).`,
  }),
  skippedChosenControllerNever: {
    en: 'Skipped as chosen: a controller never gives passwords out, so new accounts need one from you.',
    ru: 'Пропущено по выбору: контроллер не выдаёт пароли, поэтому новым учётным записям нужен пароль от вас.',
  },
  accountTransferLoggedLeft: (login: string): LocalizedText => ({
    en: `The account "${login}" this transfer is logged in with is left as it is.`,
    ru: `Учётная запись «${login}», под которой выполняется перенос, оставлена как есть.`,
  }),
  providerSecretSourceDid: {
    en: "A provider secret the source did not give out is written empty: type it in the target's biometry settings.",
    ru: 'Секреты провайдера, которые источник не выдал, записываются пустыми: введите их в настройках биометрии целевого контроллера.',
  },
  targetHadNoAccess: {
    en: "The target had no access point to take its controller uuid from: the source's is kept.",
    ru: 'У целевого контроллера не было точек доступа, чтобы взять его uuid: сохранён uuid источника.',
  },
  stoppedAfterRecordBeing: {
    en: 'Stopped after the record being written; the checkpoint keeps every record written. Resume goes on from there.',
    ru: 'Остановлено после записываемой записи; контрольная точка хранит всё записанное. «Продолжить» продолжит с этого места.',
  },
  writingRecordsResumed: { en: 'Writing the records (resumed)', ru: 'Запись данных (продолжение)' },
  writingRecords: { en: 'Writing the records', ru: 'Запись данных' },
  verifyingReadingTargetBack: {
    en: 'Verifying: reading the target back',
    ru: 'Проверка: чтение целевого контроллера',
  },
  writtenNewChangedRefused: (created: number, updated: number, refused: number): LocalizedText => ({
    en: `Written: ${created} new, ${updated} changed, ${refused} refused by the target.`,
    ru: `Записано: новых ${created}, изменено ${updated}, отклонено целевым контроллером ${refused}.`,
  }),
  verifiedTargetHoldsAll: (compared: number): LocalizedText => ({
    en: `Verified: the target holds all ${compared} carried records as the source had them.`,
    ru: `Проверено: целевой контроллер содержит все перенесённые записи (${compared}) как в источнике.`,
  }),
  verificationFoundDifferencesSee: {
    en: 'Verification found differences: see the report.',
    ru: 'Проверка нашла расхождения: см. отчёт.',
  },
  stoppedTargetHoldsOtherwise: (part: string, record: string): LocalizedText => ({
    en: `Stopped at ${part} "${record}": the target holds it otherwise, and conflicts were to stop the transfer. What was written before is in the journal; choose keep or overwrite and resume.`,
    ru: `Остановлено на ${part} «${record}»: на целевом контроллере запись другая, а при расхождениях перенос должен останавливаться. Записанное ранее — в журнале; выберите «оставить» или «перезаписать» и продолжите.`,
  }),
  noUnfinishedTransferOn: (target: string): LocalizedText => ({
    en: `No unfinished transfer to ${target} on this site. Start one without --resume.`,
    ru: `На этом объекте нет незавершённого переноса на ${target}. Запустите перенос без --resume.`,
  }),
  afterTransferTargetDiffers: (differences: number, missing: number): LocalizedText => ({
    en: `After the transfer the target differs from the source: ${differences} record(s) differ, ${missing} missing. See the verification; run the transfer again to finish it.`,
    ru: `После переноса целевой контроллер отличается от источника: различаются записей: ${differences}, отсутствуют: ${missing}. См. проверку; запустите перенос ещё раз, чтобы завершить.`,
  }),
  countingRecords: { en: 'counting records', ru: 'подсчёт записей' },
  readingController: { en: 'reading the controller', ru: 'чтение контроллера' },
  checkingFile: { en: 'checking the file', ru: 'проверка файла' },
  writtenTo: (recordsText: LocalizedText, file: string): LocalizedText => ({
    en: `${recordsText.en} written to ${file}`,
    ru: `в ${file} записано: ${recordsText.ru}`,
  }),
  includeSecrets: { en: 'Include secrets', ru: 'Сохранить секреты' },
  biometryProviderClientSecret: {
    en: 'The biometry provider’s client secret and password, encrypted with a passphrase. Without them the backup holds everything else, and they are typed again after a restore.',
    ru: 'Секрет клиента и пароль биометрического провайдера, зашифрованные парольной фразой. Без них в копии есть всё остальное, а их вводят заново после восстановления.',
  },
  passphrase: { en: 'Passphrase', ru: 'Парольная фраза' },
  leastCharactersNotKept: (minPassphrase: number): LocalizedText => ({
    en: `At least ${minPassphrase} characters. It is not kept anywhere: without it the secrets of this backup cannot be read.`,
    ru: `Не короче ${minPassphrase} символов. Она нигде не хранится: без неё секреты этой копии не прочитать.`,
  }),
  passphraseAgain: { en: 'Passphrase again', ru: 'Парольная фраза ещё раз' },
  passphraseLeastCharactersNeeded: (minPassphrase: number): LocalizedText => ({
    en: `A passphrase of at least ${minPassphrase} characters is needed to include secrets.`,
    ru: `Чтобы сохранить секреты, нужна парольная фраза не короче ${minPassphrase} символов.`,
  }),
  twoPassphrasesDiffer: { en: 'The two passphrases differ.', ru: 'Парольные фразы не совпадают.' },
  schedules: { en: 'Schedules', ru: 'Расписания' },
  accessPoints: { en: 'Access points', ru: 'Точки доступа' },
  accessPointAutomations: { en: 'Access point automations', ru: 'Автоматизации точек доступа' },
  directories: { en: 'Directories', ru: 'Справочники' },
  accessProfiles: { en: 'Access profiles', ru: 'Профили доступа' },
  staffProperties: { en: 'Staff properties', ru: 'Свойства сотрудников' },
  visitorProperties: { en: 'Visitor properties', ru: 'Свойства посетителей' },
  staff: { en: 'Staff', ru: 'Сотрудники' },
  visitors: { en: 'Visitors', ru: 'Посетители' },
  identifiers: { en: 'Identifiers', ru: 'Идентификаторы' },
  temporaryAccess: { en: 'Temporary access', ru: 'Временный доступ' },
  controllerUsers: { en: 'Controller users', ru: 'Пользователи контроллера' },
  biometryProviders: { en: 'Biometry providers', ru: 'Биометрические провайдеры' },
  biometryLinks: { en: 'Biometry links', ru: 'Связи биометрии' },
  timeTrackingExports: { en: 'Time-tracking exports', ru: 'Выгрузки учёта времени' },
  timeTrackingReports: { en: 'Time-tracking reports', ru: 'Отчёты учёта времени' },
  accessEvents: { en: 'Access events', ru: 'События доступа' },
  auditEvents: { en: 'Audit events', ru: 'События аудита' },
  notifications: { en: 'Notifications', ru: 'Уведомления' },
  backUp: { en: 'Back up', ru: 'Резервная копия' },
  file: { en: 'File', ru: 'Файл' },
  inTheFile: { en: 'in the file', ru: 'в файле' },
  biometryProviderSecrets: {
    en: 'Biometry provider secrets',
    ru: 'Секреты биометрического провайдера',
  },
  encryptedPassphrase: { en: 'encrypted with the passphrase', ru: 'зашифрованы парольной фразой' },
  leftOut: { en: 'left out', ru: 'не сохраняются' },
  afterRestoreProviderClient: {
    en: 'After a restore the provider’s client secret and password are typed again.',
    ru: 'После восстановления секрет клиента и пароль провайдера вводят заново.',
  },
  toRead: (label: string, total: LocalizedText): LocalizedText => ({
    en: `${label}: ${total.en} to read.`,
    ru: `${label}: прочитать ${total.ru}.`,
  }),
  firmwareHasNoBackup: (label: string, parts: LocalizedText): LocalizedText => ({
    en: `${label}: its firmware has no ${parts.en}; the backup says so.`,
    ru: `${label}: в его прошивке нет разделов: ${parts.ru}; это отмечается в копии.`,
  }),
  backedUpTo: (records: LocalizedText, file: string): LocalizedText => ({
    en: `Backed up ${records.en} to ${file}.`,
    ru: `Резервная копия: ${records.ru} в ${file}.`,
  }),
  backedUpRecords: (records: LocalizedText): LocalizedText => ({
    en: `Backed up: ${records.en}.`,
    ru: `Копия сделана: ${records.ru}.`,
  }),
  backedUpControllers: (done: number, records: LocalizedText): LocalizedText => ({
    en: `Backed up ${done} controllers: ${records.en}.`,
    ru: `Копии сделаны, контроллеров: ${done}; ${records.ru}.`,
  }),
  cancelledNoFileLeft: { en: 'Cancelled: no file was left.', ru: 'Отменено: файл не оставлен.' },
  backupFailed: { en: 'The backup failed.', ru: 'Резервная копия не сделана.' },
  backUpOne: { en: 'Back up', ru: 'Сделать копию' },
  backUpControllers: (count: number): LocalizedText => ({
    en: `Back up ${count} controllers`,
    ru: `Сделать копии контроллеров: ${count}`,
  }),
  emptyFile: { en: 'an empty file', ru: 'пустой файл' },
  zipArchive: { en: 'a ZIP archive', ru: 'ZIP-архив' },
  pdfDocument: { en: 'a PDF document', ru: 'документ PDF' },
  bzip2CompressedFile: { en: 'a bzip2-compressed file', ru: 'файл, сжатый bzip2' },
  xzCompressedFile: { en: 'an xz-compressed file', ru: 'файл, сжатый xz' },
  jsonFileNotCompressed: { en: 'a JSON file, not compressed', ru: 'несжатый файл JSON' },
  textFileNotCompressed: { en: 'a text file, not compressed', ru: 'несжатый текстовый файл' },
  binaryDataAnotherProgram: {
    en: 'binary data of another program',
    ru: 'двоичные данные другой программы',
  },
  emptyCompressedFile: { en: 'an empty compressed file', ru: 'пустой сжатый файл' },
  compressedTarArchive: { en: 'a compressed tar archive', ru: 'сжатый архив tar' },
  compressedJsonFileAnother: {
    en: 'a compressed JSON file of another program',
    ru: 'сжатый файл JSON другой программы',
  },
  compressedTextFile: { en: 'a compressed text file', ru: 'сжатый текстовый файл' },
  compressedBinaryData: { en: 'compressed binary data', ru: 'сжатые двоичные данные' },
  gzipDamaged: (said: undefined | string): LocalizedText => ({
    en: `its compressed data is cut off or corrupt (${said ?? 'gzip'})`,
    ru: `его сжатые данные обрезаны или испорчены (${said ?? 'gzip'})`,
  }),
  manifestInvalid: (said: undefined | string): LocalizedText => ({
    en: `its first line, the manifest, is not valid${said ? ` (${said})` : ''}`,
    ru: `его первая строка, манифест, неверна${said ? ` (${said})` : ''}`,
  }),
  notRecordLine: (line: undefined | number, said: undefined | string): LocalizedText => ({
    en: `line ${line} is not a record line${said ? ` (${said})` : ''}`,
    ru: `строка ${line} не является строкой записи${said ? ` (${said})` : ''}`,
  }),
  unknownPart: (part: undefined | string): LocalizedText => ({
    en: `it holds a part this Turnkey does not know, “${part}” (made by a newer Turnkey?)`,
    ru: `в нём есть часть, неизвестная этой версии Turnkey, «${part}» (сделан более новой версией?)`,
  }),
  unlistedPart: (line: undefined | number, part: undefined | string): LocalizedText => ({
    en: `line ${line} holds a record of “${part}”, which the manifest does not list`,
    ru: `строка ${line} содержит запись части «${part}», которой нет в манифесте`,
  }),
  recordOutOfOrder: (line: undefined | number, part: undefined | string): LocalizedText => ({
    en: `line ${line} holds a record of “${part}” out of the manifest's order`,
    ru: `строка ${line} содержит запись части «${part}» не в порядке манифеста`,
  }),
  missingPartRecords: (line: undefined | number, part: undefined | string): LocalizedText => ({
    en: `line ${line} holds a record of “${part}”, which the manifest says the controller did not have`,
    ru: `строка ${line} содержит запись части «${part}», которой, по манифесту, на контроллере не было`,
  }),
  wrongRecordCount: (
    part: undefined | string,
    found: undefined | string | number,
    expected: undefined | string | number,
  ): LocalizedText => ({
    en: `part “${part}” holds ${found} records where the manifest says ${expected}`,
    ru: `в части «${part}» записей ${found}, а в манифесте указано ${expected}`,
  }),
  checksumMismatch: (part: undefined | string): LocalizedText => ({
    en: `the records of part “${part}” do not match their checksum (changed after it was written)`,
    ru: `записи части «${part}» не совпадают с контрольной суммой (изменены после записи)`,
  }),
  secretNotDecrypted: (part: undefined | string, line: undefined | number): LocalizedText => ({
    en: `a secret of part “${part}” on line ${line} does not decrypt (changed after it was written)`,
    ru: `секрет части «${part}» в строке ${line} не расшифровывается (изменён после записи)`,
  }),
  lastLineCut: (line: undefined | number): LocalizedText => ({
    en: `its last line (${line}) is cut off`,
    ru: `его последняя строка (${line}) обрезана`,
  }),
  archiveNotFound: (file: string): LocalizedText => ({
    en: `There is no file ${file}. Check the name and the folder, then try again.`,
    ru: `Файла ${file} нет. Проверьте имя и папку и повторите.`,
  }),
  archiveForeign: (
    file: string,
    looks: LocalizedText,
    begins: string | undefined,
    format: string | undefined,
  ): LocalizedText => ({
    en: `${file} is not a Turnkey backup: it looks like ${looks.en}${begins ? ` beginning “${begins}”` : ''}${format ? ` (its format says “${format}”)` : ''}. Choose a .tkbackup file made by Turnkey.`,
    ru: `${file} не резервная копия Turnkey: похоже, это ${looks.ru}${begins ? `, начинается с «${begins}»` : ''}${format ? ` (формат в нём: «${format}»)` : ''}. Выберите файл .tkbackup, созданный Turnkey.`,
  }),
  archiveVersion: (file: string, version: number, supported: number): LocalizedText => ({
    en: `${file} is a backup of format version ${version}, made by a newer Turnkey; this one reads version ${supported}. Update Turnkey to open it.`,
    ru: `${file} — резервная копия формата версии ${version}, созданная более новой версией Turnkey; эта читает версию ${supported}. Обновите Turnkey, чтобы открыть её.`,
  }),
  archiveDamaged: (file: string, why: LocalizedText): LocalizedText => ({
    en: `${file} is damaged: ${why.en}. Nothing was read from it; use another copy of the backup.`,
    ru: `${file} повреждён: ${why.ru}. Из него ничего не прочитано; возьмите другую копию резервной копии.`,
  }),
  wrongPassphrase: (file: string): LocalizedText => ({
    en: `The passphrase does not open the secrets of ${file}. Type the passphrase the backup was made with.`,
    ru: `Парольная фраза не открывает секреты ${file}. Введите фразу, с которой была сделана резервная копия.`,
  }),
  passphraseNeeded: (file: string): LocalizedText => ({
    en: `${file} holds encrypted secrets: give the passphrase it was made with.`,
    ru: `${file} содержит зашифрованные секреты: укажите парольную фразу, с которой он сделан.`,
  }),
  archiveUnwritable: (file: string, said: string): LocalizedText => ({
    en: `The backup could not be written to ${file} (${said}). Check the free space and the folder's permissions, then back up again.`,
    ru: `Не удалось записать резервную копию в ${file} (${said}). Проверьте свободное место и права на папку и повторите.`,
  }),
  cancelledNoBackupWritten: (file: string): LocalizedText => ({
    en: `Cancelled: no backup was written to ${file}.`,
    ru: `Отменено: резервная копия в ${file} не записана.`,
  }),
  cancelledWhileReading: (file: string): LocalizedText => ({
    en: `Cancelled while reading ${file}.`,
    ru: `Чтение ${file} отменено.`,
  }),
  eventHistoryKeptBackup: {
    en: 'Event history: kept in the backup and the report, not written to the target as new events.',
    ru: 'История событий: хранится в резервной копии и отчёте, на целевой контроллер не записывается как новые события.',
  },
  keepTargetsRecord: { en: "Keep the target's record", ru: 'Оставить запись целевого контроллера' },
  overwriteSources: { en: "Overwrite with the source's", ru: 'Перезаписать записью источника' },
  stopChangeNothing: { en: 'Stop: change nothing', ru: 'Остановиться: ничего не менять' },
  takeRecords: { en: 'Take the records from', ru: 'Откуда взять данные' },
  controllerSiteBackupTaken: {
    en: 'A controller of this site (a backup of it is taken first and kept in the site folder), or a backup kept there.',
    ru: 'Контроллер этого объекта (сначала с него снимается резервная копия в папку объекта) или хранящаяся там копия.',
  },
  backupFile: { en: 'Or a backup file', ru: 'Или файл резервной копии' },
  fullPathTkbackupFile: {
    en: 'The full path of a .tkbackup file on this computer (from a USB stick, another laptop).',
    ru: 'Полный путь к файлу .tkbackup на этом компьютере (с флешки, с другого ноутбука).',
  },
  writeThem: { en: 'Write them to', ru: 'Куда записать' },
  recordTargetHoldsOtherwise: {
    en: 'A record the target holds otherwise',
    ru: 'Запись, которая на целевом контроллере другая',
  },
  positionPeopleWithoutOne: {
    en: 'Position for people without one',
    ru: 'Должность для сотрудников без неё',
  },
  modernStaffSetRequires: {
    en: 'The modern staff set requires dolzhnost; the legacy set has none. Left empty, it is written empty.',
    ru: 'Современный набор полей требует должность, в устаревшем её нет. Если оставить пустой, запишется пустая.',
  },
  authenticationUsers: { en: 'Authentication users', ru: 'Учётные записи' },
  skipThem: { en: 'Skip them', ru: 'Пропустить' },
  createThemNewPassword: { en: 'Create them with a new password', ru: 'Создать с новым паролем' },
  theirNewPassword: { en: 'Their new password', ru: 'Их новый пароль' },
  keptComputersKeychainOnly: {
    en: "Kept in this computer's keychain only, under each account of the target.",
    ru: 'Хранится только в связке ключей этого компьютера, для каждой учётной записи целевого контроллера.',
  },
  backupPassphrase: { en: 'Backup passphrase', ru: 'Пароль резервной копии' },
  onlyBackupMadeSecrets: {
    en: 'Only for a backup made with its secrets included.',
    ru: 'Только для копии, сделанной вместе с секретами.',
  },
  backupUtcRecords: (name: string, when: string, value: number): LocalizedText => ({
    en: `Backup of ${name}, ${when} UTC (${value} records)`,
    ru: `Копия ${name}, ${when} UTC (записей: ${value})`,
  }),
});
