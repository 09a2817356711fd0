/**
 * The lines of a backup archive (docs/backup-format.md, "Layout"): split at newlines across
 * gzip members and read chunks, a last line without its newline marked cut off, the file's own
 * digest over its raw bytes, a line longer than any record refused by its number, the file closed
 * when the reader stops early, and a record line read back or named for what it lacks.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  archiveLines,
  LineTooLong,
  MAX_LINE_BYTES,
  parseRecordLine,
  recordLine,
  type RawDigest,
} from '../../../src/core/transfer/archive/archive-lines';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'archive-lines-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function file(...members: string[]): Promise<{ path: string; raw: Buffer }> {
  const raw = Buffer.concat(members.map((m) => gzipSync(Buffer.from(m, 'utf8'))));
  const path = join(dir, 'site.tkbackup');
  await writeFile(path, raw);
  return { path, raw };
}

async function read(path: string, digest: Partial<RawDigest> = {}) {
  const lines: Array<{ text: string; number: number; cutOff: boolean }> = [];
  for await (const line of archiveLines(path, digest))
    lines.push({ text: line.bytes.toString('utf8'), number: line.number, cutOff: line.cutOff });
  return lines;
}

describe('the lines of an archive', () => {
  it('are split at newlines across gzip members, each numbered, with the digest of the file', async () => {
    const { path, raw } = await file('first\nsec', 'ond\n\nthird\n');
    const digest: Partial<RawDigest> = {};
    expect(await read(path, digest)).toEqual([
      { text: 'first', number: 1, cutOff: false },
      { text: 'second', number: 2, cutOff: false },
      { text: '', number: 3, cutOff: false },
      { text: 'third', number: 4, cutOff: false },
    ]);
    expect(digest).toEqual({
      sha256: createHash('sha256').update(raw).digest('hex'),
      bytes: raw.length,
    });
  });

  it('mark a last line without its newline as cut off', async () => {
    const { path } = await file('one\ntw', 'o');
    expect(await read(path)).toEqual([
      { text: 'one', number: 1, cutOff: false },
      { text: 'two', number: 2, cutOff: true },
    ]);
  });

  it('hold a line longer than a read chunk whole', async () => {
    const long = 'x'.repeat(3 * 1024 * 1024 + 5);
    const { path } = await file(`${long}\nend\n`);
    const lines = await read(path);
    expect(lines.map((l) => l.text.length)).toEqual([long.length, 3]);
  });

  it('refuse a line longer than any record, naming it', async () => {
    const { path } = await file(`short\n${'y'.repeat(MAX_LINE_BYTES + 1)}`);
    const error = await read(path).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LineTooLong);
    expect((error as LineTooLong).number).toBe(2);
  });

  it('take a line of exactly the longest size', async () => {
    const { path } = await file(`${'z'.repeat(MAX_LINE_BYTES)}\n`);
    const lines = await read(path);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text.length).toBe(MAX_LINE_BYTES);
  });

  it('take a line of exactly the longest size after a shorter one', async () => {
    const { path } = await file(`short\n${'z'.repeat(MAX_LINE_BYTES)}\n`);
    const lines = await read(path);
    expect(lines.map((l) => l.text.length)).toEqual([5, MAX_LINE_BYTES]);
  });

  it('close the file when the reader stops early', async () => {
    // Random text, which gzip hardly shrinks: more than the streams hold before they wait.
    const text = randomBytes(6 * 1024 * 1024)
      .toString('base64')
      .replace(/(.{1000})/g, '$1\n');
    const { path } = await file(text);
    const open = async () => {
      const fds = await readdir('/proc/self/fd');
      const targets = await Promise.all(
        fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
      );
      return targets.includes(path);
    };
    for await (const line of archiveLines(path)) {
      expect(line.number).toBe(1);
      expect(await open()).toBe(true);
      break;
    }
    for (let i = 0; i < 50 && (await open()); i++) await setTimeout(20);
    expect(await open()).toBe(false);
  });

  it('stop with the error of a file that is not gzip', async () => {
    const path = join(dir, 'plain.tkbackup');
    await writeFile(path, 'not gzip at all\n');
    await expect(read(path)).rejects.toMatchObject({ code: 'Z_DATA_ERROR' });
  });
});

describe('a record line', () => {
  it('is one JSON object and a newline, read back as it was', () => {
    const line = recordLine('staff', { uuid: 'u', cards: ['1'] });
    expect(line).toBe('{"part":"staff","record":{"uuid":"u","cards":["1"]}}\n');
    expect(parseRecordLine(Buffer.from(line.trim()))).toEqual({
      part: 'staff',
      record: { uuid: 'u', cards: ['1'] },
    });
  });

  it('is named for what it lacks', () => {
    const problem = (text: string) => parseRecordLine(Buffer.from(text));
    // A line that does not parse is named in the parser's own words.
    let said = '';
    try {
      JSON.parse('{"part":');
    } catch (error) {
      said = (error as Error).message;
    }
    expect(problem('{"part":')).toEqual({ problem: said });
    expect(problem('[1]')).toEqual({ problem: 'not a JSON object' });
    expect(problem('null')).toEqual({ problem: 'not a JSON object' });
    expect(problem('"text"')).toEqual({ problem: 'not a JSON object' });
    expect(problem('{"record":{}}')).toEqual({ problem: 'no "part"' });
    expect(problem('{"part":"staff"}')).toEqual({ problem: 'no "record" object' });
    expect(problem('{"part":"staff","record":null}')).toEqual({ problem: 'no "record" object' });
    expect(problem('{"part":"staff","record":[]}')).toEqual({ problem: 'no "record" object' });
    expect(problem('{"part":"staff","record":"x"}')).toEqual({ problem: 'no "record" object' });
  });
});
