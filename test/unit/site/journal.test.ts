import { readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../src/core/site/journal';

const actor = { shell: 'cli' as const, user: 'tester' };
let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-journal-'));
  path = join(dir, 'journal.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the site journal', () => {
  it('appends whole lines and reads them back newest first, in pages', async () => {
    const journal = new Journal(path, actor);
    for (let i = 0; i < 5; i++) {
      await journal.append({ action: 'test.step', outcome: 'info', after: { i } });
    }
    const text = await readFile(path, 'utf8');
    expect(text.split('\n')).toHaveLength(6);
    const first = await journal.read({ limit: 2 });
    expect(first.entries.map((e) => e.after?.['i'])).toEqual([4, 3]);
    expect(first.more).toBe(true);
    const next = await journal.read({ limit: 10, before: first.entries[1]?.id });
    expect(next.entries.map((e) => e.after?.['i'])).toEqual([2, 1, 0]);
    expect(next.more).toBe(false);
    expect(next.entries[0]?.actor).toEqual(actor);
  });

  it('writes the entries appended at once together, in order, each on disk when it resolves', async () => {
    const onDisk: number[] = [];
    const lines = () => readFileSync(path, 'utf8').split('\n').filter(Boolean).length;
    const journal = new Journal(path, actor, undefined, () =>
      Promise.resolve(onDisk.push(lines())),
    );
    await journal.append({ action: 'test.first', outcome: 'info' });
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        journal.append({ action: 'test.step', outcome: 'info', after: { i } }).then((entry) => {
          expect(lines()).toBeGreaterThanOrEqual(i + 2);
          return entry;
        }),
      ),
    );
    // The twenty were appended while nothing was on its way: one write took them all.
    expect(onDisk).toEqual([1, ...Array.from({ length: 20 }, () => 21)]);
    expect((await journal.all()).map((e) => e.id)).toEqual([
      expect.any(String),
      ...all.map((e) => e.id),
    ]);
  });

  it('ignores a torn last line, and the next entry does not glue onto it', async () => {
    const journal = new Journal(path, actor);
    await journal.append({ action: 'test.kept', outcome: 'info' });
    await appendFile(path, '{"id":"torn","at":"2026');
    expect((await journal.all()).map((e) => e.action)).toEqual(['test.kept']);
    const again = new Journal(path, actor);
    await again.append({ action: 'test.after', outcome: 'succeeded', controllerId: 'c1' });
    expect((await again.all()).map((e) => e.action)).toEqual(['test.kept', 'test.after']);
    expect((await again.read({ limit: 5, controllerId: 'c1' })).entries).toHaveLength(1);
  });

  it('skips a damaged line in the middle and reads the rest', async () => {
    const journal = new Journal(path, actor);
    await journal.append({ action: 'test.one', outcome: 'info' });
    await appendFile(path, 'not json at all\n{"id":"x"}\n');
    await journal.append({ action: 'test.two', outcome: 'info' });
    expect((await journal.all()).map((e) => e.action)).toEqual(['test.one', 'test.two']);
  });

  it('refuses an entry that is not one, writing nothing', async () => {
    const journal = new Journal(path, actor);
    await writeFile(path, '');
    expect(() => journal.append({ action: 'Not Dotted', outcome: 'info' })).toThrow();
    expect(await readFile(path, 'utf8')).toBe('');
  });
});

describe('a site folder name', () => {
  it('is made from the name, Cyrillic in Latin letters', async () => {
    const { folderName } = await import('../../../src/core/site/site-store');
    expect(folderName('Plant 4, building B')).toBe('plant-4-building-b');
    expect(folderName('Завод 4, корпус Б')).toBe('zavod-4-korpus-b');
    expect(folderName('Щёлково, подъезд')).toBe('shchelkovo-podezd');
    expect(folderName('Склад №2')).toBe('sklad-no2');
    expect(folderName('Ⅻ Ｇate')).toBe('xii-gate');
    expect(folderName('!!!')).toMatch(/^site-[0-9a-f]{6}$/);
  });
});
