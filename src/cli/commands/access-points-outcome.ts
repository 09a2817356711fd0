/**
 * How a change of `turnkey access-points` ends when not everything went well: one closing
 * sentence on standard error (a script reads the exit code, a person the reason above it and
 * this sentence last) and the exit code the flow gave (a controller that cannot be reached ends
 * with 3, as everywhere in `turnkey`). Values the wizard's form refused end as a usage error
 * (exit code 2), thrown like every wrong command line.
 */
import type { LocalizedText } from '../../shared/errors';
import type { CliFlowOutcome } from '../flow/run-flow';
import { EXIT_CODES } from '../exit-codes';
import { AccessPointsUsageError } from './access-points-options';

export type AccessPointsEndingCode =
  'not_all_verified' | 'not_confirmed' | 'stopped' | 'not_all_read';

/** A run of `access-points` that did not do all it was asked, as data. */
export interface AccessPointsEnding {
  /** One of AccessPointsEndingCode, or the code of the one controller that failed. */
  code: string;
  text: LocalizedText;
  exitCode: number;
}

/**
 * Undefined when the flow ended well (every change verified by reading it back, or nothing to
 * change); else how the command ends. Throws when the form refused the values.
 */
export function endOfChange(
  outcome: CliFlowOutcome,
  confirmedByYes: boolean,
): AccessPointsEnding | undefined {
  const { exitCode, job } = outcome;
  if (exitCode === EXIT_CODES.ok) return undefined;
  if (exitCode === EXIT_CODES.usage) {
    throw new AccessPointsUsageError('values_refused', {
      en: 'The values were refused at the fields above; nothing was sent.',
      ru: 'Значения отклонены в указанных выше полях; ничего не отправлено.',
    });
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
      en: 'The change stopped before anything was sent, for the reason above.',
      ru: 'Изменение остановлено до отправки, по причине, указанной выше.',
    },
    exitCode,
  };
}

/** Several controllers of `access-points list` could not be read (one alone ends with its own). */
export function notAllRead(failed: number, total: number): AccessPointsEnding {
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
export function endWith(ending: AccessPointsEnding | undefined): void {
  if (!ending) return;
  process.stderr.write(`turnkey: ${ending.text.en}\n`);
  process.exitCode = ending.exitCode;
}
