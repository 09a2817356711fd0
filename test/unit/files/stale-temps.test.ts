/**
 * Nothing left behind (docs/decisions.md, "Hard edges of files"): when a site opens, the
 * temporary files of a killed run (an atomic write's, a backup's) are removed, while one a live
 * process is writing is kept; whatever Turnkey makes under a site is this user's alone (0700
 * folders, 0600 files), a transfer's folder and checkpoint included. Real files; the killed
 * run is a real child process that ended.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processAlive, removeStaleTemps, tempName } from '../../../src/core/files/stale-temps';
import { SiteStore } from '../../../src/core/site/site-store';
import { TransferCheckpoint } from '../../../src/core/transfer/transfer-checkpoint';
import { TransferStore } from '../../../src/core/transfer/transfer-store';

const actor = { shell: 'cli' as const, user: 'tester' };
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'turnkey-temps-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** The id of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  const pid = Number(child.stdout.toString());
  expect(processAlive(pid)).toBe(false);
  return pid;
}

const mode = async (path: string) => (await stat(path)).mode & 0o777;

describe('temporary files of a killed run', () => {
  it('are removed when the site opens; a live writer’s and other files are kept', async () => {
    const store = new SiteStore(dataDir, actor);
    const site = await store.create('Plant 4');
    const backups = join(site.dir, 'backups');
    await mkdir(backups, { recursive: true });
    const dead = deadPid();
    const killed = [
      join(site.dir, `.controllers.json.${dead}-0123456789ab.tmp`),
      join(backups, `.A-20250301T101500Z.tkbackup.${dead}-0123456789ab.records.tmp`),
      join(backups, `.A-20250301T101500Z.tkbackup.${dead}-0123456789ab.tmp`),
      join(store.root, `.current.json.${dead}-0123456789ab.tmp`),
    ];
    const old = join(site.dir, '.site.json.ba9876543210.tmp');
    const live = [
      join(site.dir, tempName('controllers.json')),
      join(backups, `.B.tkbackup.${process.ppid}-0123456789ab.records.tmp`),
      join(backups, 'A-20250301T101500Z.tkbackup'),
      join(site.dir, '.notes.tmp'),
    ];
    for (const path of [...killed, old, ...live]) await writeFile(path, 'x');
    // Written before this process started: an older Turnkey's, killed.
    await utimes(old, new Date(2020, 0, 1), new Date(2020, 0, 1));

    await new SiteStore(dataDir, actor).open(site.id);

    const left = [
      ...(await readdir(site.dir)).map((n) => join(site.dir, n)),
      ...(await readdir(backups)).map((n) => join(backups, n)),
      ...(await readdir(store.root)).map((n) => join(store.root, n)),
    ];
    for (const path of [...killed, old]) expect(left).not.toContain(path);
    for (const path of live) expect(left).toContain(path);
  });

  it('never throws for a folder that is not there', async () => {
    expect(await removeStaleTemps([join(dataDir, 'nowhere')])).toEqual([]);
  });
});

describe('what Turnkey makes under a site', () => {
  it('is 0700 and 0600, a transfer’s folder and checkpoint included', async () => {
    const site = await new SiteStore(dataDir, actor).create('Plant 4');
    const transfers = new TransferStore(join(site.dir, 'transfers'));
    const id = '0123abcd-0000-4000-8000-000000000001';
    await transfers.save({
      id,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      source: { kind: 'archive', label: 'A' },
      archive: join(site.dir, 'a.tkbackup'),
      target: { controllerId: 'c', label: 'B' },
      onConflict: 'keep',
      defaults: {},
      authUsers: 'skip',
      state: 'planned',
    });
    const checkpoint = await TransferCheckpoint.open(transfers.checkpointFile(id));
    await checkpoint.record({ part: 'staff', key: 'k', action: 'created' });
    await checkpoint.flush();
    expect(await mode(site.dir)).toBe(0o700);
    expect(await mode(join(site.dir, 'transfers'))).toBe(0o700);
    expect(await mode(transfers.folder(id))).toBe(0o700);
    expect(await mode(join(transfers.folder(id), 'transfer.json'))).toBe(0o600);
    expect(await mode(transfers.checkpointFile(id))).toBe(0o600);
    for (const name of ['site.json', 'journal.jsonl'])
      expect(await mode(join(site.dir, name))).toBe(0o600);
  });
});
