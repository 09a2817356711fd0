/**
 * Retry policy of the controller client (docs/decisions.md, "client retries"): idempotent calls
 * (GET, PUT, DELETE) are tried again after a reset, a timeout, a 5xx or a 429, with bounded
 * exponential backoff and full jitter; a 429's Retry-After is honoured up to the cap. POST and
 * PATCH are never retried blindly: a reset after the request left may mean it was applied.
 */
import type { HttpMethod } from '../../shared/api';
import { ClientError } from './client-error';
import { isResetError } from './network-errors';

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  maxAttempts: number;
  /** Backoff before the second attempt; doubles each time. */
  baseDelayMs: number;
  /** No single wait is longer than this, Retry-After included. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 2000,
};

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['GET', 'PUT', 'DELETE']);

/** True for the methods a retry cannot apply twice (RFC 9110 9.2.2, PATCH excluded). */
export function isIdempotent(method: HttpMethod): boolean {
  return IDEMPOTENT.has(method);
}

/** What one attempt ended with, as far as retrying is concerned. */
export type AttemptOutcome =
  | { kind: 'answer'; status: number; retryAfterMs?: number }
  | { kind: 'reset' }
  | { kind: 'timeout' }
  | { kind: 'final' };

/** True when the outcome is worth another attempt of an idempotent call. */
export function isRetryable(outcome: AttemptOutcome): boolean {
  switch (outcome.kind) {
    case 'reset':
    case 'timeout':
      return true;
    case 'answer':
      return outcome.status === 429 || outcome.status >= 500;
    case 'final':
      return false;
  }
}

/**
 * The wait before attempt `attempt + 1` (attempt counts from 1): full jitter over
 * base * 2^(attempt-1), capped; a server's Retry-After wins when it is longer, still capped.
 */
export function backoffDelay(
  policy: RetryPolicy,
  attempt: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  const jittered = Math.floor(random() * ceiling);
  const wait = retryAfterMs === undefined ? jittered : Math.max(jittered, retryAfterMs);
  return Math.min(wait, policy.maxDelayMs);
}

/** Reads a Retry-After header (seconds or an HTTP date) as milliseconds from now. */
export function parseRetryAfter(value: unknown, now: number = Date.now()): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Waits `ms`, or rejects with `cancelled` as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ClientError('cancelled', {}));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(new ClientError('cancelled', {}));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** What a failed attempt means for retrying: a timeout, a reset, or nothing a retry would mend. */
export function failureOutcome(error: unknown): AttemptOutcome {
  if (ClientError.is(error, 'timeout')) return { kind: 'timeout' };
  return isResetError(error instanceof Error ? error.cause : undefined)
    ? { kind: 'reset' }
    : { kind: 'final' };
}

/**
 * Runs `attempt` until its outcome is final, the attempts run out or `retryable` is false,
 * waiting between attempts as the policy says. Answers come back to the caller whatever their
 * status (it reads them); a failure of the last attempt is thrown.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  retryable: boolean,
  attempt: () => Promise<T>,
  outcomeOf: (value: T) => AttemptOutcome,
  options: { signal?: AbortSignal | undefined; random?: () => number } = {},
): Promise<{ value: T; attempts: number }> {
  for (let attempts = 1; ; attempts++) {
    let value: T | undefined;
    let failure: unknown;
    let outcome: AttemptOutcome;
    try {
      value = await attempt();
      outcome = outcomeOf(value);
    } catch (error) {
      failure = error;
      outcome = failureOutcome(error);
    }
    if (retryable && attempts < policy.maxAttempts && isRetryable(outcome)) {
      const retryAfter = outcome.kind === 'answer' ? outcome.retryAfterMs : undefined;
      await sleep(backoffDelay(policy, attempts, retryAfter, options.random), options.signal);
      continue;
    }
    if (value === undefined) throw failure;
    return { value, attempts };
  }
}
