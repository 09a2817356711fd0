import { describe, expect, it } from 'vitest';
import { coalescedRead } from '../../../src/renderer/src/stores/coalesced-read';

/** A read the test ends when it wants, counting how many started. */
function reads() {
  const ends: Array<() => void> = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { read, ends, started: () => started };
}

describe('the site read again at each change', () => {
  it('runs once at a time and once more after a burst, however many asked meanwhile', async () => {
    const r = reads();
    const refresh = coalescedRead(r.read);
    const first = refresh();
    const burst = Array.from({ length: 1000 }, () => refresh());
    expect(r.started()).toBe(1);
    r.ends[0]?.();
    await first;
    await Promise.resolve();
    expect(r.started()).toBe(2);
    let settled = false;
    void Promise.all(burst).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    r.ends[1]?.();
    await Promise.all(burst);
    expect(r.started()).toBe(2);
  });

  it('reads again for a caller that asks after a read ended, and goes on after a failed read', async () => {
    let started = 0;
    const refresh = coalescedRead(() => {
      started += 1;
      return started === 1 ? Promise.reject(new Error('link lost')) : Promise.resolve();
    });
    await refresh();
    await refresh();
    expect(started).toBe(2);
  });
});
