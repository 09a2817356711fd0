/**
 * The rows of one event log loaded newest first (spec 4.7, D13): the count, then the newest page
 * at once (a log is stored oldest first, so that page is at offset count - limit), then older
 * pages on demand or all of them (cancellable, a page at a time so the screen keeps answering),
 * and the live tail's new records on top. Rows always cover the places [from, total) of the log,
 * newest first by time (event-row.ts `newerFirst`).
 * Plain TypeScript: the screen wraps it in a shallow ref, so 50,000 rows are not made reactive.
 */
import {
  mergeNewestFirst,
  rowsNewestFirst,
  type EventRow,
  type JsonRecord,
  type LogCollection,
} from './event-row';

export interface LogSource {
  count(): Promise<number>;
  page(offset: number, limit: number): Promise<JsonRecord[]>;
}

export interface TailRecords {
  count: number;
  /** The newest records after the count asked with, oldest first. */
  records: readonly JsonRecord[];
}

export const FIRST_PAGE = 200;
export const PAGE = 1000;
/** A gap in the tail wider than this is not filled record by record: the log is read afresh. */
const MAX_GAP = 5000;

export interface Cancel {
  cancelled: boolean;
}

export class EventPages {
  rows: EventRow[] = [];
  total = 0;
  from = 0;
  #generation = 0;
  #older: Promise<number> | undefined;

  constructor(
    private readonly source: LogSource,
    private readonly collection: LogCollection,
  ) {}

  get loaded(): number {
    return this.rows.length;
  }

  get complete(): boolean {
    return this.from === 0;
  }

  /** Reads the count and the newest page (everything read before is dropped). */
  async start(first = FIRST_PAGE): Promise<void> {
    const generation = ++this.#generation;
    this.#older = undefined;
    const total = await this.source.count();
    const offset = Math.max(0, total - first);
    const records = total > 0 ? await this.source.page(offset, total - offset) : [];
    if (generation !== this.#generation) return;
    this.total = offset + records.length;
    this.from = offset;
    this.rows = rowsNewestFirst(records, offset, this.collection);
  }

  /** Loads the next older page; how many rows came (0 once the log is loaded to its start). */
  older(limit = PAGE): Promise<number> {
    this.#older ??= this.#readOlder(limit).finally(() => (this.#older = undefined));
    return this.#older;
  }

  async #readOlder(limit: number): Promise<number> {
    if (this.from === 0) return 0;
    const generation = this.#generation;
    const offset = Math.max(0, this.from - limit);
    const records = await this.source.page(offset, this.from - offset);
    if (generation !== this.#generation || offset >= this.from) return 0;
    this.rows = mergeNewestFirst(this.rows, rowsNewestFirst(records, offset, this.collection));
    this.from = offset;
    return records.length;
  }

  /** Loads every older page until the start of the log or until cancelled. */
  async loadAll(cancel: Cancel, progress?: () => void): Promise<void> {
    while (!cancel.cancelled && this.from > 0) {
      const got = await this.older(PAGE);
      progress?.();
      if (got === 0) break;
    }
  }

  /**
   * Adds the live tail's new records on top; answers the new rows (newest first), or 'reset'
   * when the log shrank (records deleted) or jumped too far, so it must be read afresh.
   */
  async tail(answer: TailRecords): Promise<EventRow[] | 'reset'> {
    if (answer.count < this.total) return 'reset';
    if (answer.count === this.total) return [];
    const generation = this.#generation;
    const first = answer.count - answer.records.length;
    let records = answer.records;
    let offset = first;
    if (first > this.total) {
      if (answer.count - this.total > MAX_GAP) return 'reset';
      offset = this.total;
      records = await this.source.page(offset, answer.count - offset);
      if (generation !== this.#generation) return [];
    } else if (first < this.total) {
      records = records.slice(this.total - first);
      offset = this.total;
    }
    if (offset !== this.total) return [];
    const fresh = rowsNewestFirst(records, offset, this.collection);
    this.rows = mergeNewestFirst(this.rows, fresh);
    this.total = offset + records.length;
    return fresh;
  }
}
