/**
 * The last write of a gathered file (src/core/files/write-at-exit.ts) while another process
 * takes over the same stale lock of the file: that process may remove the lock this one has just
 * made (src/core/files/lock-takes.ts). The lock's file system calls are those of the real disk,
 * with the other process's removal slipped in just after the lock is made, so the race happens
 * every run.
 */
import * as fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAtomicNow } from '../../../src/core/files/write-at-exit';

/** How many of the next locks made the other process removes at once. */
const racing = vi.hoisted(() => ({ removals: 0, made: 0 }));

vi.mock('proper-lockfile', async (original) => {
  const real = (await original<{ default: typeof import('proper-lockfile') }>()).default;
  const mkdirSync = ((path: fs.PathLike, options?: fs.MakeDirectoryOptions) => {
    const made = fs.mkdirSync(path, options);
    racing.made += 1;
    if (racing.removals > 0) {
      racing.removals -= 1;
      fs.rmdirSync(path);
    }
    return made;
  }) as typeof fs.mkdirSync;
  const lockSync: typeof real.lockSync = (file, options) =>
    real.lockSync(file, { ...options, fs: { ...fs, mkdirSync } });
  return { default: { ...real, lockSync } };
});

let dir = '';
let path = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'exit-write-race-'));
  path = join(dir, 'marks.json');
  await writeFile(path, 'before');
  racing.made = 0;
});
afterEach(async () => {
  racing.removals = 0;
  await rm(dir, { recursive: true, force: true });
});

const LOCK = (): string => `${path}.lock`;

describe('the write at process exit, racing for a stale lock', () => {
  it('takes the lock again when it is removed just after it was made, and writes holding it', async () => {
    racing.removals = 1;
    let locked: boolean | undefined;
    writeAtomicNow(path, (onDisk) => {
      locked = fs.existsSync(LOCK());
      return `${onDisk ?? ''}+exit`;
    });
    expect(locked).toBe(true);
    expect(await readFile(path, 'utf8')).toBe('before+exit');
    expect(fs.existsSync(LOCK())).toBe(false);
  });

  it('writes past a lock removed under every take after a few takes, not for the whole wait', async () => {
    racing.removals = 1000;
    const started = Date.now();
    let locked: boolean | undefined;
    writeAtomicNow(path, (onDisk) => {
      locked = fs.existsSync(LOCK());
      return `${onDisk ?? ''}+exit`;
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(locked).toBe(false);
    expect(await readFile(path, 'utf8')).toBe('before+exit');
    expect(racing.made).toBeGreaterThan(1);
    expect(racing.made).toBeLessThan(20);
  });
});
