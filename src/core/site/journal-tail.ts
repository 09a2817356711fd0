/**
 * The newest entries of a site's journal, read from its end (`turnkey site show`'s last actions,
 * in a process that has not read the journal): the file is read backwards a block at a time,
 * and only the lines it takes to find them are parsed, whatever the journal's size. A torn last
 * line and damaged lines are skipped, as a whole read skips them (journal-lines.ts).
 */
import { open } from 'node:fs/promises';
import type { JournalEntry } from '../../shared/ipc/journal.schema';
import { parsedEntry } from './journal-lines';

const BLOCK = 64 * 1024;

/** The newest `limit` entries, newest first, and whether older ones are left. */
export async function readJournalTail(
  path: string,
  limit: number,
): Promise<{ entries: JournalEntry[]; more: boolean }> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], more: false };
    throw error;
  }
  try {
    const { size } = await file.stat();
    const entries: JournalEntry[] = [];
    // Bytes of lines not yet parsed, in front of those parsed: the start of a line cut by a block.
    let carried = Buffer.alloc(0);
    let start = size;
    let tornChecked = false;
    while (start > 0 && entries.length <= limit) {
      const from = Math.max(0, start - BLOCK);
      const block = Buffer.alloc(start - from);
      await file.read(block, 0, block.length, from);
      let bytes = Buffer.concat([block, carried]);
      if (!tornChecked) {
        // What follows the last newline is a line being written, or torn by a crash.
        bytes = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
        tornChecked = bytes.length > 0 || from === 0;
      }
      const cut = from === 0 ? -1 : bytes.indexOf(0x0a);
      carried = Buffer.from(bytes.subarray(0, cut + 1));
      const lines = bytes
        .subarray(cut + 1)
        .toString('utf8')
        .split('\n');
      for (let i = lines.length - 1; i >= 0 && entries.length <= limit; i -= 1) {
        const entry = parsedEntry(lines[i] ?? '');
        if (entry) entries.push(entry);
      }
      start = from;
    }
    return { entries: entries.slice(0, limit), more: entries.length > limit };
  } finally {
    await file.close();
  }
}
