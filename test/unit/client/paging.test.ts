import { describe, expect, it } from 'vitest';
import { items, pages } from '../../../src/core/client/paging';

/** A collection of `total` numbers served page by page, recording concurrency. */
function collection(total: number, delayMs = 2) {
  const seen = { requests: [] as number[], maxInFlight: 0, inFlight: 0, aborted: 0 };
  const fetchPage = async (index: number, signal: AbortSignal): Promise<number[]> => {
    seen.requests.push(index);
    seen.inFlight++;
    seen.maxInFlight = Math.max(seen.maxInFlight, seen.inFlight);
    await new Promise((r) => setTimeout(r, delayMs));
    seen.inFlight--;
    if (signal.aborted) seen.aborted++;
    const start = index * 10;
    return Array.from({ length: Math.max(0, Math.min(10, total - start)) }, (_, i) => start + i);
  };
  return { fetchPage, seen };
}

async function all<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('paging helper', () => {
  it('yields every item in order with at most `concurrency` pages in flight', async () => {
    const { fetchPage, seen } = collection(95);
    const read = await all(items(pages(fetchPage, 10, { concurrency: 3 })));
    expect(read).toEqual(Array.from({ length: 95 }, (_, i) => i));
    expect(seen.maxInFlight).toBe(3);
  });

  it('asks for no more than `concurrency` pages when the first is short', async () => {
    const { fetchPage, seen } = collection(4);
    expect(await all(items(pages(fetchPage, 10, { concurrency: 3 })))).toEqual([0, 1, 2, 3]);
    expect(seen.requests).toEqual([0, 1, 2]);
  });

  it('ends on an exactly full last page with one empty page', async () => {
    const { fetchPage } = collection(30);
    expect(await all(items(pages(fetchPage, 10, { concurrency: 2 })))).toHaveLength(30);
  });

  it('cancels the pages that ran ahead when the caller stops early', async () => {
    const { fetchPage, seen } = collection(1000, 5);
    let count = 0;
    for await (const _ of items(pages(fetchPage, 10, { concurrency: 4 })))
      if (++count === 15) break;
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.aborted).toBeGreaterThan(0);
    expect(seen.requests.length).toBeLessThanOrEqual(6);
    expect(seen.requests.length).toBeGreaterThanOrEqual(4);
  });

  it('passes a failing page on to the caller', async () => {
    const failing = (index: number) =>
      index === 2
        ? Promise.reject(new Error('page 2 failed'))
        : Promise.resolve(Array(10).fill(index) as number[]);
    await expect(all(items(pages(failing, 10, { concurrency: 2 })))).rejects.toThrow(
      'page 2 failed',
    );
  });
});

describe('paging with an expected count', () => {
  const told =
    (count: number, delayMs = 0) =>
    () =>
      new Promise<number>((resolve) => setTimeout(() => resolve(count), delayMs));

  it('asks for no page past the end the count gives', async () => {
    const { fetchPage, seen } = collection(95);
    const read = await all(items(pages(fetchPage, 10, { concurrency: 4 }, told(95))));
    expect(read).toHaveLength(95);
    await new Promise((r) => setTimeout(r, 20));
    expect([...seen.requests].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('asks for the one empty page that ends an exactly full last page', async () => {
    const { fetchPage, seen } = collection(40);
    expect(await all(items(pages(fetchPage, 10, { concurrency: 4 }, told(40))))).toHaveLength(40);
    await new Promise((r) => setTimeout(r, 20));
    expect(Math.max(...seen.requests)).toBe(4);
  });

  it.each([
    ['a count short of the truth (the collection grew)', 42],
    ['a count past it (the collection shrank)', 180],
    ['a count of none, told after the first pages came back', 0],
  ])('still reads everything with %s', async (_name, count) => {
    const { fetchPage } = collection(95);
    const read = await all(items(pages(fetchPage, 10, { concurrency: 3 }, told(count, 8))));
    expect(read).toEqual(Array.from({ length: 95 }, (_, i) => i));
  });

  it('reads as without one when the count fails', async () => {
    const { fetchPage } = collection(25);
    const failing = () => Promise.reject(new Error('no count'));
    expect(await all(items(pages(fetchPage, 10, { concurrency: 2 }, failing)))).toHaveLength(25);
  });
});

describe('items of pages', () => {
  it('hands out every item, and stops the pages when the caller stops', async () => {
    const { fetchPage, seen } = collection(1000, 5);
    const iterator = items(pages(fetchPage, 10, { concurrency: 2 }));
    expect((await iterator.next()).value).toBe(0);
    expect(await iterator.return?.()).toEqual({ value: undefined, done: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(seen.aborted).toBeGreaterThan(0);
    expect(await iterator.next()).toEqual({ value: undefined, done: true });
  });
});
