import { appendFile, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Journal } from '../../../src/simulator/store/journal';
import { JOURNAL_FILE, SNAPSHOT_FILE, Store } from '../../../src/simulator/store/store';

type Schema = { people: { name: string; n?: number }; cards: { code: string } };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-store-'));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

const open = (options = {}) => Store.open<Schema>(dir, options);

describe('the simulator store', () => {
  it('reads back what was put, in insertion order, after a reopen', async () => {
    const store = await open();
    await store.put('people', 'b', { name: 'B' });
    await store.put('people', 'a', { name: 'A' });
    await store.put('people', 'b', { name: 'B2' });
    await store.put('cards', '200', { code: '200' });
    await store.put('cards', '100', { code: '100' });
    await store.remove('people', 'a');
    await store.close();
    const again = await open();
    expect(again.values('people')).toEqual([{ name: 'B2' }]);
    expect(again.values('cards').map((c) => c.code)).toEqual(['200', '100']);
    expect(again.get('people', 'a')).toBeUndefined();
    expect(again.size('cards')).toBe(2);
    await again.close();
  });

  it('pages without copying: slice(offset, limit)', async () => {
    const store = await open();
    await store.commit(
      Array.from(
        { length: 10 },
        (_, i) => ['put', 'people', `k${i}`, { name: `p${i}`, n: i }] as const,
      ),
    );
    expect(store.slice('people', 3, 4).map((p) => p.n)).toEqual([3, 4, 5, 6]);
    expect(store.slice('people', 9, 5).map((p) => p.n)).toEqual([9]);
    expect(store.slice('people', 10, 5)).toEqual([]);
    await store.close();
  });

  it('writes the ops of one commit as one journal line', async () => {
    const store = await open();
    await store.commit([
      ['put', 'people', 'x', { name: 'X' }],
      ['put', 'cards', '1', { code: '1' }],
    ]);
    await store.close();
    const lines = (await readFile(join(dir, JOURNAL_FILE), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(1);
  });

  it('cuts off a torn last line and keeps appending readable lines after it', async () => {
    const warn = vi.fn();
    const store = await open();
    await store.put('people', 'a', { name: 'A' });
    await store.close();
    await appendFile(join(dir, JOURNAL_FILE), '{"s":2,"o":[["put","people","b",{"na');
    const again = await open({ warn });
    expect(again.values('people')).toEqual([{ name: 'A' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cut off'));
    await again.put('people', 'c', { name: 'C' });
    await again.close();
    const third = await open();
    expect(third.values('people').map((p) => p.name)).toEqual(['A', 'C']);
    await third.close();
  });

  it('skips a damaged line in the middle and warns', async () => {
    const warn = vi.fn();
    const store = await open();
    await store.put('people', 'a', { name: 'A' });
    await store.close();
    await appendFile(
      join(dir, JOURNAL_FILE),
      'garbage\n{"s":3,"o":[["put","people","b",{"name":"B"}]]}\n',
    );
    const again = await open({ warn });
    expect(again.values('people').map((p) => p.name)).toEqual(['A', 'B']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('skipped 1'));
    await again.close();
  });

  it('lets writes that arrive together share a sync (group commit)', async () => {
    const append = vi.spyOn(Journal.prototype, 'append');
    const store = await open();
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => store.put('people', `k${i}`, { name: `p${i}` })),
    );
    expect(append.mock.calls.length).toBeGreaterThan(0);
    expect(append.mock.calls.length).toBeLessThan(20);
    await store.close();
    const again = await open();
    expect(again.size('people')).toBe(200);
    await again.close();
  });

  it('folds the journal into a snapshot once it grows, and reads both back', async () => {
    const store = await open({ compactBytes: 2048 });
    for (let i = 0; i < 100; i++) await store.put('people', `k${i}`, { name: `person ${i}`, n: i });
    await store.remove('people', 'k5');
    await store.close();
    const journalSize = (await stat(join(dir, JOURNAL_FILE))).size;
    expect(journalSize).toBeLessThan(8192);
    expect((await stat(join(dir, SNAPSHOT_FILE))).size).toBeGreaterThan(0);
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const again = await open();
    expect(again.size('people')).toBe(99);
    expect(again.get('people', 'k99')).toEqual({ name: 'person 99', n: 99 });
    expect(again.get('people', 'k5')).toBeUndefined();
    await again.close();
  });

  it('skips journal lines a snapshot already covers (a kill between snapshot and journal reset)', async () => {
    const store = await open();
    await store.put('people', 'x', { name: 'first' });
    await store.put('people', 'x', { name: 'second' });
    await store.close();
    const snapshot = {
      format: 'turnkey-simulator-snapshot',
      version: 1,
      seq: 2,
      collections: { people: [['x', { name: 'later' }]] },
    };
    await writeFile(join(dir, SNAPSHOT_FILE), JSON.stringify(snapshot));
    await appendFile(
      join(dir, JOURNAL_FILE),
      '{"s":3,"o":[["put","people","y",{"name":"after"}]]}\n',
    );
    const again = await open();
    expect(again.get('people', 'x')).toEqual({ name: 'later' });
    expect(again.get('people', 'y')).toEqual({ name: 'after' });
    await again.close();
  });

  it('refuses a damaged snapshot instead of starting empty', async () => {
    await writeFile(join(dir, SNAPSHOT_FILE), '{"format":"something else"}');
    await expect(open()).rejects.toThrow(/snapshot/);
  });

  it('refuses writes after close', async () => {
    const store = await open();
    await store.close();
    await expect(store.put('people', 'a', { name: 'A' })).rejects.toThrow(/closed/);
  });
});
