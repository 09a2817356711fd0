import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../src/core/files/atomic-file';
import { controllersText, readControllers } from '../../../src/core/site/controllers-cache';
import type { Site } from '../../../src/core/site/site';
import { SiteStore } from '../../../src/core/site/site-store';

let dir: string;
let sites: SiteStore;
let site: Site;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-controllers-cache-'));
  sites = new SiteStore(dir, { shell: 'cli', user: 'tester' });
  site = await sites.create('Plant 4');
  for (const i of [1, 2]) {
    await site.upsertController({
      id: `C${i}`,
      fingerprint256: Array.from({ length: 32 }, () => `0${i}`).join(':'),
      address: { host: `10.0.0.${i}`, port: 443 },
      serial: `TK${i}`,
    });
  }
  await site.flush();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const path = () => join(site.dir, 'controllers.json');

describe('the controllers file kept in memory', () => {
  it('is not read again while it does not change: the same controller, whichever Site asks', async () => {
    const first = await site.controller('C1');
    const again = await (await sites.open(site.id)).controller('C1');
    expect(again).toBe(first);
    expect((await site.controllers())[0]).toBe(first);
  });

  it('keeps what this process wrote without reading it back; the file says the same', async () => {
    const untouched = await site.controller('C2');
    const moved = await site.moveController('C1', { host: '10.0.0.9', port: 443 });
    expect((await site.controller('C1'))?.address.host).toBe('10.0.0.9');
    expect(await site.controller('C2')).toBe(untouched);
    await site.flush();
    const onDisk = JSON.parse(await readFile(path(), 'utf8')) as { controllers: unknown[] };
    expect(onDisk.controllers[0]).toEqual(JSON.parse(JSON.stringify(moved)));
  });

  it('sees a change another process made, and a file damaged by hand', async () => {
    const kept = await site.controller('C1');
    const file = JSON.parse(await readFile(path(), 'utf8')) as {
      controllers: Array<Record<string, unknown>>;
    };
    file.controllers[0]!['serial'] = 'TK1-OTHER';
    await writeFileAtomic(path(), `${JSON.stringify(file, null, 2)}\n`);
    const seen = await site.controller('C1');
    expect(seen?.serial).toBe('TK1-OTHER');
    expect(seen).not.toBe(kept);
    await writeFile(path(), '{ "version": 1, "controllers": [');
    await expect(site.controllers()).rejects.toMatchObject({ data: { code: 'site_damaged' } });
  });

  it('is none before the first controller, and fails where the file cannot be looked at', async () => {
    const empty = await sites.create('Plant 5');
    expect(await empty.controllers()).toEqual([]);
    // The site's folder replaced by a file: the file is not missing, it cannot be reached.
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'a file, not a folder');
    await expect(
      readControllers(join(blocked, 'controllers.json'), 'blocked'),
    ).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it('cannot be changed behind the file’s back, and a list answered is the caller’s own', async () => {
    const list = await site.controllers();
    list.reverse();
    expect((await site.controllers()).map((c) => c.id)).toEqual(['C1', 'C2']);
    const one = (await site.controller('C1'))!;
    expect(() => {
      one.serial = 'changed';
    }).toThrow(TypeError);
    expect(() => one.addresses.push({ host: 'x', port: 1, seenAt: 'now' })).toThrow(TypeError);
  });

  it('refuses to write a controller that would read back as a damaged site', async () => {
    const before = await readFile(path(), 'utf8');
    await expect(
      site.updateController('C1', { firmware: 'one point seven' as never }),
    ).rejects.toThrow();
    expect(await readFile(path(), 'utf8')).toBe(before);
    expect((await site.controller('C1'))?.firmware).toBeUndefined();
  });

  it('is written as the same text as the whole file serialized at once', async () => {
    await site.updateController('C2', {
      lastAction: {
        action: 'time.changed',
        at: '2026-01-01T00:00:00.000Z',
        outcome: 'succeeded',
        summary: { en: 'Time "set".\nDone.', ru: 'Время задано.' },
      },
    });
    await site.flush();
    const text = await readFile(path(), 'utf8');
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    expect(controllersText({ version: 1, controllers: [] })).toBe(
      `${JSON.stringify({ version: 1, controllers: [] }, null, 2)}\n`,
    );
  });

  it('applies changes asked together one after another, refusing only the one that would damage it', async () => {
    for (let i = 3; i <= 10; i++)
      await site.upsertController({
        id: `C${i}`,
        fingerprint256: Array.from({ length: 32 }, () => 'AA').join(':'),
        address: { host: `10.0.0.${i}`, port: 443 },
      });
    const ids = Array.from({ length: 10 }, (_, i) => `C${i + 1}`);
    const results = await Promise.allSettled([
      ...ids.map((id) => site.updateController(id, { login: `login-${id}` })),
      site.updateController('C4', { firmware: 'seven' as never }),
      site.moveController('C4', { host: '10.0.9.4', port: 443 }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      ...ids.map(() => 'fulfilled'),
      'rejected',
      'fulfilled',
    ]);
    await site.flush();
    const onDisk = JSON.parse(await readFile(path(), 'utf8')) as {
      controllers: Array<{
        id: string;
        login?: string;
        firmware?: string;
        address: { host: string };
      }>;
    };
    expect(onDisk.controllers.map((c) => c.login)).toEqual(ids.map((id) => `login-${id}`));
    expect(onDisk.controllers.find((c) => c.id === 'C4')).toMatchObject({
      address: { host: '10.0.9.4' },
    });
    expect(onDisk.controllers.some((c) => c.firmware)).toBe(false);
    expect((await site.controllers()).map((c) => c.login)).toEqual(ids.map((id) => `login-${id}`));
  });
});
