/**
 * The changes of `controllers.json` (src/core/site/controllers-change.ts): a controller added is
 * on disk when answered; marks are seen at once in this process, on disk within WRITE_DELAY_MS
 * or at `flush`, onto another process's changes, never written back into a
 * deleted site, and written when the process is ended by `process.exit`.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../src/core/files/atomic-file';
import { WRITE_DELAY_MS } from '../../../src/core/site/controllers-change';
import type { Site } from '../../../src/core/site/site';
import { SiteStore } from '../../../src/core/site/site-store';

const SITE_STORE = fileURLToPath(new URL('../../../src/core/site/site-store.ts', import.meta.url));

let dir: string;
let sites: SiteStore;
let site: Site;
const fingerprint = (i: number) =>
  Array.from({ length: 32 }, () => String(i % 100).padStart(2, '0')).join(':');

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'turnkey-controllers-change-'));
  sites = new SiteStore(dir, { shell: 'cli', user: 'tester' });
  site = await sites.create('Plant 5');
  await site.upsertController({
    id: 'C1',
    fingerprint256: fingerprint(1),
    address: { host: '10.0.0.1', port: 443 },
  });
  await site.flush();
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const path = () => join(site.dir, 'controllers.json');
const onDisk = async () =>
  JSON.parse(await readFile(path(), 'utf8')) as {
    controllers: Array<{ id: string; serial?: string; login?: string }>;
  };

describe('changes of the controllers file, gathered', () => {
  it('of a controller added are on disk when answered', async () => {
    await site.upsertController({
      id: 'C2',
      fingerprint256: fingerprint(2),
      address: { host: '10.0.0.2', port: 443 },
    });
    expect((await onDisk()).controllers.map((c) => c.id)).toEqual(['C1', 'C2']);
  });

  it('of marks are seen at once here and written together a moment later', async () => {
    const before = await readFile(path(), 'utf8');
    for (let i = 1; i <= 40; i++) await site.updateController('C1', { login: `login-${i}` });
    expect((await site.controller('C1'))?.login).toBe('login-40');
    expect(await readFile(path(), 'utf8')).toBe(before);
    // Written by the timer alone, without a flush (polled: the machine may be busy).
    await expect
      .poll(async () => (await onDisk()).controllers[0]?.login, {
        timeout: 5000,
        interval: WRITE_DELAY_MS,
      })
      .toBe('login-40');
  });

  it('are written onto what another process wrote meanwhile, and then see it', async () => {
    await site.updateController('C1', { login: 'admin' });
    const other = await onDisk();
    other.controllers[0]!.serial = 'TK-OTHER';
    await writeFileAtomic(path(), `${JSON.stringify(other, null, 2)}\n`);
    await site.flush();
    expect((await onDisk()).controllers[0]).toMatchObject({ serial: 'TK-OTHER', login: 'admin' });
    expect(await site.controller('C1')).toMatchObject({ serial: 'TK-OTHER', login: 'admin' });
  });

  it('are not written back into a site deleted meanwhile', async () => {
    await site.updateController('C1', { login: 'admin' });
    await sites.delete(site.id, 'Plant 5');
    await new Promise((resolve) => setTimeout(resolve, WRITE_DELAY_MS * 3));
    expect(existsSync(site.dir)).toBe(false);
  });

  it('of a site deleted are not taken by a site made again in its folder', async () => {
    const file = await readFile(path(), 'utf8');
    await site.updateController('C1', { login: 'admin' });
    await sites.delete(site.id, 'Plant 5');
    const again = await sites.create('Plant 5');
    expect(again.dir).toBe(site.dir);
    // Another process adds the same controller to the new site at once.
    await writeFileAtomic(path(), file);
    expect((await again.controller('C1'))?.login).toBeUndefined();
  });

  it('are written when the process is ended by process.exit', async () => {
    const script = join(dir, 'exit.mts');
    await writeFile(
      script,
      [
        `import { SiteStore } from ${JSON.stringify(SITE_STORE)};`,
        `const site = await new SiteStore(${JSON.stringify(dir)}, { shell: 'cli', user: 'tester' }).open(${JSON.stringify(site.id)});`,
        `await site.updateController('C1', { login: 'written-at-exit' });`,
        'process.exit(0);',
      ].join('\n'),
    );
    await promisify(execFile)(process.execPath, ['--import', 'tsx', script]);
    expect((await onDisk()).controllers[0]).toMatchObject({ login: 'written-at-exit' });
  });
});
