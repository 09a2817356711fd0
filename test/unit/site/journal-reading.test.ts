/**
 * What a site's journal gives back (docs/decisions.md, "Commissioning engine: the site and its
 * journal"; "Hard edges of files"): the time and actor of each entry, pages that say whether more
 * are left, an unknown page cursor giving nothing, damaged lines by number with the parser's
 * words, no journal yet read as empty, and a listener's failure not failing the append. Real files.
 */
import {
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  readlink,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../../../src/core/site/journal';

const actor = { shell: 'cli' as const, user: 'tester' };
const at = new Date('2026-03-01T10:00:00.000Z');
let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-journal-reading-'));
  path = join(dir, 'journal.jsonl');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

async function written(journal: Journal, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await journal.append({ action: 'test.step', outcome: 'info', after: { i } });
}

describe('an entry appended', () => {
  it('carries the clock’s time and the shell’s actor, with the login the entry names', async () => {
    const journal = new Journal(path, actor, () => at);
    const entry = await journal.append({
      action: 'session.login',
      outcome: 'succeeded',
      actor: { ...actor, login: 'admin' },
    });
    expect(entry.at).toBe('2026-03-01T10:00:00.000Z');
    expect(entry.actor).toEqual({ shell: 'cli', user: 'tester', login: 'admin' });
    expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await journal.all()).toEqual([entry]);
  });

  it('is on disk and answered although the listener told of it fails', async () => {
    const journal = new Journal(
      path,
      actor,
      () => at,
      () => Promise.reject(new Error('busy')),
    );
    const entry = await journal.append({ action: 'test.step', outcome: 'info' });
    expect((await journal.all()).map((e) => e.id)).toEqual([entry.id]);
  });

  it('keeps the file free of empty lines when a journal is opened again', async () => {
    await written(new Journal(path, actor), 1);
    await written(new Journal(path, actor), 1);
    const text = await readFile(path, 'utf8');
    expect(text.split('\n')).toHaveLength(3);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text).not.toContain('\n\n');
  });
});

describe('appends one after another', () => {
  it('leave no handle of the journal open, nor does one the disk refused', async () => {
    const journal = new Journal(path, actor);
    await written(journal, 5);
    expect(await openHandles(path)).toBe(0);
  });
});

/** How many of this process's open files are `file` (Linux: /proc/self/fd). */
async function openHandles(file: string): Promise<number> {
  const fds = await readdir('/proc/self/fd');
  const targets = await Promise.all(
    fds.map((fd) => readlink(join('/proc/self/fd', fd)).catch(() => '')),
  );
  return targets.filter((t) => t === file).length;
}

describe('an append the disk refused', () => {
  it('is disk_full, and the next append ends the line the refused one may have torn', async () => {
    // The journal's file on a device that takes no byte, then a file holding a torn line.
    await symlink('/dev/full', path);
    const journal = new Journal(path, actor);
    await expect(journal.append({ action: 'test.lost', outcome: 'info' })).rejects.toMatchObject({
      data: { code: 'disk_full' },
    });
    expect(await openHandles('/dev/full')).toBe(0);
    await rm(path);
    await writeFile(path, '{"id":"torn');
    const entry = await journal.append({ action: 'test.after', outcome: 'info' });
    expect((await journal.all()).map((e) => e.id)).toEqual([entry.id]);
  });
});

describe('a page of the journal', () => {
  it('says no more are left when the last page is exactly full', async () => {
    const journal = new Journal(path, actor);
    await written(journal, 3);
    const page = await journal.read({ limit: 3 });
    expect(page.entries.map((e) => e.after?.['i'])).toEqual([2, 1, 0]);
    expect(page.more).toBe(false);
  });

  it('after an entry that is not there is empty', async () => {
    const journal = new Journal(path, actor);
    await written(journal, 2);
    expect(await journal.read({ limit: 5, before: 'gone' })).toEqual({ entries: [], more: false });
  });

  it('of no controller named holds the entries of every controller', async () => {
    const journal = new Journal(path, actor);
    await journal.append({ action: 'test.step', outcome: 'info', controllerId: 'c1' });
    await journal.append({ action: 'test.step', outcome: 'info' });
    const page = await journal.read({ limit: 5 });
    expect(page.entries.map((e) => e.controllerId)).toEqual([undefined, 'c1']);
  });

  it('of one controller holds only its entries', async () => {
    const journal = new Journal(path, actor);
    await journal.append({ action: 'test.step', outcome: 'info', controllerId: 'c1' });
    await journal.append({ action: 'test.step', outcome: 'info', controllerId: 'c2' });
    const page = await journal.read({ limit: 5, controllerId: 'c2' });
    expect(page.entries.map((e) => e.controllerId)).toEqual(['c2']);
  });
});

describe('the journal read back', () => {
  it('is empty before anything was written', async () => {
    const journal = new Journal(path, actor);
    expect(await journal.all()).toEqual([]);
    expect(await journal.damaged()).toEqual([]);
  });

  it('fails when the journal is there but does not read', async () => {
    await mkdir(path);
    await expect(new Journal(path, actor).all()).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it('names each damaged line by its number and what is wrong, blank lines and the torn end aside', async () => {
    const journal = new Journal(path, actor, () => at);
    const entry = await journal.append({ action: 'test.step', outcome: 'info' });
    const good = JSON.stringify(entry);
    await writeFile(
      path,
      [
        good,
        '',
        'not json',
        '{"id":"x"}',
        JSON.stringify({ ...entry, action: 'Bad' }),
        '  \t',
        JSON.stringify({ ...entry, actor: { ...entry.actor, shell: 'phone' } }),
        '{"to',
      ].join('\n'),
    );
    expect(await journal.damaged()).toEqual([
      { line: 3, said: expect.stringContaining('JSON') as string },
      { line: 4, said: expect.stringMatching(/^at: /) as string },
      { line: 5, said: expect.stringMatching(/^action: /) as string },
      { line: 7, said: expect.stringMatching(/^actor\.shell: /) as string },
    ]);
    expect((await journal.all()).map((e) => e.id)).toEqual([entry.id]);
  });

  it('names a line that is not an object as a whole entry', async () => {
    await writeFile(path, '[1]\n');
    expect(await new Journal(path, actor).damaged()).toEqual([
      { line: 1, said: 'entry: Invalid input: expected object, received array' },
    ]);
  });
});
