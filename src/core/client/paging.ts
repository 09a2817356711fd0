/**
 * Reads a whole collection a page at a time, with up to `concurrency` page requests in flight
 * (spec 4.3: GET /staff pages with page/page_size <= 150; D13: list reads take limit/offset).
 * Pages are yielded in order; the first short page ends the read (the requests that ran past the
 * end finish on their own, keeping their connections). Stopping early cancels the ones in flight.
 */

export interface PagingOptions {
  /** Page requests in flight at once (default 4). */
  concurrency?: number;
  signal?: AbortSignal;
}

/**
 * Fetches page `index` (0-based) of `size` items. It may call `answered` once the page's answer is
 * in and before it is read (parsed and checked against the contract): the helper then counts the
 * request as no longer on the wire and sends the next one while this page is read.
 */
export type PageFetcher<T> = (
  index: number,
  signal: AbortSignal,
  answered: () => void,
) => Promise<readonly T[]>;

export const DEFAULT_PAGE_CONCURRENCY = 4;

/**
 * Yields every non-empty page, in order, until one comes back shorter than `pageSize`. A new
 * request starts as soon as one finishes (not when the caller gets to it), so `concurrency`
 * requests stay in flight; at most twice that many pages are fetched ahead of the caller. A
 * fetcher that tells when its answer is in (`answered`) lets the next request go out while that
 * page is parsed and checked, so the controller works on it meanwhile. An expected count of
 * items (`expectedItems`, asked when the read starts: the collection's count endpoint) keeps the
 * requests from running past the end; the first short page still ends the read whatever it said.
 */
export async function* pages<T>(
  fetchPage: PageFetcher<T>,
  pageSize: number,
  options: PagingOptions = {},
  expectedItems?: () => Promise<number | undefined>,
): AsyncGenerator<readonly T[], void, undefined> {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_PAGE_CONCURRENCY);
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const requests = new Map<number, Promise<readonly T[]>>();
  let next = 0;
  let consumed = 0;
  let inFlight = 0;
  /** Index of the first short page, once one came back. */
  let last = Number.POSITIVE_INFINITY;
  /**
   * Index of the page the expected count makes the short one: none past it is asked for until it
   * comes back full (the collection grew meanwhile), so a read asks for no pages past its end.
   */
  let expectedLast = Number.POSITIVE_INFINITY;
  /** Index of the furthest page that came back full. */
  let furthestFull = -1;
  let reachedEnd = false;
  /** Pages whose requests count as in flight: until answered (or settled, if never told). */
  const onWire = new Set<number>();
  const landed = (index: number): boolean => {
    if (!onWire.delete(index)) return false;
    inFlight--;
    return true;
  };
  const fill = (): void => {
    while (
      inFlight < concurrency &&
      next - consumed < concurrency * 2 &&
      next <= last &&
      next <= expectedLast &&
      !stop.signal.aborted
    ) {
      const index = next++;
      inFlight++;
      onWire.add(index);
      const request = fetchPage(index, stop.signal, () => {
        if (landed(index)) fill();
      });
      requests.set(index, request);
      request.then(
        (page) => {
          landed(index);
          if (page.length < pageSize) last = Math.min(last, index);
          else {
            furthestFull = Math.max(furthestFull, index);
            if (index >= expectedLast) expectedLast = Number.POSITIVE_INFINITY;
          }
          fill();
        },
        // The caller sees the failure when it reaches this page, or never if the end came first.
        () => landed(index),
      );
    }
  };
  // A count that fails or never comes leaves the read as it is: it ends on the first short page.
  expectedItems?.().then(
    (count) => {
      if (count === undefined || !Number.isSafeInteger(count) || count < 0) return;
      // Never short of a page already seen full: the one after it is still to be read.
      expectedLast = Math.max(Math.floor(count / pageSize), furthestFull + 1);
      fill();
    },
    () => undefined,
  );
  try {
    for (;;) {
      fill();
      const request = requests.get(consumed) as Promise<readonly T[]>;
      requests.delete(consumed);
      const page = await request;
      consumed++;
      if (page.length > 0) yield page;
      if (page.length < pageSize) {
        reachedEnd = true;
        return;
      }
    }
  } finally {
    // Past the end the pages are empty and come back at once: letting them finish keeps their
    // kept-alive connections, which cancelling would close. Anything else is cancelled.
    if (!reachedEnd) stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The items of a sequence of pages, one by one. A plain iterator rather than an async generator:
 * handing out an item already in hand costs one resolved promise, about a quarter of what a
 * generator's `yield` costs per item (it matters at 10,000 staff). Stopping early stops the pages.
 */
export function items<T>(source: AsyncIterable<readonly T[]>): AsyncIterableIterator<T> {
  const pageIterator = source[Symbol.asyncIterator]();
  let page: readonly T[] = [];
  let index = 0;
  let finished = false;
  const done = (): IteratorResult<T> => ({ value: undefined, done: true });
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    next(): Promise<IteratorResult<T>> {
      if (finished) return Promise.resolve(done());
      if (index < page.length) return Promise.resolve({ value: page[index++] as T, done: false });
      return pageIterator.next().then((result) => {
        if (result.done) {
          finished = true;
          return done();
        }
        page = result.value;
        index = 0;
        return iterator.next();
      });
    },
    async return(): Promise<IteratorResult<T>> {
      finished = true;
      page = [];
      await pageIterator.return?.();
      return done();
    },
  };
  return iterator;
}
