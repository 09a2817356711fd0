/**
 * What the data screens' channels can refuse, as data: a code, English and Russian words that say
 * what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';
import { RESOURCES_WORDS } from './resources.words';

interface ResourceErrorDetails {
  resource_not_a_read: { endpoint: string };
  resource_not_a_write: { endpoint: string };
  resource_bad_request: { endpoint: string; field: string; problem: string };
}

export type ResourceErrorCode = keyof ResourceErrorDetails;

const MESSAGES: {
  [C in ResourceErrorCode]: (d: ResourceErrorDetails[C]) => LocalizedText;
} = {
  resource_not_a_read: (d) => RESOURCES_WORDS.changesControllerSendChange(d.endpoint),
  resource_not_a_write: (d) => RESOURCES_WORDS.onlyReadsNothingConfirm(d.endpoint),
  resource_bad_request: (d) => RESOURCES_WORDS.notSentCorrectSend(d.field, d.problem),
};

export function resourceError<C extends ResourceErrorCode>(
  code: C,
  details: ResourceErrorDetails[C],
): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}
