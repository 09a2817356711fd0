/**
 * The names in a folder a store keeps its files in; none when the folder has not been made yet
 * (a site with no jobs, transfers or backups so far), any other failure thrown.
 */
import { readdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

export async function folderEntries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Whether the folder holding `path` is there (a site deleted takes its files' folder). */
export async function folderOfExists(path: string): Promise<boolean> {
  try {
    return (await stat(dirname(path))).isDirectory();
  } catch {
    return false;
  }
}
