/**
 * Codes of the errors that cross a boundary as plain data (architecture: "errors as data"). The
 * client, the CLI, main and the renderer share this one list; messages live in messages.ts.
 */
export const ERROR_CODES = [
  /** Nothing answered at the address (refused, no route, name not found, reset before an answer). */
  'unreachable',
  /** The controller did not answer within the call's time limit. */
  'timeout',
  /** The caller cancelled the call (AbortSignal). */
  'cancelled',
  /** D14: the certificate at the address is not the one pinned for it. */
  'tls_pin_mismatch',
  /** D14: a controller never trusted before; the details carry its certificate for the user. */
  'unknown_certificate',
  /** D1: login refused, or the token was refused even after logging in again. */
  'unauthorized',
  /** D2: the role may not make this call. */
  'forbidden',
  /** D4: no such record. */
  'not_found',
  /** D5, D6: the request broke a rule; the details name the field. */
  'validation',
  /** 429 after the retries ran out. */
  'rate_limited',
  /** 5xx after the retries ran out. */
  'server_fault',
  /** D11: the controller's firmware era does not serve this section. */
  'not_supported',
  /** The controller answered outside the contract; the details name the endpoint and the field. */
  'unexpected_answer',
  /** No OS keychain backend: credentials are kept for this session only. */
  'keychain_unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** True when `value` is one of the codes above (for data arriving over IPC or from JSON). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
