/**
 * English and Russian texts of every error code (architecture: messages in en and ru). Each text
 * is built from the error's details, so the renderer and the CLI show the same words.
 */
import { textLimitWords } from '../api/text-limits';
import type { ErrorCode } from './error-codes';
import type { ErrorDetailsByCode } from './error-details';
import type { LocalizedText } from '../words/localized-text';

type MessageBuilders = { [C in ErrorCode]: (d: ErrorDetailsByCode[C]) => LocalizedText };

const at = (endpoint: string | undefined, en: string, ru: string): LocalizedText =>
  endpoint ? { en: `${en} (${endpoint})`, ru: `${ru} (${endpoint})` } : { en, ru };

const because = (reason: string | undefined): string => (reason ? `: ${reason}` : '');

export const MESSAGES: MessageBuilders = {
  unreachable: (d) => ({
    en: `The controller at ${d.address} cannot be reached${because(d.cause)}.`,
    ru: `Контроллер по адресу ${d.address} недоступен${because(d.cause)}.`,
  }),
  timeout: (d) => ({
    en: `The controller at ${d.address} did not answer within ${d.timeoutMs} ms.`,
    ru: `Контроллер по адресу ${d.address} не ответил за ${d.timeoutMs} мс.`,
  }),
  cancelled: (d) => at(d.endpoint, 'The call was cancelled', 'Запрос отменён'),
  tls_pin_mismatch: (d) => ({
    en:
      `The certificate of ${d.address} is not the one trusted for it: expected ${d.expected}, ` +
      `got ${d.actual}. Nothing was sent. Trust it again only if you know why it changed.`,
    ru:
      `Сертификат ${d.address} не совпадает с доверенным: ожидался ${d.expected}, ` +
      `получен ${d.actual}. Ничего не отправлено. Доверьтесь ему заново, только если знаете, ` +
      `почему он изменился.`,
  }),
  unknown_certificate: (d) => ({
    en:
      `The controller at ${d.address} is not trusted yet. Compare its certificate fingerprint ` +
      `${d.fingerprint256} (${d.subject}) with the one on the device before trusting it.`,
    ru:
      `Контроллер по адресу ${d.address} ещё не в доверенных. Сверьте отпечаток сертификата ` +
      `${d.fingerprint256} (${d.subject}) с указанным на устройстве, прежде чем доверять.`,
  }),
  unauthorized: (d) => ({
    en: `Login${d.login ? ` as "${d.login}"` : ''} failed${because(d.reason)}.`,
    ru: `Не удалось войти${d.login ? ` как «${d.login}»` : ''}${because(d.reason)}.`,
  }),
  forbidden: (d) =>
    at(d.endpoint, 'This user’s role may not do that', 'Роли пользователя это не разрешено'),
  not_found: (d) => at(d.endpoint, 'No such record on the controller', 'Запись не найдена'),
  // A text past the app's limit says the field and the limit in words (text-limits.ts).
  validation: (d) =>
    textLimitWords(d.field ?? '', d.reason) ?? {
      en: `Invalid value${d.field ? ` of "${d.field}"` : ''}${because(d.reason)}.`,
      ru: `Недопустимое значение${d.field ? ` поля «${d.field}»` : ''}${because(d.reason)}.`,
    },
  rate_limited: (d) =>
    at(
      d.endpoint,
      `The controller is busy and asked to slow down (${d.attempts} attempts)`,
      `Контроллер перегружен и просит повторить позже (попыток: ${d.attempts})`,
    ),
  server_fault: (d) =>
    at(
      d.endpoint,
      `The controller failed with status ${d.status}${because(d.reason)}`,
      `Ошибка контроллера, статус ${d.status}${because(d.reason)}`,
    ),
  not_supported: (d) =>
    at(
      d.endpoint,
      `The controller's firmware (${d.controllerVersion}) does not offer this; it needs ${d.since}`,
      `Прошивка контроллера (${d.controllerVersion}) этого не поддерживает; нужна ${d.since}`,
    ),
  unexpected_answer: (d) => ({
    en: `Unexpected answer from the controller to ${d.endpoint ?? 'the call'} at "${d.field}": ${d.problem}.`,
    ru: `Неожиданный ответ контроллера на ${d.endpoint ?? 'запрос'} в «${d.field}»: ${d.problem}.`,
  }),
  keychain_unavailable: (d) => ({
    en: `No OS keychain is available (${d.reason}); passwords are kept for this session only.`,
    ru: `Хранилище паролей ОС недоступно (${d.reason}); пароли хранятся только до конца сеанса.`,
  }),
};
