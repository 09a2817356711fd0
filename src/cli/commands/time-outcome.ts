/**
 * How `turnkey time` ends when not everything went well: one closing sentence on standard error
 * (a script reads the exit code, a person the reason of each controller above it and this
 * sentence last) and the exit code of what happened, kept as the flow or the failed controller
 * gave it (a controller that cannot be reached ends with 3, as everywhere in `turnkey`), so the
 * ending is data rather than a thrown error.
 */
import type { LocalizedText } from '../../shared/errors';
import type { CliFlowOutcome } from '../flow/run-flow';
import { EXIT_CODES } from '../exit-codes';

export type TimeEndingCode =
  'not_all_verified' | 'not_confirmed' | 'stopped' | 'not_all_read' | 'settings_refused';

/** A run of `time` that did not do all it was asked, as data. */
export interface TimeEnding {
  /** One of TimeEndingCode, or the code of the one controller that failed. */
  code: string;
  text: LocalizedText;
  exitCode: number;
}

/**
 * Undefined when the time flow ended well (every controller verified, or nothing to change);
 * else how the command ends.
 */
export function endOfTimeSet(
  outcome: CliFlowOutcome,
  confirmedByYes: boolean,
): TimeEnding | undefined {
  const { exitCode, job } = outcome;
  if (exitCode === EXIT_CODES.ok) return undefined;
  if (exitCode === EXIT_CODES.usage) {
    return {
      code: 'settings_refused',
      text: {
        en: 'The settings were refused at the fields above (a time zone must be one every chosen controller knows); nothing was sent.',
        ru: 'Настройки отклонены в указанных выше полях (часовой пояс должен быть известен всем выбранным контроллерам); ничего не отправлено.',
      },
      exitCode,
    };
  }
  if (job) {
    const total = job.controllers.length;
    const missed = job.controllers.filter((c) => c.state !== 'succeeded').length;
    return {
      code: 'not_all_verified',
      text: {
        en: `${missed} of ${total} controller${total === 1 ? '' : 's'} not verified: see each one's reason above.`,
        ru: `Не проверено контроллеров: ${missed} из ${total}; причина каждого — выше.`,
      },
      exitCode,
    };
  }
  // Without --yes, a plan followed by a failure is one the engineer declined at the prompt.
  if (outcome.plan && !confirmedByYes && exitCode === EXIT_CODES.failure) {
    return {
      code: 'not_confirmed',
      text: {
        en: 'The plan was not confirmed; nothing was sent.',
        ru: 'План не подтверждён; ничего не отправлено.',
      },
      exitCode,
    };
  }
  return {
    code: 'stopped',
    text: {
      en: 'The time settings stopped before anything was sent, for the reason above.',
      ru: 'Установка времени остановлена до отправки, по причине, указанной выше.',
    },
    exitCode,
  };
}

/** Several controllers of `time show` could not be read (one alone ends with its own error). */
export function notAllRead(failed: number, total: number): TimeEnding {
  return {
    code: 'not_all_read',
    text: {
      en: `${failed} of ${total} controllers could not be read: see their rows.`,
      ru: `Не удалось прочитать контроллеров: ${failed} из ${total}; см. их строки.`,
    },
    exitCode: EXIT_CODES.failure,
  };
}

/** Says the ending and sets the exit code the command ends with; nothing when there is none. */
export function endWith(ending: TimeEnding | undefined): void {
  if (!ending) return;
  process.stderr.write(`turnkey: ${ending.text.en}\n`);
  process.exitCode = ending.exitCode;
}
