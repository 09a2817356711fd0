/**
 * The edges of opening a backup archive (docs/backup-format.md, "Checks"): a folder is no
 * archive, a path that fails for another reason than not being there fails with the system's
 * error, an empty passphrase is none, a cancel before the read stops it; and of its pages: a part
 * that fills its last page exactly has no empty page after it, a first part with no records is
 * one empty page.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import { SOURCE, asPages, collect, handMadePages, tempFolder } from './archive-fixtures';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

const people = (n: number) => Array.from({ length: n }, (_, i) => ({ uuid: `s${i}` }));

describe('opening an archive', () => {
  it('refuses a folder as one that is not there', async () => {
    const dir = join(folder.dir, 'folder.tkbackup');
    await mkdir(dir);
    await expect(openArchive(dir)).rejects.toMatchObject({ code: 'archive_not_found' });
  });

  it('fails with the system’s error when the path cannot be looked at', async () => {
    const plain = join(folder.dir, 'plain');
    await writeFile(plain, 'a file, not a folder');
    await expect(openArchive(join(plain, 'b.tkbackup'))).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
  });

  it('takes an empty passphrase as none', async () => {
    const file = join(folder.dir, 'sealed.tkbackup');
    await writeArchive(file, {
      source: SOURCE,
      pages: asPages(handMadePages()),
      passphrase: 'a passphrase',
    });
    expect((await openArchive(file, { passphrase: '' })).secrets).toBe('left_out');
    await expect(openArchive(file, { passphrase: '', needSecrets: true })).rejects.toMatchObject({
      code: 'archive_passphrase',
      data: { details: { reason: 'missing' } },
    });
  });

  it('stops when cancelled before the read', async () => {
    const file = join(folder.dir, 'b.tkbackup');
    await writeArchive(file, { source: SOURCE, pages: asPages(handMadePages()) });
    const cancel = new AbortController();
    cancel.abort();
    await expect(openArchive(file, { signal: cancel.signal })).rejects.toMatchObject({
      data: { code: 'cancelled', details: { file } },
    });
  });
});

describe('the pages of an archive', () => {
  it('end a part that fills its pages exactly without an empty one', async () => {
    const file = join(folder.dir, 'full.tkbackup');
    await writeArchive(file, {
      source: SOURCE,
      pages: asPages([
        { part: 'schedules', records: [] },
        { part: 'staff', records: people(6) },
        { part: 'visitors', records: [] },
      ]),
    });
    const pages = await collect((await openArchive(file)).pages({ pageSize: 3 }));
    expect(pages.map((p) => [p.part, 'records' in p ? p.records.length : 'missing'])).toEqual([
      ['schedules', 0],
      ['staff', 3],
      ['staff', 3],
      ['visitors', 0],
    ]);
  });
});
