/**
 * The shared live tail of an event log: however many pages ask, the controller is read at most
 * once a second (a count, then only what is new), askers get the records after their own count,
 * and a log that shrank is read afresh.
 */
import { describe, expect, it } from 'vitest';
import type { ControllerClient } from '../../../src/core/client/controller-client';
import { EventTail } from '../../../src/core/resources/event-tail';

/** A controller's log of `n` events, counting the reads it answers. */
function fakeLog(initial: number) {
  const log = { events: Array.from({ length: initial }, (_, i) => ({ uuid: `e${i}` })), reads: 0 };
  const client = {
    callAsIs(id: string, request?: { query?: { offset: string; limit: string } }) {
      log.reads++;
      if (id === 'accessEvents.count') {
        return Promise.resolve({ status: 200, body: { count: log.events.length }, problems: [] });
      }
      const offset = Number(request?.query?.offset ?? 0);
      const limit = Number(request?.query?.limit ?? log.events.length);
      return Promise.resolve({
        status: 200,
        body: { data: log.events.slice(offset, offset + limit) },
        problems: [],
      });
    },
  } as unknown as ControllerClient;
  return { log, client };
}

const endpoints = { list: 'accessEvents.list', count: 'accessEvents.count' } as const;

describe('event tail', () => {
  it('reads at most once a second however many ask', async () => {
    let now = 0;
    const tail = new EventTail(1000, () => now);
    const { log, client } = fakeLog(10);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => tail.tail('c accessEvents', client, endpoints, 8, 100)),
    );
    expect(log.reads).toBe(2); // one count, one list
    expect(answers.every((a) => a.count === 10 && a.records.length === 2)).toBe(true);
    log.events.push({ uuid: 'e10' });
    now = 500;
    expect((await tail.tail('c accessEvents', client, endpoints, 10, 100)).records).toEqual([]);
    expect(log.reads).toBe(2);
    now = 1000;
    const next = await tail.tail('c accessEvents', client, endpoints, 10, 100);
    expect(next.records).toEqual([{ uuid: 'e10' }]);
    expect(log.reads).toBe(4);
  });

  it('keeps the newest thousand and gives each asker what follows its count', async () => {
    let now = 0;
    const tail = new EventTail(1000, () => now);
    const { log, client } = fakeLog(5000);
    const newest = await tail.tail('k', client, endpoints, 0, 200);
    expect(newest.count).toBe(5000);
    expect(newest.records).toHaveLength(200);
    expect(newest.records[199]).toEqual({ uuid: 'e4999' });
    now = 1000;
    log.events.push(...Array.from({ length: 3 }, (_, i) => ({ uuid: `n${i}` })));
    const more = await tail.tail('k', client, endpoints, 5000, 200);
    expect(more.records.map((r) => (r as { uuid: string }).uuid)).toEqual(['n0', 'n1', 'n2']);
  });

  it('reads afresh when the log shrank', async () => {
    let now = 0;
    const tail = new EventTail(1000, () => now);
    const { log, client } = fakeLog(20);
    await tail.tail('k', client, endpoints, 0, 50);
    log.events.splice(0, 15);
    now = 1000;
    const after = await tail.tail('k', client, endpoints, 0, 50);
    expect(after.count).toBe(5);
    expect(after.records).toHaveLength(5);
  });
});
