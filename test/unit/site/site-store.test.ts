/**
 * The sites of this computer (docs/decisions.md, "Commissioning engine: the site and its
 * journal"): a site made in a folder named after it, a second of the same name beside it; opened
 * by its id or its name in any case; renamed and deleted with the journal and the mark of the
 * site opened last kept true; listed newest change first, with only folders as sites. Real files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { folderName, SiteStore } from '../../../src/core/site/site-store';

const actor = { shell: 'cli' as const, user: 'tester' };
let dataDir: string;
let clock: number;
let store: SiteStore;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-sites-'));
  clock = Date.parse('2026-03-01T10:00:00.000Z');
  // Each reading of the clock a minute later than the one before.
  store = new SiteStore(dataDir, actor, () => new Date((clock += 60_000)));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/**
 * A folder the file system refuses every change in, even to root (`chattr +i`, where the file
 * system has it): how a closed disk is made here in the test's own process.
 */
function immutable(folder: string, on: boolean): void {
  execFileSync('chattr', [on ? '+i' : '-i', folder]);
}

const canMakeImmutable = ((): boolean => {
  const folder = mkdtempSync(join(tmpdir(), 'turnkey-immutable-'));
  try {
    immutable(folder, true);
    immutable(folder, false);
    return true;
  } catch {
    return false;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
})();

const currentFile = () => join(dataDir, 'sites', 'current.json');
const currentText = () => readFile(currentFile(), 'utf8');

async function failure(work: () => Promise<unknown>): Promise<AppFailure> {
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppFailure)) throw new Error(`an AppFailure, not ${String(error)}`);
  return error;
}

describe('a folder name', () => {
  it('is the name in lower-case words joined by dashes, Russian letters in Latin', () => {
    expect(folderName('Plant 4, building B')).toBe('plant-4-building-b');
    expect(folderName('  --«Склад 2» (север)--  ')).toBe('sklad-2-sever');
    expect(folderName('Объект Щёлково')).toBe('obekt-shchelkovo');
    expect(folderName('x'.repeat(60))).toBe('x'.repeat(48));
  });

  it('spells accented letters and signs as their plain letters', () => {
    expect(folderName('Café №5')).toBe('cafe-no5');
  });

  it('of a name with no letter or digit is a site- name with a random suffix', () => {
    expect(folderName('*** !!!')).toMatch(/^site-[0-9a-f]{6}$/);
  });
});

describe('a site made', () => {
  it('is written with its name and times, journalled, and marked as opened last', async () => {
    const site = await store.create('Plant 4');
    expect(site.id).toBe('plant-4');
    expect(await site.info()).toEqual({
      version: 1,
      id: 'plant-4',
      name: 'Plant 4',
      createdAt: '2026-03-01T10:01:00.000Z',
      updatedAt: '2026-03-01T10:01:00.000Z',
    });
    const [entry, ...rest] = await site.journal.all();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'site.created',
      outcome: 'info',
      after: { name: 'Plant 4' },
      summary: { en: 'Site “Plant 4” created.', ru: 'Создан объект «Plant 4».' },
      actor,
    });
    expect(JSON.parse(await currentText())).toEqual({ siteId: 'plant-4' });
    expect((await store.current())?.id).toBe('plant-4');
  });

  it('with the name of another gets a folder of its own beside it', async () => {
    const long = 'L'.repeat(70);
    await store.create(long);
    const again = await store.create(long);
    expect(again.id).toMatch(new RegExp(`^${'l'.repeat(48)}-[0-9a-f]{6}$`));
    await store.create('Plant 4');
    const second = await store.create('Plant 4');
    expect(second.id).toMatch(/^plant-4-[0-9a-f]{6}$/);
    expect((await store.list()).map((s) => s.name).sort()).toEqual([
      long,
      long,
      'Plant 4',
      'Plant 4',
    ]);
  });
});

describe('a site opened', () => {
  it('by its id, or by its name in any case with spaces around it', async () => {
    await store.create('Plant 4');
    const other = await store.create('Склад');
    expect((await store.open('plant-4')).id).toBe('plant-4');
    expect((await store.open('  СКЛАД ')).id).toBe(other.id);
  });

  it('by the name of a file beside the sites is site_not_found: only folders are sites', async () => {
    await store.create('Plant 4');
    expect((await failure(() => store.open('current.json'))).data.code).toBe('site_not_found');
  });

  it('that is not there is site_not_found, naming what was asked', async () => {
    await store.create('Plant 4');
    const error = await failure(() => store.open('Plant 5'));
    expect(error.data.code).toBe('site_not_found');
    expect(error.data.details).toEqual({ site: 'Plant 5' });
  });
});

describe('a site renamed', () => {
  it('keeps its folder, takes the new name and time, and journals both names', async () => {
    await store.create('Plant 4');
    const summary = await store.rename('plant-4', 'Plant 4, north');
    // The clock was read for the site (10:01) and its journal entry (10:02), then the rename.
    expect(summary).toMatchObject({
      id: 'plant-4',
      name: 'Plant 4, north',
      createdAt: '2026-03-01T10:01:00.000Z',
      updatedAt: '2026-03-01T10:03:00.000Z',
    });
    const site = await store.open('plant 4, north');
    expect((await site.journal.all()).at(-1)).toMatchObject({
      action: 'site.renamed',
      outcome: 'info',
      before: { name: 'Plant 4' },
      after: { name: 'Plant 4, north' },
    });
  });
});

describe('the site list', () => {
  it('is newest change first, and holds only folders with a site', async () => {
    await store.create('First');
    await store.create('Second');
    expect((await store.list()).map((s) => s.id)).toEqual(['second', 'first']);
    await store.rename('first', 'First again');
    expect((await store.list()).map((s) => s.id)).toEqual(['first', 'second']);
    // current.json and a folder with no site's files in it are no sites.
    await mkdir(join(dataDir, 'sites', 'empty'));
    expect((await store.list()).map((s) => s.id)).toEqual(['first', 'second']);
  });

  it('fails when the sites folder is there but is no folder', async () => {
    await writeFile(join(dataDir, 'sites'), 'not a folder');
    await expect(store.list()).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('is empty before any site was made', async () => {
    expect(await store.list()).toEqual([]);
    expect(await store.current()).toBeUndefined();
  });
});

describe('a site deleted', () => {
  it('only when its name is repeated exactly', async () => {
    await store.create('Plant 4');
    const error = await failure(() => store.delete('plant-4', 'plant 4'));
    expect(error.data.code).toBe('site_name_mismatch');
    expect(error.data.details).toEqual({ name: 'Plant 4' });
    expect((await store.list()).map((s) => s.id)).toEqual(['plant-4']);
  });

  it('goes with its folder; the mark goes only when it was the site opened last', async () => {
    await store.create('Plant 4');
    await store.create('Other');
    expect(await store.delete('plant-4', ' Plant 4 ')).toBe(true);
    expect(await readdir(join(dataDir, 'sites'))).toEqual(expect.not.arrayContaining(['plant-4']));
    expect((await store.current())?.id).toBe('other');
    await store.delete('other', 'Other');
    await expect(readFile(currentFile())).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.current()).toBeUndefined();
  });
});

describe('the site opened last', () => {
  it('is written only when it changes', async () => {
    await store.create('Plant 4');
    await store.create('Other');
    // A mark written by hand, with more in it than the store writes: left as it is.
    await writeFile(currentFile(), '{"siteId":"other","by":"hand"}\n');
    await store.setCurrent('other');
    expect(await currentText()).toBe('{"siteId":"other","by":"hand"}\n');
    await store.setCurrent('plant-4');
    expect(await currentText()).toBe('{"siteId":"plant-4"}\n');
  });

  it('fails to be marked where the mark cannot be, other than a disk refusing it', async () => {
    await store.create('Plant 4');
    await store.create('Other');
    await rm(currentFile());
    await mkdir(currentFile());
    await expect(store.setCurrent('plant-4')).rejects.toMatchObject({ code: 'EISDIR' });
  });

  it.skipIf(!canMakeImmutable)(
    'is left as it was when the disk refuses the mark, and the site still opens',
    async () => {
      await store.create('Plant 4');
      await store.create('Other');
      immutable(join(dataDir, 'sites'), true);
      try {
        await expect(store.setCurrent('plant-4')).resolves.toBeUndefined();
        expect(JSON.parse(await currentText())).toEqual({ siteId: 'other' });
      } finally {
        immutable(join(dataDir, 'sites'), false);
      }
    },
  );

  it('is none when the mark names no site, or is not a mark', async () => {
    await store.create('Plant 4');
    await writeFile(currentFile(), '{"siteId":"gone"}\n');
    expect(await store.current()).toBeUndefined();
    await writeFile(currentFile(), '{"siteId":4}\n');
    expect(await store.current()).toBeUndefined();
    await writeFile(currentFile(), 'not json');
    expect(await store.current()).toBeUndefined();
  });
});
