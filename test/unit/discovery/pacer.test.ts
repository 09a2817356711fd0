import { describe, expect, it, vi } from 'vitest';
import { ClientError } from '../../../src/core/client/client-error';
import { Pacer } from '../../../src/core/discovery/pacer';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the sweep pacer', () => {
  it('never lets more than `concurrency` run at once', async () => {
    const pacer = new Pacer({ concurrency: 3, ratePerSecond: 10_000, burst: 100 });
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        await pacer.acquire();
        running++;
        most = Math.max(most, running);
        await tick(5);
        running--;
        pacer.release();
      }),
    );
    expect(most).toBe(3);
  });

  it('starts the burst at once, then no faster than the rate', async () => {
    // The pacer's clock and timer are fake: the count started at each moment is exact, however
    // busy this machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const paced = new Pacer({ concurrency: 100, ratePerSecond: 50, burst: 5 });
      let started = 0;
      const all = Promise.all(
        Array.from({ length: 15 }, () => paced.acquire().then(() => started++)),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(started).toBe(5);
      // 5 at once, then one every 20 ms (50 per second).
      await vi.advanceTimersByTimeAsync(19);
      expect(started).toBe(5);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toBe(6);
      await vi.advanceTimersByTimeAsync(79);
      expect(started).toBe(9);
      await vi.advanceTimersByTimeAsync(1);
      expect(started).toBe(10);
      await vi.advanceTimersByTimeAsync(100);
      expect(started).toBe(15);
      await all;

      // A burst as large as the work is never held back by the rate (1 per second).
      const burst = new Pacer({ concurrency: 100, ratePerSecond: 1, burst: 15 });
      let granted = 0;
      const quick = Promise.all(
        Array.from({ length: 15 }, () => burst.acquire().then(() => granted++)),
      );
      await vi.advanceTimersByTimeAsync(0);
      expect(granted).toBe(15);
      await quick;
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects waiters with cancelled on abort and forgets them', async () => {
    const pacer = new Pacer({ concurrency: 1, ratePerSecond: 1000, burst: 1 });
    await pacer.acquire();
    const abort = new AbortController();
    const waiting = pacer.acquire(abort.signal);
    expect(pacer.waiting).toBe(1);
    abort.abort();
    await expect(waiting).rejects.toSatisfy((e) => ClientError.is(e, 'cancelled'));
    expect(pacer.waiting).toBe(0);
    await expect(pacer.acquire(abort.signal)).rejects.toSatisfy((e) =>
      ClientError.is(e, 'cancelled'),
    );
  });

  it('refuses settings that could never start anything', () => {
    expect(() => new Pacer({ concurrency: 0, ratePerSecond: 1, burst: 0 })).toThrow();
    expect(() => new Pacer({ concurrency: 1, ratePerSecond: 0, burst: 0 })).toThrow();
  });
});

describe('lowering the pacer', () => {
  it('lets fewer run once lowered, never more than it started with, never fewer than one', async () => {
    const pacer = new Pacer({ concurrency: 10, ratePerSecond: 10_000, burst: 100 });
    pacer.limitConcurrency(50);
    expect(pacer.concurrency).toBe(10);
    pacer.limitConcurrency(2.7);
    expect(pacer.concurrency).toBe(2);
    await pacer.acquire();
    await pacer.acquire();
    let third = false;
    const waiting = pacer.acquire().then(() => (third = true));
    await tick(10);
    expect(third).toBe(false);
    pacer.release();
    await waiting;
    expect(third).toBe(true);
    pacer.limitConcurrency(0);
    expect(pacer.concurrency).toBe(1);
  });
});
