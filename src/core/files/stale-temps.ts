/**
 * Temporary files left by a killed run (docs/decisions.md, "Hard edges of files"). Every
 * temporary file Turnkey writes is `.<target>.<pid>-<random>.tmp` (or `.records.tmp`), so the
 * sweep run when a site opens can tell a file of a process that is gone (removed) from one a
 * live process is writing now (kept). A file named before process ids were in the name is
 * removed only when it was last written before this process started: no live writer of ours
 * leaves a temporary file that old.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomHex } from './random-text';

const WITH_PID = /^\..+\.(\d+)-[0-9a-f]{12}(?:\.records)?\.tmp$/;
const WITHOUT_PID = /^\..+\.[0-9a-f]{12}(?:\.records)?\.tmp$/;

/** When this process started (ms since the epoch). */
const STARTED_AT = Date.now() - process.uptime() * 1000;

/** The temporary name for writing `target` (a file name, no folder) in this process. */
export function tempName(target: string, suffix = '.tmp'): string {
  return `.${target}.${process.pid}-${randomHex(6)}${suffix}`;
}

/** Whether a process with this id runs on this computer (EPERM: it does, as another user). */
export function processAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isStale(file: string, name: string): Promise<boolean> {
  const pid = WITH_PID.exec(name)?.[1];
  if (pid !== undefined) return !processAlive(Number(pid));
  if (!WITHOUT_PID.test(name)) return false;
  const info = await stat(file).catch(() => undefined);
  return info !== undefined && info.isFile() && info.mtimeMs < STARTED_AT;
}

/**
 * Removes the stale temporary files directly in each folder; answers the paths removed. Never
 * throws: a folder that is not there, or a disk that refuses, leaves things as they are.
 */
export async function removeStaleTemps(folders: readonly string[]): Promise<string[]> {
  const removed: string[] = [];
  for (const folder of folders) {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith('.') || !name.endsWith('.tmp')) continue;
      const file = join(folder, name);
      if (!(await isStale(file, name))) continue;
      const gone = await rm(file, { force: true }).then(
        () => true,
        () => false,
      );
      if (gone) removed.push(file);
    }
  }
  return removed;
}
