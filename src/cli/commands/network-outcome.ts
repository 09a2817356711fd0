/**
 * How `turnkey network` ends when not everything went well. The command line ends with the exit
 * code of a thrown error (report-error.ts) and with 0 after a command that returned, so an
 * outcome that is not a success is thrown, as one closing sentence: a script reads the exit code,
 * a person the reason of each controller above it and this sentence last.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { CliFlowOutcome } from '../flow/run-flow';
import { EXIT_CODES } from '../exit-codes';
import { flowEnding, notAllRead as sharedNotAllRead } from '../flow/flow-ending';
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
 * nothing to change); throws what it ended with otherwise (cli/flow/flow-ending.ts).
 */
export function endOfSet(outcome: CliFlowOutcome, confirmedByYes: boolean): void {
  const ending = flowEnding(outcome, confirmedByYes, {
    refused: {
      code: 'settings_refused',
      text: {
        en: 'The settings were refused at the fields above; nothing was sent.',
        ru: 'Настройки отклонены в указанных выше полях; ничего не отправлено.',
      },
    },
    verifiedWhere: { en: ' at the new address', ru: ' по новому адресу' },
    stopped: {
      en: 'The network change stopped before anything was sent, for the reason above.',
      ru: 'Смена сетевых настроек остановлена до отправки, по причине, указанной выше.',
    },
  });
  if (!ending) return;
  if (ending.exitCode === EXIT_CODES.usage) {
    throw new NetworkUsageError('settings_refused', ending.text);
  }
  throw new NetworkOutcomeError(ending.code as NetworkOutcomeCode, ending.text);
}

/** Several controllers of `network show` could not be read (one alone ends with its own error). */
export function notAllRead(failed: number, total: number): NetworkOutcomeError {
  return new NetworkOutcomeError('not_all_read', sharedNotAllRead(failed, total).text);
}
