import { describe, expect, it } from 'vitest';
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
    const paced = new Pacer({ concurrency: 100, ratePerSecond: 50, burst: 5 });
    const started: number[] = [];
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 15 }, async () => {
        await paced.acquire();
        started.push(performance.now() - t0);
        paced.release();
      }),
    );
    // 5 at once, then 10 more at 50 per second: the last no sooner than 200 ms.
    expect(Math.max(...started)).toBeGreaterThanOrEqual(190);
    // A burst as large as the work is never held back by the rate (1 per second).
    const burst = new Pacer({ concurrency: 100, ratePerSecond: 1, burst: 15 });
    const t1 = performance.now();
    await Promise.all(Array.from({ length: 15 }, () => burst.acquire()));
    expect(performance.now() - t1).toBeLessThan(900);
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
