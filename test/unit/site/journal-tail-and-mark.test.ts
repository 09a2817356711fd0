/**
 * The journal in a process that has not read it (core/site/journal-tail.ts, journal-checked.ts):
 * the newest entries read from the end are those a whole read gives, across blocks and past torn
 * and damaged lines; the damaged lines come from the mark the last check left beside the journal
 * and the lines after it, and the whole journal is checked again when its bytes up to the mark
 * are not those checked. Real files.
 */
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { journalEntry } from '../../../src/shared/ipc/journal.schema';
import { checkedMarkPath } from '../../../src/core/site/journal-checked';
import { readJournalDamaged, readJournalLines } from '../../../src/core/site/journal-lines';
import { readJournalTail } from '../../../src/core/site/journal-tail';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-journal-tail-'));
  path = join(dir, 'journal.jsonl');
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** An entry line; `padding` characters in its `after`, to make lines of every length. */
const line = (n: number, padding = 0) =>
  `${JSON.stringify({
    id: `entry-${n}`,
    at: '2026-03-01T10:00:00.000Z',
    actor: { shell: 'cli', user: 'tester' },
    action: 'network.changed',
    after: { note: 'x'.repeat(padding) },
    outcome: 'succeeded',
  })}\n`;

describe('the newest entries, read from the end', () => {
  it('are those of a whole read, across blocks, past damaged lines and a torn last one', async () => {
    const parts: string[] = [];
    for (let n = 1; n <= 600; n += 1) {
      // Lines of many lengths, one longer than a block, and a damaged line now and then.
      parts.push(line(n, n === 300 ? 150_000 : (n * 37) % 900));
      if (n % 97 === 0) parts.push('{"not":"an entry"}\n');
    }
    await writeFile(path, `${parts.join('')}${line(601).slice(0, 30)}`);
    const whole = (await readJournalLinesCopy()).reverse();
    for (const limit of [1, 10, 200, 299, 301, 600, 700]) {
      const tail = await readJournalTail(path, limit);
      expect(tail.entries.map((e) => e.id)).toEqual(whole.slice(0, limit).map((e) => e.id));
      expect(tail.more).toBe(whole.length > limit);
    }
  });

  it('reads no journal as empty, and a journal of only a torn line as empty', async () => {
    expect(await readJournalTail(path, 10)).toEqual({ entries: [], more: false });
    await writeFile(path, line(1).slice(0, 40));
    expect(await readJournalTail(path, 10)).toEqual({ entries: [], more: false });
  });
});

/** The entries of a whole read, as a list of the test's own. */
async function readJournalLinesCopy() {
  return [...(await readJournalLines(path)).entries];
}

describe('the damaged lines, from the mark of the last check', () => {
  /** A first entry that makes the journal large enough to be marked (journal-lines.ts). */
  const big = line(0, 300 * 1024);

  it('leaves no mark beside a small journal, which is checked whole', async () => {
    await writeFile(path, `${line(1)}broken\n`);
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2]);
    await expect(readFile(checkedMarkPath(path))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('checks only the lines added since the last check, numbering on', async () => {
    await writeFile(path, `${big}broken\n${line(3)}`);
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2]);
    expect(JSON.parse(await readFile(checkedMarkPath(path), 'utf8'))).toMatchObject({
      end: Buffer.byteLength(`${big}broken\n${line(3)}`),
      lines: 3,
    });

    await appendFile(path, `${line(4)}{}\n`);
    const parse = vi.spyOn(journalEntry, 'safeParse');
    expect(await readJournalDamaged(path)).toEqual([
      expect.objectContaining({ line: 2 }),
      expect.objectContaining({ line: 5 }),
    ]);
    expect(parse).toHaveBeenCalledTimes(2);
    parse.mockClear();
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2, 5]);
    expect(parse).not.toHaveBeenCalled();
  });

  it('checks the whole journal again when a line before the mark was changed', async () => {
    await writeFile(path, `${big}${line(2)}${line(3)}`);
    expect(await readJournalDamaged(path)).toEqual([]);
    // The same size, one entry's id now out of bounds: only a whole check finds it.
    const text = await readFile(path, 'utf8');
    await writeFile(
      path,
      text.replace('"entry-2"', '""""""""""').replace('""""""""""', '"'.repeat(10)),
    );
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2]);
  });

  it('checks the whole journal again when it is shorter than the mark, or the mark does not read', async () => {
    await writeFile(path, `${big}bad\n${line(3)}`);
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2]);
    await writeFile(path, `${big}${line(2)}`);
    expect(await readJournalDamaged(path)).toEqual([]);

    await writeFile(path, `${big}bad\n`);
    await writeFile(checkedMarkPath(path), '{"version":1,"end":');
    expect((await readJournalDamaged(path)).map((d) => d.line)).toEqual([2]);
    expect(JSON.parse(await readFile(checkedMarkPath(path), 'utf8'))).toMatchObject({ lines: 2 });
  });
});
