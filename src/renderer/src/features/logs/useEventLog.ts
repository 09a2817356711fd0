/**
 * A log screen's rows and their loading (event-pages.ts): the newest page at once, older pages in
 * the background up to AUTO_LOADED rows (then on scrolling, or all on the engineer's word,
 * cancellable), the live tail's new rows on top and marked new for a moment. The rows live in
 * a shallow ref replaced on each change: the table draws only the rows in view.
 */
import { ref, shallowRef } from 'vue';
import type { ErrorData } from '../../../../shared/errors/error-data';
import { errorData } from '../../api/call';
import type { TailAnswer } from '../resources/resource-calls';
import { rowsOf } from '../resources/resource-calls';
import { EventPages, type Cancel } from './event-pages';
import type { EventRow, LogCollection } from './event-row';
import { logSource } from './log-source';

/** Loaded without being asked: enough for a day or two of a busy site, quick to filter. */
export const AUTO_LOADED = 5000;
/** How long a new row stays marked new. */
const FRESH_MS = 4000;
/**
 * While everything is loaded, the rows go to the table at most this often (the counts follow
 * every page): each hand-over has the table index every row again, and fifty of them for
 * 50,000 events left enough garbage to stall the first frames of scrolling afterwards.
 */
const LOAD_ALL_ROWS_EVERY_MS = 500;

export function useEventLog(controllerId: string, collection: LogCollection) {
  const pages = new EventPages(logSource(controllerId, collection), collection);
  const rows = shallowRef<readonly EventRow[]>([]);
  const total = ref(0);
  const loaded = ref(0);
  const complete = ref(false);
  const starting = ref(true);
  const loadingAll = ref(false);
  const error = shallowRef<ErrorData | undefined>();
  const fresh = shallowRef<ReadonlySet<string>>(new Set());
  let cancel: Cancel | undefined;
  let stopped = false;

  const sync = () => {
    rows.value = pages.rows;
    total.value = pages.total;
    loaded.value = pages.loaded;
    complete.value = pages.complete;
  };
  const fail = (thrown: unknown) => (error.value = errorData(thrown, 'resource:read'));

  async function start(): Promise<void> {
    starting.value = true;
    error.value = undefined;
    try {
      await pages.start();
      sync();
      void background();
    } catch (thrown) {
      fail(thrown);
    } finally {
      starting.value = false;
    }
  }

  /** Older pages while the engineer reads, until AUTO_LOADED. */
  async function background(): Promise<void> {
    try {
      while (!stopped && !pages.complete && pages.loaded < AUTO_LOADED) {
        if ((await pages.older()) === 0) break;
        sync();
      }
    } catch (thrown) {
      fail(thrown);
    }
  }

  /** One more older page (the engineer scrolled near the end). */
  async function more(): Promise<void> {
    if (pages.complete || loadingAll.value) return;
    try {
      await pages.older();
      sync();
    } catch (thrown) {
      fail(thrown);
    }
  }

  async function loadAll(): Promise<void> {
    if (loadingAll.value) return;
    const mine: Cancel = { cancelled: false };
    cancel = mine;
    loadingAll.value = true;
    let handedAt = performance.now();
    const progress = () => {
      if (performance.now() - handedAt < LOAD_ALL_ROWS_EVERY_MS) {
        loaded.value = pages.loaded;
        return;
      }
      sync();
      handedAt = performance.now();
    };
    try {
      await pages.loadAll(mine, progress);
    } catch (thrown) {
      fail(thrown);
    } finally {
      sync();
      loadingAll.value = false;
    }
  }

  function stopLoading(): void {
    if (cancel) cancel.cancelled = true;
  }

  function markFresh(added: readonly EventRow[]): void {
    if (added.length === 0) return;
    const keys = added.map((r) => r.key);
    fresh.value = new Set([...fresh.value, ...keys]);
    setTimeout(() => {
      const left = new Set(fresh.value);
      for (const key of keys) left.delete(key);
      fresh.value = left;
    }, FRESH_MS);
  }

  /** The tail's answer put on top; a log that shrank is read afresh. */
  async function tail(answer: TailAnswer): Promise<void> {
    if (starting.value) return;
    const added = await pages.tail({
      count: answer.count,
      records: rowsOf({ body: answer.records }),
    });
    if (added === 'reset') return start();
    if (added.length === 0) return;
    sync();
    markFresh(added);
  }

  function stop(): void {
    stopped = true;
    stopLoading();
  }

  return {
    rows,
    total,
    loaded,
    complete,
    starting,
    loadingAll,
    error,
    fresh,
    start,
    more,
    loadAll,
    stopLoading,
    tail,
    stop,
    /** How many records the page has, the `after` of the next tail. */
    after: () => pages.total,
  };
}

export type EventLog = ReturnType<typeof useEventLog>;
