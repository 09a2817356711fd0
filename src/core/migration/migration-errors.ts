/**
 * How the migration job's failures read (spec 4.14, D17), as data with a code and both
 * languages. The controller's own message is quoted as it said it (free text in its language),
 * never translated; what to do next is ours.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import { ClientError } from '../client/client-error';

/** D17: the controller's 500 E when no storage drive is present. */
const NO_DRIVE = /storage drive not connected/i;

/** True when the controller refused a start because no drive is connected (D17). */
export function isNoDrive(error: unknown): boolean {
  return (
    ClientError.is(error, 'server_fault') && NO_DRIVE.test(error.details.reason ?? error.message)
  );
}

export function noDriveError(said: string): ErrorData {
  return {
    code: 'migration_no_drive',
    message: {
      en: 'No storage drive is connected to the controller. Connect the drive, then start the migration again.',
      ru: 'К контроллеру не подключён накопитель. Подключите накопитель и запустите перенос снова.',
    },
    details: { said },
  };
}

/** "1 200 of 4 000 records" in both languages. */
export function countsText(processed: number | undefined, total: number | undefined) {
  if (processed === undefined || total === undefined) {
    return { en: 'no records counted', ru: 'записи не подсчитаны' };
  }
  return { en: `${processed} of ${total} records`, ru: `${processed} из ${total} записей` };
}

/** The controller ended the run in `error`: its message, as it said it (a pulled drive, ...). */
export function migrationFailedError(
  said: string | undefined,
  processed?: number,
  total?: number,
): ErrorData {
  const counts = countsText(processed, total);
  const quoted = said ? `: “${said}”` : '';
  return {
    code: 'migration_failed',
    message: {
      en: `The controller ended the migration with an error at ${counts.en}${quoted}. Check the storage drive, then start the migration again.`,
      ru: `Контроллер завершил перенос с ошибкой на ${counts.ru}${quoted}. Проверьте накопитель и запустите перенос снова.`,
    },
    details: {
      ...(said ? { said } : {}),
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** The run stopped on the controller without this job asking (another client stopped it). */
export function stoppedElsewhereError(
  said: string | undefined,
  processed?: number,
  total?: number,
): ErrorData {
  const counts = countsText(processed, total);
  const quoted = said ? ` (“${said}”)` : '';
  return {
    code: 'migration_stopped_elsewhere',
    message: {
      en: `The migration was stopped on the controller at ${counts.en}, not from here${quoted}. Start it again to copy the rest.`,
      ru: `Перенос остановлен на контроллере на ${counts.ru}, не отсюда${quoted}. Запустите его снова, чтобы скопировать остальное.`,
    },
    details: {
      ...(said ? { said } : {}),
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** This job was cancelled: the controller was told to stop (`POST /migration/stop`). */
export function stoppedHereError(processed?: number, total?: number): ErrorData {
  const counts = countsText(processed, total);
  return {
    // `cancelled`, so the runner ends the job cancelled rather than failed.
    code: 'cancelled',
    message: {
      en: `Stopped at ${counts.en}. Start the migration again to copy them all anew.`,
      ru: `Остановлено на ${counts.ru}. Запустите перенос снова, чтобы скопировать всё заново.`,
    },
    details: {
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** The controller was told to stop, but reads back still copying. */
export function stillCopyingError(processed?: number, total?: number): ErrorData {
  const counts = countsText(processed, total);
  return {
    code: 'migration_not_stopped',
    message: {
      en: `The controller was told to stop the migration but is still copying (${counts.en}). Stop it again, or look at it on the controller.`,
      ru: `Контроллеру отправлена остановка переноса, но копирование продолжается (${counts.ru}). Остановите его ещё раз или проверьте на контроллере.`,
    },
    details: {
      ...(processed !== undefined ? { processed } : {}),
      ...(total !== undefined ? { total } : {}),
    },
  };
}

/** A watch found no run going on: the job's last state, as the controller keeps it. */
export function notRunningError(state: {
  status: string;
  processed?: number | undefined;
  total?: number | undefined;
}): ErrorData {
  const counts = countsText(state.processed, state.total);
  return {
    code: 'migration_not_running',
    message: {
      en: `No migration is running on the controller (its last run: ${state.status}, ${counts.en}).`,
      ru: `На контроллере перенос не выполняется (последний запуск: ${state.status}, ${counts.ru}).`,
    },
    details: { status: state.status },
  };
}

/** A migration section is missing from the controller's firmware (1.5, 1.6: D11). */
export function noMigrationError(): ErrorData {
  return {
    code: 'migration_not_supported',
    message: {
      en: 'This controller’s firmware has no migration job (it came with firmware 1.7). Update the firmware to copy its event logs to a drive.',
      ru: 'В прошивке этого контроллера нет переноса данных (он появился в прошивке 1.7). Обновите прошивку, чтобы копировать журналы событий на накопитель.',
    },
  };
}
