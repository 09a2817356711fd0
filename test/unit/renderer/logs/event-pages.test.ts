import { describe, expect, it } from 'vitest';
import { EventPages, type LogSource } from '../../../../src/renderer/src/features/logs/event-pages';
import type { JsonRecord } from '../../../../src/renderer/src/features/logs/event-row';

/** A log of `n` access events stored oldest first, read as D13 lists it; reads are recorded. */
function log(n: number) {
  const records: JsonRecord[] = Array.from({ length: n }, (_, i) => ({
    uuid: `e${i}`,
    type: i % 2 ? 'access_granted' : 'access_denied_schedule',
    timestamp: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
  }));
  const reads: Array<[number, number]> = [];
  const source: LogSource = {
    count: () => Promise.resolve(records.length),
    page: (offset, limit) => {
      reads.push([offset, limit]);
      return Promise.resolve(records.slice(offset, offset + limit));
    },
  };
  const add = (k: number) => {
    for (let i = 0; i < k; i++)
      records.push({
        uuid: `e${records.length}`,
        type: 'access_granted',
        timestamp: new Date(Date.UTC(2026, 0, 1) + records.length * 1000).toISOString(),
      });
  };
  return { records, reads, source, add };
}

describe('the pages of an event log', () => {
  it('reads the count, then the newest page at offset count - limit, newest first', async () => {
    const { source, reads } = log(50_000);
    const pages = new EventPages(source, 'accessEvents');
    await pages.start(200);
    expect(reads).toEqual([[49_800, 200]]);
    expect(pages.total).toBe(50_000);
    expect(pages.rows.map((r) => r.key).slice(0, 2)).toEqual(['e49999', 'e49998']);
    expect(pages.rows.at(-1)?.index).toBe(49_800);
    expect(pages.rows[0]?.outcome).toBe('granted');
    expect(pages.rows[1]?.outcome).toBe('denied');
  });

  it('loads older pages below the newest, and all of them until cancelled', async () => {
    const { source, reads } = log(5_300);
    const pages = new EventPages(source, 'accessEvents');
    await pages.start(200);
    // Two asks at once make one read.
    await Promise.all([pages.older(1000), pages.older(1000)]);
    expect(reads.at(-1)).toEqual([4_100, 1000]);
    expect(pages.loaded).toBe(1200);
    const cancel = { cancelled: false };
    let pagesRead = 0;
    await pages.loadAll(cancel, () => {
      if (++pagesRead === 2) cancel.cancelled = true;
    });
    expect(pages.from).toBe(2_100);
    await pages.loadAll({ cancelled: false });
    expect(pages.complete).toBe(true);
    expect(pages.loaded).toBe(5_300);
    expect(pages.rows.map((r) => r.index)).toEqual(
      Array.from({ length: 5_300 }, (_, i) => 5_299 - i),
    );
  });

  it('puts the tail’s new records on top, fills a gap, and starts again when the log shrank', async () => {
    const { source, records, add } = log(10);
    const pages = new EventPages(source, 'accessEvents');
    await pages.start();
    add(3);
    const fresh = await pages.tail({ count: 13, records: records.slice(10) });
    expect(fresh !== 'reset' && fresh.map((r) => r.key)).toEqual(['e12', 'e11', 'e10']);
    expect(pages.rows[0]?.key).toBe('e12');
    // The tail kept only the newest two of five new ones: the three before are read.
    add(5);
    const filled = await pages.tail({ count: 18, records: records.slice(16) });
    expect(filled !== 'reset' && filled.map((r) => r.index)).toEqual([17, 16, 15, 14, 13]);
    expect(pages.total).toBe(18);
    // Nothing new, then an answer overlapping what is loaded.
    expect(await pages.tail({ count: 18, records: [] })).toEqual([]);
    expect(await pages.tail({ count: 10, records: [] })).toBe('reset');
  });
});

describe('rows written out of the order of their times', () => {
  it('are shown newest first by time, older pages and the tail merged in', async () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 0, 1, hour)).toISOString();
    // A door alarm of 03:00 written after the passes of 05:00 and 06:00.
    const records: JsonRecord[] = [4, 1, 5, 6, 3].map((hour, i) => ({
      uuid: `e${i}`,
      type: 'access_granted',
      timestamp: at(hour),
    }));
    const source: LogSource = {
      count: () => Promise.resolve(records.length),
      page: (offset, limit) => Promise.resolve(records.slice(offset, offset + limit)),
    };
    const pages = new EventPages(source, 'accessEvents');
    await pages.start(3);
    expect(pages.rows.map((r) => r.key)).toEqual(['e3', 'e2', 'e4']);
    await pages.older();
    expect(pages.rows.map((r) => r.key)).toEqual(['e3', 'e2', 'e0', 'e4', 'e1']);
    records.push({ uuid: 'e5', type: 'access_granted', timestamp: at(7) });
    await pages.tail({ count: 6, records: records.slice(5) });
    expect(pages.rows[0]?.key).toBe('e5');
  });
});
