/**
 * An error as plain data: `{ code, message: { en, ru }, details }` (architecture, conventions 4).
 * This is what crosses IPC, the browser host and the CLI's JSON output; never an Error object.
 */
import { isErrorCode, type ErrorCode } from './error-codes';
import type { ErrorDetails } from './error-details';
import { MESSAGES } from './messages';
import type { LocalizedText } from '../words/localized-text';

export interface AppError<C extends ErrorCode = ErrorCode> {
  code: C;
  message: LocalizedText;
  details: ErrorDetails<C>;
}

/** Builds the data of an error with its messages in every locale. */
export function appError<C extends ErrorCode>(code: C, details: ErrorDetails<C>): AppError<C> {
  const build = MESSAGES[code] as (d: ErrorDetails<C>) => LocalizedText;
  return { code, message: build(details), details };
}

/** True for something shaped like an AppError (data that came over a boundary). */
export function isAppError(value: unknown): value is AppError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const message = v.message as Record<string, unknown> | undefined;
  return (
    isErrorCode(v.code) &&
    typeof message === 'object' &&
    typeof message.en === 'string' &&
    typeof message.ru === 'string' &&
    typeof v.details === 'object' &&
    v.details !== null
  );
}
