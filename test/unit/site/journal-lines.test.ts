/**
 * The journal read at the size of a site (core/site/journal-lines.ts): a read after the file
 * grew parses only the lines added, numbers damaged lines on from those before, and reads the
 * whole file again when it is no longer the one read (replaced, shortened, other bytes where the
 * last read ended). Real files.
 */
import { appendFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { journalEntry } from '../../../src/shared/ipc/journal.schema';
import { readJournalLines } from '../../../src/core/site/journal-lines';
import { entryLine, useJournalFile } from './journal-file';

const journal = useJournalFile();

const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => entryLine(from + i)).join('');
const ids = async () => (await readJournalLines(journal.path)).entries.map((entry) => entry.id);

describe('reading a journal that grows', () => {
  it('parses only the lines added since the last read', async () => {
    await writeFile(journal.path, lines(1, 5));
    const parse = vi.spyOn(journalEntry, 'safeParse');
    expect(await ids()).toHaveLength(5);
    expect(parse).toHaveBeenCalledTimes(5);

    await appendFile(journal.path, lines(6, 7));
    expect(await ids()).toEqual(Array.from({ length: 7 }, (_, i) => `entry-${i + 1}`));
    expect(parse).toHaveBeenCalledTimes(7);

    expect(await ids()).toHaveLength(7);
    expect(parse).toHaveBeenCalledTimes(7);
  });

  it('numbers a damaged line by its place in the whole file, and reads a torn line once whole', async () => {
    await writeFile(journal.path, `${lines(1, 2)}not json\n${entryLine(4).slice(0, 20)}`);
    expect(await ids()).toEqual(['entry-1', 'entry-2']);
    expect((await readJournalLines(journal.path)).damaged.map((d) => d.line)).toEqual([3]);

    // The torn line is finished (a writer was still on it), then a damaged one follows.
    await appendFile(journal.path, `${entryLine(4).slice(20)}{"id":1}\n`);
    const read = await readJournalLines(journal.path);
    expect(read.entries.map((entry) => entry.id)).toEqual(['entry-1', 'entry-2', 'entry-4']);
    expect(read.damaged.map((d) => d.line)).toEqual([3, 5]);
  });

  it('reads the whole file again when another file took its place', async () => {
    await writeFile(journal.path, lines(1, 3));
    expect(await ids()).toHaveLength(3);
    const other = join(journal.dir, 'other.jsonl');
    await writeFile(other, lines(10, 14));
    await rename(other, journal.path);
    expect(await ids()).toEqual(['entry-10', 'entry-11', 'entry-12', 'entry-13', 'entry-14']);
  });

  it('reads the whole file again when it is shorter, or holds other bytes where the read ended', async () => {
    await writeFile(journal.path, lines(1, 4));
    expect(await ids()).toHaveLength(4);
    await writeFile(journal.path, lines(1, 2));
    expect(await ids()).toEqual(['entry-1', 'entry-2']);

    // The same file written over in place, longer than before: its end read differs.
    await writeFile(journal.path, lines(20, 25));
    expect(await ids()).toEqual(Array.from({ length: 6 }, (_, i) => `entry-${20 + i}`));
  });

  it('reads a journal that is not there as empty, and one made later in full', async () => {
    expect(await readJournalLines(journal.path)).toEqual({ entries: [], damaged: [] });
    await writeFile(journal.path, lines(1, 2));
    expect(await ids()).toEqual(['entry-1', 'entry-2']);
  });
});
