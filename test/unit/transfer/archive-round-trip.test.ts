/**
 * A backup archive written from hand-made pages and read back (docs/backup-format.md): every
 * part in order with its records as they were (unicode and Cyrillic too), an empty part as one
 * empty page and a missing one as `missing`, pages no larger than asked, only the parts asked
 * for; the manifest's counts and checksums; no temporary file left; a cancel leaves nothing.
 */
import { createHash } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTROLLER_PARTS } from '../../../src/core/transfer/controller-reading';
import { openArchive } from '../../../src/core/transfer/archive/archive-reader';
import { writeArchive } from '../../../src/core/transfer/archive/archive-writer';
import {
  SOURCE,
  archiveText,
  asPages,
  byPart,
  collect,
  handMadePages,
  tempFolder,
} from './archive-fixtures';

let folder: Awaited<ReturnType<typeof tempFolder>>;
beforeEach(async () => {
  folder = await tempFolder();
});
afterEach(() => folder.remove());

describe('a backup archive', () => {
  it('gives back every part as written, in order, with empty and missing parts told apart', async () => {
    const file = join(folder.dir, 'site', 'backups', 'ARCH-1.tkbackup');
    const seen: Array<[string, number]> = [];
    const manifest = await writeArchive(file, {
      source: SOURCE,
      pages: asPages(handMadePages()),
      app: '0.1.0',
      onPage: (part, soFar) => seen.push([part, soFar]),
    });
    expect(manifest.format).toBe('turnkey-backup');
    expect(manifest.version).toBe(1);
    expect(manifest.app).toBe('0.1.0');
    expect(manifest.source).toEqual(SOURCE);
    expect(manifest.parts.map((p) => p.part)).toEqual(CONTROLLER_PARTS.map((p) => p.part));
    const staff = manifest.parts.find((p) => p.part === 'staff')!;
    expect(staff).toMatchObject({ count: 12, missing: false });
    expect(manifest.parts.find((p) => p.part === 'visitors')).toMatchObject({
      count: 0,
      missing: false,
    });
    expect(manifest.parts.find((p) => p.part === 'identifiers')).toMatchObject({
      count: 0,
      missing: true,
    });
    expect(seen.at(-1)?.[1]).toBe(manifest.parts.reduce((sum, p) => sum + p.count, 0));

    // The checksum is over the part's lines exactly as they are in the file.
    const lines = (await archiveText(file)).split('\n');
    expect(JSON.parse(lines[0]!)).toEqual(manifest);
    const staffLines = lines.filter((l) => l.startsWith('{"part":"staff"'));
    const hash = createHash('sha256')
      .update(staffLines.map((l) => `${l}\n`).join(''))
      .digest('hex');
    expect(hash).toBe(staff.sha256);
    // Only the archive is left in the folder, private to its user.
    expect(await readdir(join(folder.dir, 'site', 'backups'))).toEqual(['ARCH-1.tkbackup']);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const opened = await openArchive(file);
    expect(opened.manifest).toEqual(manifest);
    expect(opened.bytes).toBe((await stat(file)).size);
    const back = await collect(opened.pages({ pageSize: 5 }));
    expect([...new Set(back.map((p) => p.part))]).toEqual(CONTROLLER_PARTS.map((p) => p.part));
    const written = byPart(handMadePages());
    const read = byPart(back);
    for (const [part, records] of written) {
      if (part === 'biometry_providers') continue; // secrets: archive-secrets.test.ts
      expect(read.get(part), part).toEqual(records);
    }
    expect(back.find((p) => p.part === 'visitors')).toEqual({ part: 'visitors', records: [] });
    expect(back.find((p) => p.part === 'identifiers')).toEqual({
      part: 'identifiers',
      missing: true,
    });
    const staffPages = back.filter((p) => p.part === 'staff');
    expect(staffPages.map((p) => ('records' in p ? p.records.length : -1))).toEqual([5, 5, 2]);
  });

  it('reads only the parts asked for, in 500-record pages by default', async () => {
    const file = join(folder.dir, 'many.tkbackup');
    const records = Array.from({ length: 1234 }, (_, i) => ({
      uuid: `s${i}`,
      surname: `Фамилия ${i}`,
    }));
    await writeArchive(file, {
      source: SOURCE,
      pages: asPages([
        { part: 'schedules', records: [{ uuid: 'sch' }] },
        { part: 'staff', records: records.slice(0, 150) },
        { part: 'staff', records: records.slice(150) },
        { part: 'access_events', missing: true },
      ]),
    });
    const opened = await openArchive(file);
    expect(opened.manifest.parts.map((p) => p.part)).toEqual([
      'schedules',
      'staff',
      'access_events',
    ]);
    const staff = await collect(opened.pages({ parts: ['staff', 'access_events'] }));
    expect(staff.map((p) => ('records' in p ? p.records.length : 'missing'))).toEqual([
      500,
      500,
      234,
      'missing',
    ]);
    expect(byPart(staff).get('staff')).toEqual(records);
  });

  it('leaves no file when cancelled, and none when the pages fail', async () => {
    const file = join(folder.dir, 'cancelled.tkbackup');
    const abort = new AbortController();
    async function* slow() {
      await Promise.resolve();
      yield { part: 'schedules' as const, records: [{ uuid: 'a' }] };
      abort.abort();
      yield { part: 'staff' as const, records: [{ uuid: 'b' }] };
    }
    await expect(
      writeArchive(file, { source: SOURCE, pages: slow(), signal: abort.signal }),
    ).rejects.toMatchObject({ data: { code: 'cancelled' } });
    async function* failing() {
      await Promise.resolve();
      yield { part: 'schedules' as const, records: [{ uuid: 'a' }] };
      throw new Error('the controller went away');
    }
    await expect(writeArchive(file, { source: SOURCE, pages: failing() })).rejects.toThrow(
      'the controller went away',
    );
    expect(await readdir(folder.dir)).toEqual([]);
  });
});
