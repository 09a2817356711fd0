/**
 * Turns what Node reports about a failed connection into the error codes of shared/errors, and
 * tells which failures a retry may help (spec-independent transport facts; retry policy in D-client
 * notes of docs/decisions.md).
 */
import { ClientError } from './client-error';

/** Node error codes meaning the connection broke after it was (or may have been) used. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_SOCKET_CLOSED']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNABORTED_TIMEOUT', 'ESOCKETTIMEDOUT']);

/** The `code` property of a Node error, when it has one. */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/** True for a connection reset or broken pipe: the request may or may not have arrived. */
export function isResetError(error: unknown): boolean {
  const code = errorCodeOf(error);
  return code !== undefined && RESET_CODES.has(code);
}

/** Maps a transport failure to `unreachable` or `timeout`; ClientErrors pass through. */
export function networkError(
  error: unknown,
  address: string,
  endpoint: string | undefined,
  timeoutMs: number,
): ClientError {
  if (error instanceof ClientError) return error as ClientError;
  const code = errorCodeOf(error);
  if (code !== undefined && TIMEOUT_CODES.has(code)) {
    return new ClientError(
      'timeout',
      { address, timeoutMs, ...(endpoint ? { endpoint } : {}) },
      { cause: error },
    );
  }
  const text = error instanceof Error ? error.message : String(error);
  const cause = code && !text.includes(code) ? `${code} ${text}` : text;
  return new ClientError(
    'unreachable',
    { address, cause, ...(endpoint ? { endpoint } : {}) },
    { cause: error },
  );
}
