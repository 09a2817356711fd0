/**
 * Writes a file so that a crash leaves either the old or the new content, never half of one:
 * a temporary file in the same folder, fsync, rename over the target, fsync of the folder. A
 * full or closed disk is error data naming the file (write-failure.ts); the temporary file's
 * name carries the writer's process id, so one left by a killed run is known as such when the
 * site opens (stale-temps.ts).
 */
import { open, mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { describedWrite } from './write-failure';
import { tempName } from './stale-temps';

export async function writeFileAtomic(path: string, content: string, mode = 0o600): Promise<void> {
  const bytes = Buffer.byteLength(content, 'utf8');
  await describedWrite(path, bytes, () => writeAtomic(path, content, mode));
}

async function writeAtomic(path: string, content: string, mode: number): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temp = join(folder, tempName(basename(path)));
  const file = await open(temp, 'wx', mode);
  try {
    await file.writeFile(content, 'utf8');
    await file.sync();
  } catch (error) {
    await file.close();
    await rm(temp, { force: true });
    throw error;
  }
  await file.close();
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** Makes the rename durable; folders cannot be opened for sync on Windows, where NTFS logs it. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
