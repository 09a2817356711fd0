/**
 * How a change of `turnkey access-points` ends when not everything went well
 * (cli/flow/flow-ending.ts). Values the wizard's form refused end as a usage error (exit code
 * 2), thrown like every wrong command line.
 */
import { EXIT_CODES } from '../exit-codes';
import { flowEnding, type FlowEnding } from '../flow/flow-ending';
import type { CliFlowOutcome } from '../flow/run-flow';
import { AccessPointsUsageError } from './access-points-options';

export { endWith, notAllRead, type FlowEnding as AccessPointsEnding } from '../flow/flow-ending';

/**
 * Undefined when the flow ended well (every change verified by reading it back, or nothing to
 * change); else how the command ends. Throws when the form refused the values.
 */
export function endOfChange(
  outcome: CliFlowOutcome,
  confirmedByYes: boolean,
): FlowEnding | undefined {
  const ending = flowEnding(outcome, confirmedByYes, {
    refused: {
      code: 'values_refused',
      text: {
        en: 'The values were refused at the fields above; nothing was sent.',
        ru: 'Значения отклонены в указанных выше полях; ничего не отправлено.',
      },
    },
    stopped: {
      en: 'The change stopped before anything was sent, for the reason above.',
      ru: 'Изменение остановлено до отправки, по причине, указанной выше.',
    },
  });
  if (ending?.exitCode === EXIT_CODES.usage) {
    throw new AccessPointsUsageError('values_refused', ending.text);
  }
  return ending;
}
