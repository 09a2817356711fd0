import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isIdempotent,
  isRetryable,
  parseRetryAfter,
  withRetries,
  type AttemptOutcome,
} from '../../../src/core/client/retry';

describe('retry policy', () => {
  it('retries only GET, PUT and DELETE', () => {
    expect(['GET', 'PUT', 'DELETE'].every((m) => isIdempotent(m as never))).toBe(true);
    expect(isIdempotent('POST')).toBe(false);
    expect(isIdempotent('PATCH')).toBe(false);
  });

  it('retries resets, timeouts, 5xx and 429, nothing else', () => {
    expect(isRetryable({ kind: 'reset' })).toBe(true);
    expect(isRetryable({ kind: 'timeout' })).toBe(true);
    expect(isRetryable({ kind: 'answer', status: 503 })).toBe(true);
    expect(isRetryable({ kind: 'answer', status: 429 })).toBe(true);
    expect(isRetryable({ kind: 'answer', status: 404 })).toBe(false);
    expect(isRetryable({ kind: 'answer', status: 400 })).toBe(false);
    expect(isRetryable({ kind: 'final' })).toBe(false);
  });

  it('backs off exponentially with full jitter, capped', () => {
    const p = DEFAULT_RETRY_POLICY;
    expect(backoffDelay(p, 1, undefined, () => 0.999)).toBe(199);
    expect(backoffDelay(p, 2, undefined, () => 0.999)).toBe(399);
    expect(backoffDelay(p, 10, undefined, () => 0.999)).toBeLessThanOrEqual(p.maxDelayMs);
    expect(backoffDelay(p, 3, undefined, () => 0)).toBe(0);
  });

  it('honours Retry-After up to the cap', () => {
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 1, 1000, () => 0)).toBe(1000);
    expect(backoffDelay(DEFAULT_RETRY_POLICY, 1, 60_000, () => 0)).toBe(
      DEFAULT_RETRY_POLICY.maxDelayMs,
    );
    expect(parseRetryAfter('2')).toBe(2000);
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 5000)).toBe(5000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('withRetries', () => {
  const policy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 };
  const answer = (status: number): AttemptOutcome => ({ kind: 'answer', status });

  it('tries again until an answer is final, and says how many attempts it took', async () => {
    const statuses = [503, 429, 200];
    const result = await withRetries(
      policy,
      true,
      () => Promise.resolve(statuses.shift() ?? 0),
      answer,
    );
    expect(result).toEqual({ value: 200, attempts: 3 });
  });

  it('hands back the last answer when the attempts run out, and never retries what may not be', async () => {
    let calls = 0;
    const fail = () => Promise.resolve(++calls && 500);
    expect(await withRetries(policy, true, fail, answer)).toEqual({ value: 500, attempts: 3 });
    calls = 0;
    expect(await withRetries(policy, false, fail, answer)).toEqual({ value: 500, attempts: 1 });
  });

  it('retries a reset and throws the failure of the last attempt', async () => {
    const reset = new ClientError(
      'unreachable',
      { address: 'x' },
      { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) },
    );
    let calls = 0;
    const attempt = () => (++calls, Promise.reject(reset));
    await expect(withRetries(policy, true, attempt, answer)).rejects.toBe(reset);
    expect(calls).toBe(3);
    calls = 0;
    const refused = new ClientError('unreachable', { address: 'x', cause: 'ECONNREFUSED' });
    await expect(
      withRetries(policy, true, () => (++calls, Promise.reject(refused)), answer),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });
});
