/**
 * The last write of a file whose changes are gathered in memory (docs/decisions.md, "Job state
 * and the controllers file at the size of a site"): `process.exit` ends the process without
 * waiting for timers, so what is left is written synchronously, atomic (a temporary file synced
 * and renamed), under the file's lock when it can be had at once, made from the file as it is on
 * disk then. Nothing more can be done while the process ends, so a failure is dropped.
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
  let release: (() => void) | undefined;
  try {
    release = lockfile.lockSync(path, { realpath: false, stale: STALE_MS });
  } catch {
    release = undefined;
  }
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

function readOrUndefined(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
