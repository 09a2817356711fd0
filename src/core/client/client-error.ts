/**
 * The one exception type the core throws for anything a controller or the network did. It carries
 * the plain-data error (shared/errors) that shells send across boundaries with `toData()`.
 */
import { appError, type AppError, type ErrorCode, type ErrorDetails } from '../../shared/errors';

export class ClientError<C extends ErrorCode = ErrorCode> extends Error {
  readonly data: AppError<C>;

  constructor(code: C, details: ErrorDetails<C>, options?: { cause?: unknown }) {
    const data = appError(code, details);
    super(data.message.en, options);
    this.name = 'ClientError';
    this.data = data;
  }

  get code(): C {
    return this.data.code;
  }

  get details(): ErrorDetails<C> {
    return this.data.details;
  }

  /** The error as plain data, safe to send over IPC or print as JSON. */
  toData(): AppError<C> {
    return this.data;
  }

  /** Narrows an unknown thrown value to a ClientError of any code. */
  static isAny(error: unknown): error is ClientError {
    return error instanceof ClientError;
  }

  /** Narrows an unknown thrown value to a ClientError of one code. */
  static is<K extends ErrorCode>(error: unknown, code: K): error is ClientError<K> {
    return error instanceof ClientError && error.code === code;
  }
}

/** Codes that mean the controller answered, with something other than success. */
const ANSWER_CODES: ReadonlySet<ErrorCode> = new Set([
  'forbidden',
  'not_found',
  'validation',
  'rate_limited',
  'server_fault',
  'not_supported',
  'unexpected_answer',
]);

/** True when the controller answered the call (with an error), as opposed to the call failing to
 * reach it, being cancelled, refused at login or stopped by the pin. */
export function isControllerAnswer(error: unknown): error is ClientError {
  return error instanceof ClientError && ANSWER_CODES.has(error.code as ErrorCode);
}
