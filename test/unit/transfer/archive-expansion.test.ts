/**
 * A small backup that expands to a great many record lines (docs/decisions.md, "Hard edges of
 * files"): the first line past the count its manifest declares for the part refuses the file,
 * naming the part and the line; the gigabytes after it are never decompressed. The archive is
 * a real one with one of its record lines repeated in gzip members of a megabyte each.
 */
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveError } from '../../../src/core/transfer/archive/archive-errors';
import { openArchive, readManifest } from '../../../src/core/transfer/archive/archive-reader';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import { SOURCE, archiveText, asPages, handMadePages, tempFolder } from './archive-fixtures';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

/**
 * The archive with its first staff record repeated after itself, `members` times a megabyte
 * of lines: the file grows by a few kilobytes per member, its text by a megabyte.
 */
async function expandingArchive(members: number) {
  const file = join(folder.dir, 'expanding.tkbackup');
  await writeArchive(file, { source: SOURCE, pages: asPages(handMadePages()) });
  const manifest = await readManifest(file);
  const lines = (await archiveText(file)).split('\n');
  const at = lines.findIndex((line) => line.startsWith('{"part":"staff"'));
  const repeated = `${lines[at]!}\n`;
  await writeFile(file, gzipSync(`${lines.slice(0, at + 1).join('\n')}\n`));
  const member = gzipSync(repeated.repeat(Math.ceil((1024 * 1024) / repeated.length)));
  for (let i = 0; i < members; i++) await appendFile(file, member);
  const staff = manifest.parts.find((p) => p.part === 'staff')!;
  return { file, firstStaffLine: at + 1, staffCount: staff.count };
}

describe('an archive expanding past its counts', () => {
  it('is refused at the first line past the part’s count', async () => {
    const { file, firstStaffLine, staffCount } = await expandingArchive(1024);
    // A gigabyte of record lines behind a file of a few megabytes.
    expect((await stat(file)).size).toBeLessThan(8 * 1024 * 1024);
    const error = await openArchive(file).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    if (!ArchiveError.is(error)) throw new Error(`an ArchiveError, not ${String(error)}`);
    expect(error.code).toBe('archive_damaged');
    expect(error.data.details).toMatchObject({
      reason: 'count',
      part: 'staff',
      line: firstStaffLine + staffCount,
      expected: staffCount,
    });
    expect(error.data.message.en).toContain(`more than ${staffCount}`);
    expect(error.data.message.ru).toContain(`more than ${staffCount}`);
  });

  it('still reads the same archive whole when nothing was added', async () => {
    const file = join(folder.dir, 'plain.tkbackup');
    await writeArchive(file, { source: SOURCE, pages: asPages(handMadePages()) });
    expect((await openArchive(file)).manifest.source.serial).toBe('ARCH-1');
    expect((await readFile(file)).length).toBeGreaterThan(0);
  });
});
