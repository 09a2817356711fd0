/**
 * What the data screens' channels can refuse, as data: a code, English and Russian words that say
 * what happened and what to do, and the details behind them.
 */
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';

interface ResourceErrorDetails {
  resource_not_a_read: { endpoint: string };
  resource_not_a_write: { endpoint: string };
  resource_bad_request: { endpoint: string; field: string; problem: string };
}

export type ResourceErrorCode = keyof ResourceErrorDetails;

const MESSAGES: {
  [C in ResourceErrorCode]: (d: ResourceErrorDetails[C]) => LocalizedText;
} = {
  resource_not_a_read: (d) => ({
    en: `${d.endpoint} changes the controller: send it as a change, which asks first and is journalled.`,
    ru: `${d.endpoint} изменяет контроллер: отправьте его как изменение — с подтверждением и записью в журнал.`,
  }),
  resource_not_a_write: (d) => ({
    en: `${d.endpoint} only reads: nothing to confirm or journal.`,
    ru: `${d.endpoint} только читает: подтверждать и записывать в журнал нечего.`,
  }),
  resource_bad_request: (d) => ({
    en: `Not sent: ${d.field} ${d.problem}. Correct it and send again.`,
    ru: `Не отправлено: ${d.field} — ${d.problem}. Исправьте и отправьте снова.`,
  }),
};

export function resourceError<C extends ResourceErrorCode>(
  code: C,
  details: ResourceErrorDetails[C],
): ErrorData {
  return { code, message: MESSAGES[code](details), details: { ...details } };
}
