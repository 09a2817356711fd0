/**
 * Reads a whole collection as an async iterator, a page at a time, with up to `concurrency` page
 * requests in flight once the first page came back full (spec 4.3: GET /staff pages with page/page_size <= 150; D13: list reads take
 * limit/offset). Pages are yielded in order; the first short page ends the read and cancels the
 * requests that ran ahead of it. Breaking out of the loop cancels them too.
 */

export interface PagingOptions {
  /** Page requests in flight at once (default 4). */
  concurrency?: number;
  signal?: AbortSignal;
}

/** Fetches page `index` (0-based) of `size` items. */
export type PageFetcher<T> = (index: number, signal: AbortSignal) => Promise<readonly T[]>;

export const DEFAULT_PAGE_CONCURRENCY = 4;

/** Yields every item of every page until a page comes back shorter than `pageSize`. */
export async function* pages<T>(
  fetchPage: PageFetcher<T>,
  pageSize: number,
  options: PagingOptions = {},
): AsyncGenerator<T, void, undefined> {
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_PAGE_CONCURRENCY);
  const stop = new AbortController();
  const onAbort = (): void => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const inFlight: Promise<readonly T[]>[] = [];
  let next = 0;
  const launch = (): void => {
    const request = fetchPage(next++, stop.signal);
    // Requests that ran ahead may fail after the end was found: nobody waits for them.
    request.catch(() => undefined);
    inFlight.push(request);
  };
  try {
    // The first page alone: a small collection costs one request, not `concurrency`.
    launch();
    for (;;) {
      const page = await (inFlight.shift() as Promise<readonly T[]>);
      yield* page;
      if (page.length < pageSize) return;
      while (inFlight.length < concurrency) launch();
    }
  } finally {
    stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
  }
}
