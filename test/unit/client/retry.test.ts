import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETRY_POLICY,
  backoffDelay,
  isIdempotent,
  isRetryable,
  parseRetryAfter,
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
