import { describe, expect, it } from 'vitest';
import type { NeighbourState } from '../../../src/core/discovery/neighbour-table';
import { NeighbourWatch } from '../../../src/core/discovery/neighbour-watch';

/** A watch whose table and clock the test sets; polls run when the test says. */
function controlled() {
  let now = 0;
  let table: Map<string, NeighbourState> | undefined = new Map();
  const watch = new NeighbourWatch({
    read: () => Promise.resolve(table),
    graceMs: 300,
    pollMs: 1_000_000,
    now: () => now,
  });
  return {
    watch,
    at: (ms: number) => (now = ms),
    set: (entries: Array<[string, NeighbourState]> | undefined) =>
      (table = entries ? new Map(entries) : undefined),
  };
}

describe('the neighbour watch', () => {
  it('calls a host absent once its entry stayed unresolved for the grace since it first showed', async () => {
    const { watch, at, set } = controlled();
    const absent: string[] = [];
    watch.watch('10.0.0.5', () => absent.push('a'));
    watch.watch('10.0.0.5', () => absent.push('b'));
    at(200);
    await watch.poll(); // no entry yet: the connect was not issued
    set([['10.0.0.5', 'unresolved']]);
    at(250);
    await watch.poll(); // first seen here
    at(500);
    await watch.poll();
    expect(absent).toEqual([]);
    at(550);
    await watch.poll();
    expect(absent).toEqual(['a', 'b']);
    expect(watch.absentCount).toBe(1);
    expect(watch.watching).toBe(0);
  });

  it('leaves a host that answered ARP, or that has no entry after the grace, to its probes', async () => {
    const { watch, at, set } = controlled();
    const absent: string[] = [];
    watch.watch('10.0.0.5', () => absent.push('slow but there'));
    watch.watch('172.16.0.9', () => absent.push('off the link'));
    set([['10.0.0.5', 'unresolved']]);
    at(10);
    await watch.poll();
    set([['10.0.0.5', 'resolved']]);
    at(290);
    await watch.poll();
    expect(watch.watching).toBe(1);
    set([]);
    at(400);
    await watch.poll();
    at(1000);
    await watch.poll();
    expect(absent).toEqual([]);
    expect(watch.watching).toBe(0);
  });

  it('stops listening when the probe says so, and gives up when the table cannot be read', async () => {
    const { watch, at, set } = controlled();
    const absent: string[] = [];
    const stop = watch.watch('10.0.0.5', () => absent.push('stopped'));
    set([['10.0.0.5', 'unresolved']]);
    await watch.poll();
    stop();
    expect(watch.watching).toBe(0);
    watch.watch('10.0.0.6', () => absent.push('unreadable'));
    set(undefined);
    at(1000);
    await watch.poll();
    expect(watch.watching).toBe(0);
    watch.watch('10.0.0.7', () => absent.push('after'));
    expect(watch.watching).toBe(0);
    expect(absent).toEqual([]);
  });

  it('reads the table by itself while hosts are watched', async () => {
    let reads = 0;
    const watch = new NeighbourWatch({
      read: () => {
        reads++;
        return Promise.resolve(new Map<string, NeighbourState>([['10.0.0.5', 'unresolved']]));
      },
      graceMs: 20,
      pollMs: 5,
    });
    const absent = await new Promise<boolean>((resolve) => {
      watch.watch('10.0.0.5', () => resolve(true));
    });
    expect(absent).toBe(true);
    expect(reads).toBeGreaterThan(1);
    const after = reads;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(reads).toBe(after);
  });
});
