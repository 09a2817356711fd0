/**
 * The live tail of an event log (spec 4.7): the newest records after a count the page already
 * has. Every page, tab and window asking about the same log of the same controller shares one
 * reader, which asks the controller at most once a second (its count, then only the records new
 * since the last read), and keeps the newest thousand for the askers. A log that shrank (records
 * deleted) is read afresh.
 */
import type { EndpointId } from '../../shared/api';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { ControllerClient } from '../client/controller-client';

export const TAIL_INTERVAL_MS = 1000;
const KEPT = 1000;

interface LogCache {
  /** Index in the log of `records[0]`. */
  start: number;
  records: JsonValue[];
  count: number;
  readAt: number;
  reading?: Promise<void>;
}

export interface TailEndpoints {
  list: EndpointId;
  count: EndpointId;
}

export interface TailAnswer {
  count: number;
  records: JsonValue[];
  readAt: string;
}

export class EventTail {
  readonly #logs = new Map<string, LogCache>();

  constructor(
    private readonly intervalMs = TAIL_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async tail(
    key: string,
    client: ControllerClient,
    endpoints: TailEndpoints,
    after: number,
    limit: number,
  ): Promise<TailAnswer> {
    let log = this.#logs.get(key);
    if (!log) {
      log = { start: 0, records: [], count: 0, readAt: -Infinity };
      this.#logs.set(key, log);
    }
    if (log.reading) await log.reading;
    else if (this.now() - log.readAt >= this.intervalMs) {
      const cache = log;
      cache.reading = this.#read(cache, client, endpoints).finally(() => {
        delete cache.reading;
      });
      await cache.reading;
    }
    const from = Math.max(after, log.count - limit, log.start);
    return {
      count: log.count,
      records: log.records.slice(from - log.start),
      readAt: new Date(log.readAt).toISOString(),
    };
  }

  async #read(log: LogCache, client: ControllerClient, endpoints: TailEndpoints): Promise<void> {
    log.readAt = this.now();
    const counted = await client.callAsIs(endpoints.count, {} as never);
    const count = Number((counted.body as { count?: unknown } | null)?.count ?? 0);
    if (count < log.start + log.records.length) {
      log.start = 0;
      log.records = [];
    }
    const end = log.start + log.records.length;
    const from = Math.max(end, count - KEPT);
    if (count > from) {
      const answer = await client.callAsIs(endpoints.list, {
        query: { offset: String(from), limit: String(count - from) },
      } as never);
      const data = (answer.body as { data?: unknown } | null)?.data;
      const fresh = Array.isArray(data) ? (data as JsonValue[]) : [];
      if (from > end) {
        log.start = from;
        log.records = fresh;
      } else log.records.push(...fresh);
      const overflow = log.records.length - KEPT;
      if (overflow > 0) {
        log.records.splice(0, overflow);
        log.start += overflow;
      }
    }
    log.count = log.start + log.records.length;
  }
}
