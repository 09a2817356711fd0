/**
 * The names in a folder a store keeps its files in; none when the folder has not been made yet
 * (a site with no jobs, transfers or backups so far), any other failure thrown.
 */
import { readdir } from 'node:fs/promises';

export async function folderEntries(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
