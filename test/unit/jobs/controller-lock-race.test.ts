/**
 * A controller lock taken while another process lets go of it or takes over the same stale lock
 * (docs/decisions.md, "Commissioning engine: jobs and locks"): the lock folder may vanish between
 * any two of the lock's steps. The lock's file system calls are those of the real disk, with the
 * other process's removal slipped in between two of them, so each race happens every run.
 */
import * as fs from 'node:fs';
import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppFailure } from '../../../src/shared/errors/error-data';
import { ControllerLocks, type LockHolder } from '../../../src/core/jobs/controller-locks';

type Callback = (error: NodeJS.ErrnoException | null, ...rest: unknown[]) => void;
/** What the other process does before the lock's next call on `path` of this kind. */
interface Interloper {
  call: 'mkdir' | 'stat' | 'utimes';
  path: string;
  /** Runs once the lock's own call succeeded, before its callback; else before the call. */
  after?: boolean;
  act: () => void;
}

const racing = vi.hoisted(() => ({ next: [] as Interloper[], slowRemovalMs: 0 }));

/**
 * The real disk, with the interlopers' steps run at their moment, and removals as late as the
 * test says: a thread of libuv's pool that runs late on a loaded machine.
 */
function racingFs(): typeof fs {
  const wrap =
    (call: Interloper['call'], real: (...args: never[]) => void) =>
    (path: string, ...args: unknown[]): void => {
      const index = racing.next.findIndex((i) => i.call === call && i.path === path);
      const step = index < 0 ? undefined : racing.next.splice(index, 1)[0];
      const callback = args.pop() as Callback;
      if (step && !step.after) step.act();
      (real as (...a: unknown[]) => void)(path, ...args, (...result: Parameters<Callback>) => {
        // A call that failed leaves the step for the next one (a lock held: made once free).
        if (step?.after && result[0]) racing.next.unshift(step);
        else if (step?.after) step.act();
        callback(...result);
      });
    };
  const rmdir = (path: string, callback: Callback): void => {
    setTimeout(() => fs.rmdir(path, callback), racing.slowRemovalMs);
  };
  return {
    ...fs,
    mkdir: wrap('mkdir', fs.mkdir),
    stat: wrap('stat', fs.stat),
    utimes: wrap('utimes', fs.utimes),
    rmdir,
  } as typeof fs;
}

// The product's lock file system (files/lock-fs.ts), over the racing disk instead of Node's own;
// a take given anything else fails, so the product is held to giving it.
vi.mock('proper-lockfile', async (original) => {
  const real = (await original<{ default: typeof import('proper-lockfile') }>()).default;
  const { LOCK_FS, lockFs } = await import('../../../src/core/files/lock-fs');
  const racingLockFs = lockFs(racingFs());
  const lock: typeof real.lock = (file, options) => {
    if (options?.fs !== LOCK_FS) throw new Error('a lock taken without files/lock-fs.ts');
    return real.lock(file, { ...options, fs: racingLockFs });
  };
  return { default: { ...real, lock } };
});

let root = '';
let locks: ControllerLocks;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'lock-race-'));
  locks = new ControllerLocks(join(root, 'locks'));
  racing.next = [];
  racing.slowRemovalMs = 0;
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const ID = 'AB:CD';
const LOCK = (): string => join(locks.dir, 'ABCD.lock');
const holder = (jobId: string): LockHolder => ({
  jobId,
  title: { en: jobId, ru: jobId },
  label: 'TK1',
});
/** Another process removing the lock; one already gone (taken over meanwhile) is left gone. */
const removeLock = (): void => fs.rmSync(LOCK(), { recursive: true, force: true });

/** A lock left by a killed process, last refreshed a minute ago: stale. */
async function staleLock(): Promise<void> {
  await mkdir(LOCK(), { recursive: true });
  const old = new Date(Date.now() - 60_000);
  await utimes(LOCK(), old, old);
}

async function busy(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof AppFailure ? error.data.code : String(error);
}

describe('a controller lock taken in a race', () => {
  it('is taken when the holder lets it go between finding it held and looking at its age', async () => {
    const release = await locks.acquire(ID, holder('j1'), { wait: false });
    racing.next.push({ call: 'stat', path: LOCK(), act: removeLock });
    const taken = await locks.acquire(ID, holder('j2'), { wait: false });
    expect((await locks.holder(ID))?.jobId).toBe('j2');
    expect(await busy(locks.acquire(ID, holder('j3'), { wait: false }))).toBe('controller_busy');
    await taken();
    await release();
  });

  it('is taken when another taker of the stale lock removes it just after it was made', async () => {
    await staleLock();
    // The other process found the old lock stale too and removes it: ours, made a moment ago.
    racing.next.push({ call: 'mkdir', path: LOCK(), after: true, act: removeLock });
    const taken = await locks.acquire(ID, holder('j2'), { wait: false });
    expect((await locks.holder(ID))?.jobId).toBe('j2');
    expect((await stat(LOCK())).isDirectory()).toBe(true);
    expect(await busy(locks.acquire(ID, holder('j3'), { wait: false }))).toBe('controller_busy');
    await taken();
    const again = await locks.acquire(ID, holder('j4'), { wait: false });
    await again();
  });

  it('is taken again only once its own removal of the lock that vanished is done', async () => {
    await staleLock();
    // As above, with proper-lockfile's removal of the vanished lock, which it does not wait for,
    // running late: made again before that removal ran, the new lock would be removed by it.
    racing.slowRemovalMs = 50;
    racing.next.push({ call: 'mkdir', path: LOCK(), after: true, act: removeLock });
    const taken = await locks.acquire(ID, holder('j2'), { wait: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stat(LOCK())).isDirectory()).toBe(true);
    expect(await busy(locks.acquire(ID, holder('j3'), { wait: false }))).toBe('controller_busy');
    await taken();
  });

  it('is refused, waiting or not, when it vanishes under every take, rather than taken again for ever', async () => {
    // Another process removes each lock this one makes, more times than any take tries.
    const removals = (): Interloper[] =>
      Array.from({ length: 50 }, () => ({
        call: 'mkdir' as const,
        path: LOCK(),
        after: true,
        act: removeLock,
      }));
    for (const wait of [false, true]) {
      racing.next = removals();
      const refused = await locks.acquire(ID, holder('j2'), { wait }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(AppFailure);
      expect((refused as AppFailure).data.code).toBe('controller_busy');
      expect((refused as AppFailure).data.message.en).toContain('another job');
      // Taken again after it vanished, then given up long before the other process stopped.
      const takes = 50 - racing.next.length;
      expect(takes).toBeGreaterThan(1);
      expect(takes).toBeLessThan(20);
    }
    racing.next = [];
    const taken = await locks.acquire(ID, holder('j3'), { wait: false });
    expect((await locks.holder(ID))?.jobId).toBe('j3');
    await taken();
  });

  it('fails when the folder of the locks itself is removed, rather than trying for ever', async () => {
    racing.next.push({
      call: 'mkdir',
      path: LOCK(),
      act: () => fs.rmSync(locks.dir, { recursive: true }),
    });
    expect(await busy(locks.acquire(ID, holder('j2'), { wait: true }))).toMatch(/ENOENT/);
  });
});
