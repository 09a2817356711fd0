/**
 * Crash-safe file replacement for the simulator's data folder: a reader
 * sees the old file or the new one, never a half-written mix, even after a hard kill.
 */
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Makes a rename or a newly created file in `dir` durable. Windows cannot open a directory for
 * syncing; there the rename itself is what NTFS journals, so failing to sync is not an error.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (process.platform !== 'win32') throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes `data` to `path` atomically: temporary file, fsync, rename over the target, fsync the folder. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.${Date.now().toString(36)}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, path);
  await syncDirectory(dirname(path));
}
