/**
 * How `turnkey network` ends when not everything went well. The command line ends with the exit
 * code of a thrown error (report-error.ts) and with 0 after a command that returned, so an
 * outcome that is not a success is thrown, as one closing sentence: a script reads the exit code,
 * a person the reason of each controller above it and this sentence last.
 */
import type { LocalizedText } from '../../shared/errors';
import type { CliFlowOutcome } from '../flow/run-flow';
import { EXIT_CODES } from '../exit-codes';
import { NetworkUsageError } from './network-options';

export type NetworkOutcomeCode = 'not_all_verified' | 'not_confirmed' | 'stopped' | 'not_all_read';

/** A run of `network` that did not do all it was asked, as data (exit code 1). */
export class NetworkOutcomeError extends Error {
  constructor(
    readonly code: NetworkOutcomeCode,
    readonly text: LocalizedText,
  ) {
    super(text.en);
  }
}

/**
 * Returns when the network flow ended well (every controller verified at its new address, or
 * nothing to change); throws what it ended with otherwise.
 */
export function endOfSet(outcome: CliFlowOutcome, confirmedByYes: boolean): void {
  if (outcome.exitCode === EXIT_CODES.ok) return;
  if (outcome.exitCode === EXIT_CODES.usage) {
    throw new NetworkUsageError('settings_refused', {
      en: 'The settings were refused at the fields above; nothing was sent.',
      ru: 'Настройки отклонены в указанных выше полях; ничего не отправлено.',
    });
  }
  const { job } = outcome;
  if (job) {
    const total = job.controllers.length;
    const missed = job.controllers.filter((c) => c.state !== 'succeeded').length;
    throw new NetworkOutcomeError('not_all_verified', {
      en: `${missed} of ${total} controller${total === 1 ? '' : 's'} not verified at the new address: see each one's reason above.`,
      ru: `Не проверено по новому адресу контроллеров: ${missed} из ${total}; причина каждого — выше.`,
    });
  }
  // Without --yes, a plan followed by a failure is one the engineer declined at the prompt.
  if (outcome.plan && !confirmedByYes && outcome.exitCode === EXIT_CODES.failure) {
    throw new NetworkOutcomeError('not_confirmed', {
      en: 'The plan was not confirmed; nothing was sent.',
      ru: 'План не подтверждён; ничего не отправлено.',
    });
  }
  throw new NetworkOutcomeError('stopped', {
    en: 'The network change stopped before anything was sent, for the reason above.',
    ru: 'Смена сетевых настроек остановлена до отправки, по причине, указанной выше.',
  });
}

/** Several controllers of `network show` could not be read (one alone ends with its own error). */
export function notAllRead(failed: number, total: number): NetworkOutcomeError {
  return new NetworkOutcomeError('not_all_read', {
    en: `${failed} of ${total} controllers could not be read: see their rows.`,
    ru: `Не удалось прочитать контроллеров: ${failed} из ${total}; см. их строки.`,
  });
}
