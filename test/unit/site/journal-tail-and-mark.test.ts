/**
 * The journal in a process that has not read it (core/site/journal-tail.ts, journal-checked.ts):
 * the newest entries read from the end are those a whole read gives, across blocks and past torn
 * and damaged lines; the damaged lines come from the mark the last check left beside the journal
 * and the lines after it, and the whole journal is checked again when its bytes up to the mark
 * are not those checked. Real files.
 */
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { journalEntry } from '../../../src/shared/ipc/journal.schema';
import { checkedMarkPath } from '../../../src/core/site/journal-checked';
import { readJournalDamaged, readJournalLines } from '../../../src/core/site/journal-lines';
import { readJournalTail } from '../../../src/core/site/journal-tail';
import { entryLine, useJournalFile } from './journal-file';

const journal = useJournalFile();

describe('the newest entries, read from the end', () => {
  it('are those of a whole read, across blocks, past damaged lines and a torn last one', async () => {
    const parts: string[] = [];
    for (let n = 1; n <= 600; n += 1) {
      // Lines of many lengths, one longer than a block, and a damaged line now and then.
      parts.push(entryLine(n, n === 300 ? 150_000 : (n * 37) % 900));
      if (n % 97 === 0) parts.push('{"not":"an entry"}\n');
    }
    await writeFile(journal.path, `${parts.join('')}${entryLine(601).slice(0, 30)}`);
    const whole = (await readJournalLinesCopy()).reverse();
    for (const limit of [1, 10, 200, 299, 301, 600, 700]) {
      const tail = await readJournalTail(journal.path, limit);
      expect(tail.entries.map((e) => e.id)).toEqual(whole.slice(0, limit).map((e) => e.id));
      expect(tail.more).toBe(whole.length > limit);
    }
  });

  it('reads no journal as empty, and a journal of only a torn line as empty', async () => {
    expect(await readJournalTail(journal.path, 10)).toEqual({ entries: [], more: false });
    await writeFile(journal.path, entryLine(1).slice(0, 40));
    expect(await readJournalTail(journal.path, 10)).toEqual({ entries: [], more: false });
  });
});

/** The entries of a whole read, as a list of the test's own. */
async function readJournalLinesCopy() {
  return [...(await readJournalLines(journal.path)).entries];
}

describe('the damaged lines, from the mark of the last check', () => {
  /** A first entry that makes the journal large enough to be marked (journal-lines.ts). */
  const big = entryLine(0, 300 * 1024);

  it('leaves no mark beside a small journal, which is checked whole', async () => {
    await writeFile(journal.path, `${entryLine(1)}broken\n`);
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2]);
    await expect(readFile(checkedMarkPath(journal.path))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('checks only the lines added since the last check, numbering on', async () => {
    await writeFile(journal.path, `${big}broken\n${entryLine(3)}`);
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2]);
    expect(JSON.parse(await readFile(checkedMarkPath(journal.path), 'utf8'))).toMatchObject({
      end: Buffer.byteLength(`${big}broken\n${entryLine(3)}`),
      lines: 3,
    });

    await appendFile(journal.path, `${entryLine(4)}{}\n`);
    const parse = vi.spyOn(journalEntry, 'safeParse');
    expect(await readJournalDamaged(journal.path)).toEqual([
      expect.objectContaining({ line: 2 }),
      expect.objectContaining({ line: 5 }),
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockClear();
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2, 5]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('checks the whole journal again when a line before the mark was changed', async () => {
    await writeFile(journal.path, `${big}${entryLine(2)}${entryLine(3)}`);
    expect(await readJournalDamaged(journal.path)).toEqual([]);
    // The same size, one entry's id now out of bounds: only a whole check finds it.
    const text = await readFile(journal.path, 'utf8');
    await writeFile(
      journal.path,
      text.replace('"entry-2"', '""""""""""').replace('""""""""""', '"'.repeat(10)),
    );
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2]);
  });

  it('checks the whole journal again when it is shorter than the mark, or the mark does not read', async () => {
    await writeFile(journal.path, `${big}bad\n${entryLine(3)}`);
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2]);
    await writeFile(journal.path, `${big}${entryLine(2)}`);
    expect(await readJournalDamaged(journal.path)).toEqual([]);

    await writeFile(journal.path, `${big}bad\n`);
    await writeFile(checkedMarkPath(journal.path), '{"version":1,"end":');
    expect((await readJournalDamaged(journal.path)).map((d) => d.line)).toEqual([2]);
    expect(JSON.parse(await readFile(checkedMarkPath(journal.path), 'utf8'))).toMatchObject({
      lines: 2,
    });
  });
});
