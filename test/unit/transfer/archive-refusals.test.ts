/**
 * What `openArchive` refuses, before answering anything (docs/backup-format.md, "Checks"): a
 * missing file, a file of another program (not gzip, or gzip of something else) said by what it
 * looks like, a newer format version, and damage: a flipped byte, a truncated file, a record
 * changed while its checksum was not, a count that does not match, a part this Turnkey does not
 * know, lines out of order, a cut-off last line.
 */
import { readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import { ArchiveError } from '../../../src/core/transfer/archive/archive-errors';
import {
  SOURCE,
  archiveText,
  asPages,
  handMadePages,
  rewriteText,
  tempFolder,
} from './archive-fixtures';

let folder: Awaited<ReturnType<typeof tempFolder>>;
let file: string;
beforeEach(async () => {
  folder = await tempFolder();
  file = join(folder.dir, 'b.tkbackup');
  await writeArchive(file, { source: SOURCE, pages: asPages(handMadePages()) });
});
afterEach(() => folder.remove());

/** The refusal's code and details, and its words in both languages. */
async function refusal(path = file) {
  const error = await openArchive(path).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!ArchiveError.is(error)) throw new Error(`an ArchiveError, not ${String(error)}`);
  expect(error.data.message.en.length).toBeGreaterThan(20);
  expect(error.data.message.ru).toMatch(/[а-я]/);
  return { code: error.code, details: error.data.details ?? {}, en: error.data.message.en };
}

describe('opening an archive refuses', () => {
  it('a file that is not there', async () => {
    expect(await refusal(join(folder.dir, 'none.tkbackup'))).toMatchObject({
      code: 'archive_not_found',
    });
  });

  it('files of other programs, saying what they look like', async () => {
    const other = join(folder.dir, 'other');
    await writeFile(other, '{"hello": "world"}\n');
    expect(await refusal(other)).toMatchObject({
      code: 'archive_foreign',
      details: { looksLike: 'json', begins: '{"hello": "world"}' },
    });
    await writeFile(other, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]));
    expect(await refusal(other)).toMatchObject({ details: { looksLike: 'zip' } });
    await writeFile(other, '');
    expect(await refusal(other)).toMatchObject({ details: { looksLike: 'empty' } });
    await writeFile(other, gzipSync('Привет, это просто текст\nвторая строка\n'));
    const text = await refusal(other);
    expect(text).toMatchObject({
      code: 'archive_foreign',
      details: { looksLike: 'gzip_text', begins: 'Привет, это просто текст' },
    });
    expect(text.en).toContain('a compressed text file');
    await writeFile(other, gzipSync('{"format":"something-else","version":3}\n'));
    expect(await refusal(other)).toMatchObject({
      details: { looksLike: 'gzip_json', format: 'something-else' },
    });
    await writeFile(other, gzipSync(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 10])));
    expect(await refusal(other)).toMatchObject({ details: { looksLike: 'gzip_binary' } });
  });

  it('a newer format version, saying to update', async () => {
    await rewriteText(file, (text) => text.replace('"version":1', '"version":2'));
    const answer = await refusal();
    expect(answer).toMatchObject({
      code: 'archive_version',
      details: { version: 2, supported: 1 },
    });
    expect(answer.en).toContain('Update Turnkey');
  });

  it('a flipped byte', async () => {
    const bytes = await readFile(file);
    bytes[Math.floor(bytes.length * 0.6)]! ^= 0x40;
    await writeFile(file, bytes);
    expect(await refusal()).toMatchObject({ code: 'archive_damaged' });
  });

  it('a truncated file', async () => {
    const { size } = await stat(file);
    await truncate(file, size - 30);
    expect(await refusal()).toMatchObject({ code: 'archive_damaged', details: { reason: 'gzip' } });
  });

  it('a record changed while its checksum was not', async () => {
    await rewriteText(file, (text) => text.replace('"surname":"Иванов"', '"surname":"Петров"'));
    const answer = await refusal();
    expect(answer).toMatchObject({
      code: 'archive_damaged',
      details: { reason: 'checksum', part: 'staff' },
    });
    expect(answer.en).toContain('“staff”');
  });

  it('a record taken out, with the count it breaks', async () => {
    await rewriteText(file, (text) =>
      text
        .split('\n')
        .filter((line, i, all) => i !== all.findIndex((l) => l.startsWith('{"part":"staff"')))
        .join('\n'),
    );
    expect(await refusal()).toMatchObject({
      details: { reason: 'count', part: 'staff', expected: 12, found: 11 },
    });
  });

  it('a part it does not know, lines out of order, a line that is no record, a cut-off end', async () => {
    const original = await archiveText(file);
    await rewriteText(file, () => original.replace('\n{"part":"schedules"', '\n{"part":"rockets"'));
    expect(await refusal()).toMatchObject({
      details: { reason: 'unknown_part', part: 'rockets', line: 2 },
    });
    await rewriteText(file, () => `${original}{"part":"schedules","record":{}}\n`);
    expect(await refusal()).toMatchObject({ details: { reason: 'order', part: 'schedules' } });
    await rewriteText(file, () =>
      original.replace('\n{"part":"schedules"', '\nnonsense\n{"part":"schedules"'),
    );
    expect(await refusal()).toMatchObject({ details: { reason: 'line', line: 2 } });
    await rewriteText(file, () => original.replace(/\n$/, ''));
    expect(await refusal()).toMatchObject({ details: { reason: 'cut_off' } });
    await rewriteText(file, () => original.replace('"missing":true', '"missing":"yes"'));
    expect(await refusal()).toMatchObject({ details: { reason: 'manifest', line: 1 } });
  });
});
