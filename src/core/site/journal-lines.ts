/**
 * Reading a site's journal at the size of a site (docs/decisions.md, "Job state and the
 * controllers file at the size of a site"): the journal only grows, by whole lines, so what this
 * process has read of it is kept, and a later read parses only the lines added since. The file
 * is read again whole when it is no longer what was read: another file at the path, a shorter
 * one, or other bytes where the last line read ended. One journal is kept, the one read last
 * (the site a shell has open), so memory holds one site's entries at most. A process that has
 * not read the journal checks it for damaged lines from the mark the last check left beside it
 * (journal-checked.ts): only the lines after it are parsed.
 */
import { open, readFile } from 'node:fs/promises';
import { journalEntry, type JournalEntry } from '../../shared/ipc/journal.schema';
import { PARSED_ONCE } from '../files/parsed-once';
import { newJournalHash, readCheckedMark, writeCheckedMark } from './journal-checked';

/** A journal line that is not an entry: its 1-based number and the parser's words. */
export interface DamagedLine {
  line: number;
  said: string;
}

export interface JournalLines {
  /** Every entry, oldest first. */
  entries: readonly JournalEntry[];
  /** Lines that are not entries (not the torn last one a crash leaves, which is no line yet). */
  damaged: readonly DamagedLine[];
}

interface Kept extends JournalLines {
  path: string;
  dev: number;
  ino: number;
  /** Bytes read: up to and with the last newline. */
  end: number;
  /** Lines read. */
  lines: number;
  /** The last bytes read, compared with the file's before a read from `end`. */
  tail: Buffer;
}

/** How many of the last bytes read are compared before reading on from them. */
const TAIL_BYTES = 256;

let kept: Kept | undefined;

/** Whether this process keeps what it read of the journal at `path`. */
export function isJournalKept(path: string): boolean {
  return kept?.path === path;
}

export async function readJournalLines(path: string): Promise<JournalLines> {
  let file;
  try {
    file = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    if (kept?.path === path) kept = undefined;
    return { entries: [], damaged: [] };
  }
  try {
    const { dev, ino, size } = await file.stat();
    const before = kept?.path === path ? kept : undefined;
    const base = before && (await readsOn(file, before, dev, ino, size)) ? before : undefined;
    const from = base?.end ?? 0;
    const buffer = Buffer.alloc(size - from);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, from);
    // Up to the last newline: what follows is a line still being written, or torn by a crash.
    const complete = buffer.subarray(0, buffer.lastIndexOf(0x0a, bytesRead - 1) + 1);
    const added = scanLines(complete.toString('utf8'), base?.lines ?? 0);
    const end = from + complete.length;
    const next: Kept = {
      path,
      dev,
      ino,
      end,
      lines: (base?.lines ?? 0) + added.lines,
      tail: await lastBytes(file, end, complete, base),
      entries: base ? [...base.entries, ...added.entries] : added.entries,
      damaged: base ? [...base.damaged, ...added.damaged] : added.damaged,
    };
    kept = next;
    return { entries: next.entries, damaged: next.damaged };
  } finally {
    await file.close();
  }
}

/**
 * The size from which a check leaves a mark: a smaller journal (a few hundred entries) is parsed
 * whole in less time than Node takes to load its hashes.
 */
const MARKED_FROM = 256 * 1024;

/**
 * The damaged lines: those of the journal this process has read, else of the mark beside it
 * (when the journal's bytes up to it are those it checked) and of the lines after it; the mark
 * is then moved on to the journal's end.
 */
export async function readJournalDamaged(path: string): Promise<readonly DamagedLine[]> {
  if (kept?.path === path) return (await readJournalLines(path)).damaged;
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const complete = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1);
  if (complete.length < MARKED_FROM) return scanLines(complete.toString('utf8'), 0).damaged;
  const mark = await readCheckedMark(path);
  let base: { end: number; lines: number; damaged: readonly DamagedLine[] } = {
    end: 0,
    lines: 0,
    damaged: [],
  };
  let hash = newJournalHash();
  if (mark && mark.end <= complete.length) {
    const prefix = newJournalHash().update(complete.subarray(0, mark.end));
    if (prefix.copy().digest('hex') === mark.sha256) [base, hash] = [mark, prefix];
  }
  const rest = complete.subarray(base.end);
  const added = scanLines(rest.toString('utf8'), base.lines);
  const damaged = [...base.damaged, ...added.damaged];
  if (base !== mark || rest.length > 0) {
    await writeCheckedMark(path, {
      version: 1,
      end: complete.length,
      lines: base.lines + added.lines,
      sha256: hash.update(rest).digest('hex'),
      damaged,
    });
  }
  return damaged;
}

/** Whether the file is the one `base` read, grown only: same file, and its bytes where it ended. */
async function readsOn(
  file: Awaited<ReturnType<typeof open>>,
  base: Kept,
  dev: number,
  ino: number,
  size: number,
): Promise<boolean> {
  if (base.dev !== dev || base.ino !== ino || size < base.end) return false;
  const now = Buffer.alloc(base.tail.length);
  await file.read(now, 0, now.length, base.end - base.tail.length);
  return now.equals(base.tail);
}

/** The last TAIL_BYTES bytes up to `end`: from what was just read, or the file when it was short. */
async function lastBytes(
  file: Awaited<ReturnType<typeof open>>,
  end: number,
  complete: Buffer,
  base: Kept | undefined,
): Promise<Buffer> {
  const length = Math.min(TAIL_BYTES, end);
  if (complete.length >= length) return Buffer.from(complete.subarray(complete.length - length));
  if (complete.length === 0 && base) return base.tail;
  const tail = Buffer.alloc(length);
  await file.read(tail, 0, length, end - length);
  return tail;
}

/** The entries and damaged lines of whole lines of text, numbered on from `linesBefore`. */
function scanLines(
  text: string,
  linesBefore: number,
): { entries: JournalEntry[]; damaged: DamagedLine[]; lines: number } {
  const lines = text.split('\n');
  // The text ends with a newline: the last piece is empty.
  lines.pop();
  const entries: JournalEntry[] = [];
  const damaged: DamagedLine[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const parsed = safeEntry(line);
    if ('entry' in parsed) entries.push(parsed.entry);
    else damaged.push({ line: linesBefore + i + 1, said: parsed.said });
  });
  return { entries, damaged, lines: lines.length };
}

/** The entry a line holds; undefined for an empty or damaged line. */
export function parsedEntry(line: string): JournalEntry | undefined {
  if (line.trim() === '') return undefined;
  const parsed = safeEntry(line);
  return 'entry' in parsed ? parsed.entry : undefined;
}

function safeEntry(line: string): { entry: JournalEntry } | { said: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    return { said: (error as Error).message };
  }
  const parsed = journalEntry.safeParse(value, PARSED_ONCE);
  if (parsed.success) return { entry: parsed.data };
  const issue = parsed.error.issues[0];
  return { said: `${issue?.path.join('.') || 'entry'}: ${issue?.message ?? 'not an entry'}` };
}
