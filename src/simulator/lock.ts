/**
 * One simulator per data folder: a lock file holding the owner's process id. A lock left by a
 * process that no longer runs (a hard kill) is taken over; a live owner, including another
 * simulator of this same process, is refused.
 */
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'simulator.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFolderLock {
  private constructor(private readonly path: string) {}

  static async acquire(dir: string): Promise<DataFolderLock> {
    const path = join(dir, LOCK_FILE);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const handle = await open(path, 'wx', 0o600);
        await handle.writeFile(String(process.pid));
        await handle.close();
        return new DataFolderLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const owner = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `data folder ${dir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}`,
        );
      }
      await rm(path, { force: true });
    }
    throw new Error(`could not lock data folder ${dir}`);
  }

  async release(): Promise<void> {
    await rm(this.path, { force: true });
  }
}
