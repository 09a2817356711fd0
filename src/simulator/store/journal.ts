/**
 * The append-only journal of the simulator's store: one JSON document per line. A line counts
 * once its newline is on disk; a torn tail left by a hard kill is cut off when the journal opens,
 * so the next append never glues onto half a line.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { syncDirectory } from './atomic-file';
import { dirname } from 'node:path';

/** What opening a journal found on disk. */
export interface JournalContents {
  /** Every complete line that parsed as JSON, in order. */
  entries: unknown[];
  /** Complete lines that did not parse (corruption in the middle), skipped. */
  skippedLines: number;
  /** Bytes cut off the end: a torn last line or unparsable lines after the last good one. */
  truncatedBytes: number;
}

const NEWLINE = 0x0a;

function readEntries(content: Buffer): { contents: JournalContents; goodEnd: number } {
  const entries: unknown[] = [];
  let skippedLines = 0;
  let offset = 0;
  let goodEnd = 0;
  let pendingSkips = 0;
  for (;;) {
    const newline = content.indexOf(NEWLINE, offset);
    if (newline < 0) break;
    const text = content.toString('utf8', offset, newline);
    offset = newline + 1;
    if (text.trim() === '') continue;
    try {
      entries.push(JSON.parse(text));
      skippedLines += pendingSkips;
      pendingSkips = 0;
      goodEnd = offset;
    } catch {
      pendingSkips++;
    }
  }
  return { contents: { entries, skippedLines, truncatedBytes: content.length - goodEnd }, goodEnd };
}

/** An open journal file; appends are made durable (written and fdatasync'd) before they resolve. */
export class Journal {
  private constructor(
    private readonly handle: FileHandle,
    private bytes: number,
  ) {}

  /** Opens (or creates) the journal at `path`, reads its entries and cuts off a torn tail. */
  static async open(path: string): Promise<{ journal: Journal; contents: JournalContents }> {
    let content: Buffer;
    try {
      content = await readFile(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      content = Buffer.alloc(0);
    }
    const { contents, goodEnd } = readEntries(content);
    const existed = content.length > 0;
    const handle = await open(path, 'a', 0o600);
    try {
      if (goodEnd < content.length) {
        await handle.truncate(goodEnd);
        await handle.sync();
      }
      if (!existed) await syncDirectory(dirname(path));
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { journal: new Journal(handle, goodEnd), contents };
  }

  /** Size of the journal in bytes. */
  get size(): number {
    return this.bytes;
  }

  /** Appends `text` (whole lines, each ending in a newline) and waits until it is on disk. */
  async append(text: string): Promise<void> {
    const buffer = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < buffer.length) {
      const { bytesWritten } = await this.handle.write(buffer, written, buffer.length - written);
      written += bytesWritten;
    }
    this.bytes += buffer.length;
    await this.handle.datasync();
  }

  /** Empties the journal durably (after a snapshot has taken over its entries). */
  async reset(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.sync();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
