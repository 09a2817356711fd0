/**
 * How `turnkey time` ends when not everything went well (cli/flow/flow-ending.ts): as data, with
 * the exit code the flow or the failed controller gave.
 */
import { flowEnding, type FlowEnding } from '../flow/flow-ending';
import type { CliFlowOutcome } from '../flow/run-flow';

export { endWith, notAllRead, type FlowEnding as TimeEnding } from '../flow/flow-ending';

/** Undefined when the time flow ended well; else how the command ends. */
export function endOfTimeSet(
  outcome: CliFlowOutcome,
  confirmedByYes: boolean,
): FlowEnding | undefined {
  return flowEnding(outcome, confirmedByYes, {
    refused: {
      code: 'settings_refused',
      text: {
        en: 'The settings were refused at the fields above (a time zone must be one every chosen controller knows); nothing was sent.',
        ru: 'Настройки отклонены в указанных выше полях (часовой пояс должен быть известен всем выбранным контроллерам); ничего не отправлено.',
      },
    },
    stopped: {
      en: 'The time settings stopped before anything was sent, for the reason above.',
      ru: 'Установка времени остановлена до отправки, по причине, указанной выше.',
    },
  });
}
