/**
 * One writer at a time for a file that several processes change (the app and the `turnkey`
 * command share the known-controllers store and the sites): a lock beside the file, taken with
 * proper-lockfile (an atomic mkdir, kept fresh while held). A lock left by a process that died is
 * stale once it has not been refreshed for `STALE_MS`, and is then taken over
 * (docs/decisions.md, "Controller client, trust and credentials"). proper-lockfile is loaded at
 * the first take: a command that only reads (`turnkey site list`) starts without it and the
 * packages it brings (docs/benchmarks.md, "CLI start-up").
 */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { LOCK_FS } from './lock-fs';

/** A lock not refreshed for this long belongs to a dead process (proper-lockfile's minimum is 2 s). */
export const STALE_MS = 4000;

/** Runs `work` holding the lock of `path`; waits for another holder (up to about twice STALE_MS). */
export async function withFileLock<T>(
  path: string,
  work: () => Promise<T>,
  onCompromised: (error: Error) => void = () => undefined,
): Promise<T> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const { default: lockfile } = await import('proper-lockfile');
  const release = await lockfile.lock(path, {
    realpath: false,
    stale: STALE_MS,
    update: STALE_MS / 4,
    retries: { retries: 200, factor: 1.1, minTimeout: 5, maxTimeout: 50, randomize: true },
    // The default throws from a timer, which would end the process; the write itself is atomic.
    onCompromised,
    fs: LOCK_FS,
  });
  try {
    return await work();
  } finally {
    await release().catch(() => undefined);
  }
}
