/**
 * A site whose files do not read (docs/decisions.md, "Hard edges of files"): a damaged
 * `site.json` or `controllers.json` is `site_damaged` naming the file and what to do, in both
 * languages; the site list shows the site with that problem (never "no site yet"), and a
 * damaged journal line is said with its number while the other entries are read. Real files.
 */
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { siteList } from '../../../src/shared/ipc/site.schema';
import { SiteStore } from '../../../src/core/site/site-store';

const actor = { shell: 'cli' as const, user: 'tester' };
let dataDir: string;
let store: SiteStore;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-damaged-'));
  store = new SiteStore(dataDir, actor);
  await store.create('Plant 4');
  await store.create('Other');
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const file = (site: string, name: string) => join(store.root, site, name);

async function thrown(work: () => Promise<unknown>): Promise<AppFailure> {
  const error = await work().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof AppFailure)) throw new Error(`an AppFailure, not ${String(error)}`);
  return error;
}

describe('a damaged site', () => {
  it('with site.json not JSON: reading it names the file and what to do', async () => {
    await writeFile(file('plant-4', 'site.json'), '{"version": 1, "na');
    const error = await thrown(async () => (await store.open('plant-4')).summary());
    expect(error.data.code).toBe('site_damaged');
    expect(error.data.details).toMatchObject({ site: 'plant-4', kind: 'site' });
    expect(error.data.message.en).toContain(file('plant-4', 'site.json'));
    expect(error.data.message.en).toContain('Put back that file from a copy');
    expect(error.data.message.ru).toContain('Верните этот файл из копии');
  });

  it('with controllers.json of the wrong shape: the schema’s words, not a dump', async () => {
    await writeFile(file('other', 'controllers.json'), '{"version":1,"controllers":[{"id":5}]}');
    const error = await thrown(async () => (await store.open('other')).controllers());
    expect(error.data.details).toMatchObject({ kind: 'controllers' });
    expect(error.data.message.en).toContain(file('other', 'controllers.json'));
    expect(error.data.message.en).toMatch(/\(controllers\.0\.[a-z0-9]+: /i);
  });

  it('is listed with its problem, the others as they are, in the site:list contract', async () => {
    await writeFile(file('plant-4', 'site.json'), 'not json');
    const sites = await store.list();
    expect(sites.map((s) => [s.id, s.problem?.code])).toEqual(
      expect.arrayContaining([
        ['plant-4', 'site_damaged'],
        ['other', undefined],
      ]),
    );
    expect(sites.find((s) => s.id === 'plant-4')?.name).toBe('plant-4');
    expect(() => siteList.output.parse({ sites })).not.toThrow();
  });

  it('keeps its name and count in the list when only controllers.json is damaged', async () => {
    await writeFile(file('plant-4', 'controllers.json'), '[');
    const listed = (await store.list()).find((s) => s.id === 'plant-4');
    expect(listed).toMatchObject({ name: 'Plant 4', problem: { code: 'site_damaged' } });
  });

  it('is listed even when site.json is missing, while a foreign folder is not', async () => {
    await rm(file('plant-4', 'site.json'));
    await mkdir(join(store.root, 'photos'));
    const ids = (await store.list()).map((s) => s.id);
    expect(ids).toContain('plant-4');
    expect(ids).not.toContain('photos');
  });

  it('says a damaged journal line by its number; the other entries are read', async () => {
    const site = await store.open('other');
    await appendFile(site.journal.path, '{"id": 1}\n');
    await site.journal.append({ action: 'test.after', outcome: 'info' });
    const problem = await site.problem();
    expect(problem?.details).toMatchObject({ kind: 'journal', line: 2 });
    expect(problem?.message.en).toContain(`Line 2 of the journal ${site.journal.path}`);
    expect((await site.journal.all()).map((e) => e.action)).toEqual(['site.created', 'test.after']);
    expect((await store.list()).find((s) => s.id === 'other')?.problem?.code).toBe('site_damaged');
  });

  it('has no problem when its files read, a torn last journal line included', async () => {
    const site = await store.open('other');
    await appendFile(site.journal.path, '{"id":"torn","at":"2026');
    expect(await site.problem()).toBeUndefined();
  });
});
