import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spacedReads } from '../../../src/renderer/src/features/transfer/spaced-reads';

describe('reads that follow events', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('are at least a second apart however many events come, and none is lost', async () => {
    const read = vi.fn(() => Promise.resolve());
    const reads = spacedReads(read);
    await reads.now();
    expect(read).toHaveBeenCalledTimes(1);
    // Many events within the second make one read, a second after the first.
    for (let i = 0; i < 50; i++) {
      reads.soon();
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(read).toHaveBeenCalledTimes(2);
    // An event long after the last read is read at once.
    await vi.advanceTimersByTimeAsync(5000);
    reads.soon();
    await vi.advanceTimersByTimeAsync(0);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('read nothing more once cancelled, and a read now takes the place of one asked for', async () => {
    const read = vi.fn(() => Promise.resolve());
    const reads = spacedReads(read);
    await reads.now();
    reads.soon();
    reads.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(1);
    reads.soon();
    await reads.now();
    await vi.advanceTimersByTimeAsync(5000);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
