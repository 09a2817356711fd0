/**
 * The last write of a file whose changes are gathered in memory (docs/decisions.md, "Job state
 * and the controllers file at the size of a site"): `process.exit` ends the process without
 * waiting for timers, so what is left is written synchronously, atomic (a temporary file synced
 * and renamed), under the file's lock, made from the file as it is on disk then. Another process
 * holds that lock only while it writes, so this waits for it, blocking, up to `LOCK_WAIT_MS`:
 * writing beside a holder would lose the holder's changes or these. A lock held past that (a
 * holder hung or dead, not yet stale), or one that vanishes under every take, is written past,
 * since nothing more can be done while the process ends; for the same reason a failure is dropped.
 */
import {
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import lockfile from 'proper-lockfile';
import { STALE_MS } from './file-lock';
import { lockTakes } from './lock-takes';
import { tempName } from './stale-temps';

/**
 * Writes `content(onDisk)` over `path` now. `onDisk` is the file's text, undefined when it does
 * not read; `content` may throw to leave the file alone. A file whose folder is gone (its site
 * deleted) is not written.
 */
export function writeAtomicNow(
  path: string,
  content: (onDisk: string | undefined) => string,
): void {
  try {
    statSync(dirname(path));
  } catch {
    return;
  }
  const release = lockWithin(path, LOCK_WAIT_MS);
  try {
    const text = content(readOrUndefined(path));
    const temp = join(dirname(path), tempName(basename(path)));
    writeFileSync(temp, text, { mode: 0o600 });
    const fd = openSync(temp, 'r');
    fsyncSync(fd);
    closeSync(fd);
    renameSync(temp, path);
  } catch {
    // Nothing more can be done while the process ends.
  } finally {
    release?.();
  }
}

/** How long the last write waits for another process's lock of the file. */
export const LOCK_WAIT_MS = 3000;
const RETRY_MS = 5;

/**
 * The file's lock, tried every few milliseconds for up to `waitMs`, and at once when it vanished
 * under the take (files/lock-takes.ts); undefined if not had.
 */
function lockWithin(path: string, waitMs: number): (() => void) | undefined {
  const until = Date.now() + waitMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const after = lockTakes(dirname(path));
  for (;;) {
    try {
      return lockfile.lockSync(path, { realpath: false, stale: STALE_MS });
    } catch (error) {
      const next = after(error);
      if (Date.now() >= until || (next !== 'again' && next !== 'held')) return undefined;
      // A synchronous wait: the process is ending and its timers will not run.
      if (next === 'held') Atomics.wait(pause, 0, 0, RETRY_MS);
    }
  }
}

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
