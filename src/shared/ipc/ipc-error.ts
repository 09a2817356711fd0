/**
 * The bridge's errors. Errors cross it as plain data (shared/errors/error-data.ts), with the
 * message in both languages so the renderer shows it in whichever language the user has chosen,
 * even after switching, and so errors from core (shared/errors, same shape) pass through
 * unchanged.
 *
 * The codes below are the bridge's own: what goes wrong between the page and the shell before
 * any service runs. Service errors keep the codes of shared/errors.
 */
import { z } from 'zod';
import { countWords, textFieldTitle, textLimitWords } from '../api/text-limits';
import { AppFailure, errorData, type ErrorData } from '../errors/error-data';
import type { LocalizedText } from '../words/localized-text';

/** The bridge's own error codes; see IPC_MESSAGES for what each means to the user. */
export const IPC_ERROR_CODES = [
  /** The channel is in the contract but this shell has no handler for it (yet). */
  'not_implemented',
  /** The channel name is not in the contract at all: a bug or a forged request. */
  'unknown_channel',
  /** The input failed the channel's schema: wrong type, missing or unknown field. */
  'invalid_input',
  /** The request did not come from the app's own page (Electron frame check). */
  'forbidden_sender',
  /** A handler failed in a way it did not describe; the shell logs the cause. */
  'internal',
  /** The page lost its connection to the shell (the browser host stopped). */
  'disconnected',
] as const;
export type IpcErrorCode = (typeof IPC_ERROR_CODES)[number];

/** One problem found in an input, as plain data (from a zod issue). */
export interface InputIssue {
  path: string;
  message: string;
  /** The problem said for the user (a text's field and limit), when it can be. */
  words?: LocalizedText;
}

interface IpcDetailsByCode {
  not_implemented: { channel: string };
  unknown_channel: { channel: string };
  invalid_input: { channel: string; issues: InputIssue[] };
  forbidden_sender: { channel: string };
  internal: { channel: string };
  disconnected: { channel?: string };
}

const IPC_MESSAGES: { [C in IpcErrorCode]: (d: IpcDetailsByCode[C]) => LocalizedText } = {
  not_implemented: (d) => ({
    en: `This version of Turnkey cannot do this yet (${d.channel}).`,
    ru: `Эта версия Turnkey пока этого не умеет (${d.channel}).`,
  }),
  unknown_channel: (d) => ({
    en: `Turnkey does not know the request "${d.channel}".`,
    ru: `Turnkey не знает запроса «${d.channel}».`,
  }),
  invalid_input: (d) => {
    // A text too long or too short says its field and limit, not the schema's dump.
    const worded = d.issues.map((issue) => issue.words);
    if (worded.length > 0 && worded.every((words) => words !== undefined)) {
      return {
        en: worded.map((words) => words.en).join(' '),
        ru: worded.map((words) => words.ru).join(' '),
      };
    }
    const list = d.issues.map((issue) => `${issue.path || '(input)'}: ${issue.message}`).join('; ');
    return {
      en: `The request ${d.channel} was refused as malformed: ${list}.`,
      ru: `Запрос ${d.channel} отклонён как некорректный: ${list}.`,
    };
  },
  forbidden_sender: (d) => ({
    en: `The request ${d.channel} was refused: it did not come from the Turnkey window.`,
    ru: `Запрос ${d.channel} отклонён: он пришёл не из окна Turnkey.`,
  }),
  internal: (d) => ({
    en: `Something went wrong inside Turnkey (${d.channel}). The details are in its log.`,
    ru: `Внутренняя ошибка Turnkey (${d.channel}). Подробности в журнале.`,
  }),
  disconnected: () => ({
    en: 'The connection to Turnkey was lost while this was asked: the page reconnects by itself once Turnkey runs again. Look at what it shows before asking again.',
    ru: 'Связь с Turnkey прервалась во время запроса: страница подключится сама, когда Turnkey снова запустится. Прежде чем повторить, посмотрите, что она покажет.',
  }),
};

/** Builds the data of one of the bridge's own errors, with its message in both languages. */
export function ipcError<C extends IpcErrorCode>(code: C, details: IpcDetailsByCode[C]): ErrorData {
  return { code, message: IPC_MESSAGES[code](details), details: { ...details } };
}

/**
 * Turns whatever a handler threw into error data. Described errors (AppFailure, `toData()`,
 * plain error data) keep their code and message; anything else becomes `internal`, so no stack
 * trace or Node error text reaches the page. Returns whether the error was described, so the
 * shell can log the undescribed ones.
 */
export function toIpcError(
  thrown: unknown,
  channel: string,
): { data: ErrorData; described: boolean } {
  if (thrown instanceof AppFailure) return { data: thrown.data, described: true };
  const candidate = hasToData(thrown) ? safeToData(thrown) : thrown;
  const parsed = errorData.safeParse(candidate);
  if (parsed.success) return { data: parsed.data, described: true };
  return { data: ipcError('internal', { channel }), described: false };
}

function hasToData(value: unknown): value is { toData: () => unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toData?: unknown }).toData === 'function'
  );
}

function safeToData(value: { toData: () => unknown }): unknown {
  try {
    return value.toData();
  } catch {
    return undefined;
  }
}

/** The site name's bounds said as a sentence (site.schema.ts `siteName`). */
export const SITE_NAME_WORDS = {
  empty: { en: 'The site needs a name.', ru: 'Укажите название объекта.' },
  tooLong: (max: number): LocalizedText => ({
    en: `The site name is at most ${max} characters.`,
    ru: `Название объекта — не более ${max} символов.`,
  }),
} as const;

/** Sentences a schema gives as its English message, with their Russian. */
function knownWords(message: string): LocalizedText | undefined {
  if (message === SITE_NAME_WORDS.empty.en) return SITE_NAME_WORDS.empty;
  const max = /^The site name is at most (\d+) characters\.$/.exec(message)?.[1];
  return max === undefined ? undefined : SITE_NAME_WORDS.tooLong(Number(max));
}

/** A text's bounds in words: "Name: at most 120 characters (10,000 given)", or at least. */
function textWords(issue: z.core.$ZodIssue, path: string): LocalizedText | undefined {
  const known = knownWords(issue.message);
  if (known) return known;
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  if (issue.origin !== 'string') return undefined;
  const limited = textLimitWords(path, issue.message);
  if (limited) return limited;
  const title = textFieldTitle(path);
  if (issue.code === 'too_big') {
    const max = countWords(Number(issue.maximum));
    return {
      en: `${title.en}: at most ${max.en} characters.`,
      ru: `${title.ru}: не более ${max.ru} символов.`,
    };
  }
  if (Number(issue.minimum) <= 1)
    return { en: `${title.en}: must not be empty.`, ru: `${title.ru}: не может быть пустым.` };
  const min = countWords(Number(issue.minimum));
  return {
    en: `${title.en}: at least ${min.en} characters.`,
    ru: `${title.ru}: не менее ${min.ru} символов.`,
  };
}

/** Converts zod issues to plain data for `invalid_input` details. */
export function toInputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    const words = textWords(issue, path);
    return words ? { path, message: issue.message, words } : { path, message: issue.message };
  });
}
