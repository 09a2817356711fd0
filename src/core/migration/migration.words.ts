/** What the migration feature says, in both languages (see src/shared/words/define-words.ts). */
import { defineWords } from '../../shared/words/define-words';
import type { LocalizedText } from '../../shared/words/localized-text';

export const MIGRATION_WORDS = defineWords({
  noStorageDriveConnected: {
    en: 'No storage drive is connected to the controller. Connect the drive, then start the migration again.',
    ru: 'К контроллеру не подключён накопитель. Подключите накопитель и запустите перенос снова.',
  },
  noRecordsCounted: { en: 'no records counted', ru: 'записи не подсчитаны' },
  records: (processed: number, total: number): LocalizedText => ({
    en: `${processed} of ${total} records`,
    ru: `${processed} из ${total} записей`,
  }),
  controllerEndedMigrationError: (counts: LocalizedText, quoted: string): LocalizedText => ({
    en: `The controller ended the migration with an error at ${counts.en}${quoted}. Check the storage drive, then start the migration again.`,
    ru: `Контроллер завершил перенос с ошибкой на ${counts.ru}${quoted}. Проверьте накопитель и запустите перенос снова.`,
  }),
  migrationStoppedOnController: (counts: LocalizedText, quoted: string): LocalizedText => ({
    en: `The migration was stopped on the controller at ${counts.en}, not from here${quoted}. Start it again to copy the rest.`,
    ru: `Перенос остановлен на контроллере на ${counts.ru}, не отсюда${quoted}. Запустите его снова, чтобы скопировать остальное.`,
  }),
  stoppedStartMigrationAgain: (counts: LocalizedText): LocalizedText => ({
    en: `Stopped at ${counts.en}. Start the migration again to copy them all anew.`,
    ru: `Остановлено на ${counts.ru}. Запустите перенос снова, чтобы скопировать всё заново.`,
  }),
  controllerToldStopMigration: (counts: LocalizedText): LocalizedText => ({
    en: `The controller was told to stop the migration but is still copying (${counts.en}). Stop it again, or look at it on the controller.`,
    ru: `Контроллеру отправлена остановка переноса, но копирование продолжается (${counts.ru}). Остановите его ещё раз или проверьте на контроллере.`,
  }),
  noMigrationRunningOn: (status: string, counts: LocalizedText): LocalizedText => ({
    en: `No migration is running on the controller (its last run: ${status}, ${counts.en}).`,
    ru: `На контроллере перенос не выполняется (последний запуск: ${status}, ${counts.ru}).`,
  }),
  controllerFirmwareHasNo: {
    en: 'This controller’s firmware has no migration job (it came with firmware 1.7). Update the firmware to copy its event logs to a drive.',
    ru: 'В прошивке этого контроллера нет переноса данных (он появился в прошивке 1.7). Обновите прошивку, чтобы копировать журналы событий на накопитель.',
  },
  controllerNotOnOpen: {
    en: 'This controller is not on the open site, so Turnkey does not follow its migration. Add it to the site to follow and stop it here.',
    ru: 'Этого контроллера нет в открытом объекте, поэтому Turnkey не следит за его переносом. Добавьте его в объект, чтобы следить за переносом и останавливать его отсюда.',
  },
  copyEventLogsStorage: {
    en: 'Copy event logs to the storage drive',
    ru: 'Перенос журналов событий на накопитель',
  },
  eventLogsCopyingStorage: {
    en: 'Event logs copying to the storage drive',
    ru: 'Перенос журналов событий на накопитель',
  },
  idle: { en: 'idle', ru: 'не выполняется' },
  copying: { en: 'copying', ru: 'идёт копирование' },
  completed: { en: 'completed', ru: 'завершён' },
  error: { en: 'error', ru: 'ошибка' },
  withControllerMessage: (words: LocalizedText, message: string): LocalizedText => ({
    en: `${words.en} (“${message}”)`,
    ru: `${words.ru} («${message}»)`,
  }),
  state: { en: 'State', ru: 'Состояние' },
  lastRun: { en: 'Last run', ru: 'Последний запуск' },
  never: { en: 'never', ru: 'не было' },
  now: { en: 'now', ru: 'сейчас' },
  recordsCopied: { en: 'Records copied', ru: 'Скопировано записей' },
  noneYet: { en: 'none yet', ru: 'пока нет' },
  everyEventRecordController: {
    en: 'every event record of the controller now',
    ru: 'все записи событий контроллера на сейчас',
  },
  storageDriveMustConnected: {
    en: 'A storage drive must be connected to the controller.',
    ru: 'К контроллеру должен быть подключён накопитель.',
  },
  stopNowTellsController: {
    en: 'Stop now tells the controller to stop the copy (POST /migration/stop); what was copied stays on the drive.',
    ru: '«Остановить сейчас» отправляет контроллеру остановку копирования (POST /migration/stop); скопированное остаётся на накопителе.',
  },
  completedCopied: (counts: LocalizedText): LocalizedText => ({
    en: `Completed: ${counts.en} copied.`,
    ru: `Завершено: скопировано ${counts.ru}.`,
  }),
  stopped: (counts: LocalizedText): LocalizedText => ({
    en: `Stopped at ${counts.en}.`,
    ru: `Остановлено на ${counts.ru}.`,
  }),
  failed: (counts: LocalizedText): LocalizedText => ({
    en: `Failed at ${counts.en}.`,
    ru: `Ошибка на ${counts.ru}.`,
  }),
  skippedNoMigration: (label: string): LocalizedText => ({
    en: `${label}: skipped, its firmware has no migration job.`,
    ru: `${label}: пропущен, в его прошивке нет переноса данных.`,
  }),
  alreadyCopying: (label: string, counts: LocalizedText): LocalizedText => ({
    en: `${label}: copying already (${counts.en}); it is followed, not started again.`,
    ru: `${label}: копирование уже идёт (${counts.ru}); за ним следят, повторно не запускают.`,
  }),
  followCopy: { en: 'Follow the copy', ru: 'Следить за копированием' },
  startCopying: { en: 'Start copying', ru: 'Начать копирование' },
  startCopyingOn: (count: number): LocalizedText => ({
    en: `Start copying on ${count} controllers`,
    ru: `Начать копирование на контроллерах: ${count}`,
  }),
  copyingStep: (text: LocalizedText): LocalizedText => ({
    en: `copying: ${text.en}`,
    ru: `копирование: ${text.ru}`,
  }),
  startingCopy: { en: 'starting the copy', ru: 'запуск копирования' },
  migrationEventLogsStorage: {
    en: 'Migration of the event logs to the storage drive started.',
    ru: 'Начат перенос журналов событий на накопитель.',
  },
  followingCopy: { en: 'following the copy', ru: 'наблюдение за копированием' },
  eventLogsCopiedStorage: (text: LocalizedText): LocalizedText => ({
    en: `Event logs copied to the storage drive: ${text.en}.`,
    ru: `Журналы событий скопированы на накопитель: ${text.ru}.`,
  }),
  completedStep: (text: LocalizedText): LocalizedText => ({
    en: `completed: ${text.en}`,
    ru: `завершено: ${text.ru}`,
  }),
  stoppingCopy: { en: 'stopping the copy', ru: 'остановка копирования' },
  migrationCouldNotStopped: (message: LocalizedText): LocalizedText => ({
    en: `The migration could not be stopped: ${message.en}`,
    ru: `Не удалось остановить перенос: ${message.ru}`,
  }),
  stopAskedStillCopying: {
    en: 'The controller was told to stop the migration but it is still copying.',
    ru: 'Контроллеру отправлена остановка переноса, но копирование продолжается.',
  },
  migrationStoppedAt: (counts: LocalizedText): LocalizedText => ({
    en: `Migration stopped at ${counts.en}.`,
    ru: `Перенос остановлен на ${counts.ru}.`,
  }),
});
