/**
 * Writes a file so that a crash leaves either the old or the new content, never half of one:
 * a temporary file in the same folder, fsync, rename over the target, fsync of the folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export async function writeFileAtomic(path: string, content: string, mode = 0o600): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temp = join(folder, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
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
