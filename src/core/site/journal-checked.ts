/**
 * What a process learnt checking a site's journal for damaged lines, kept beside it
 * (`journal.checked.json`), so that the next process checks only the lines added since
 * (docs/decisions/engine.md, "Job state and the controllers file at the size of a site"): how
 * far it checked, the SHA-256 of those bytes and the damaged lines among them. It holds nothing
 * of its own: a reader hashes the journal's bytes up to that point and uses the mark only when
 * they are the same, so a journal written over, shortened or edited by hand is checked whole
 * again. A mark that does not read, or cannot be written, only costs that whole check.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/atomic-file';
import type { DamagedLine } from './journal-lines';

export interface CheckedMark {
  version: 1;
  /** Bytes checked, from the start: up to and with a newline. */
  end: number;
  /** Lines in those bytes. */
  lines: number;
  /** SHA-256 of those bytes, hex. */
  sha256: string;
  damaged: DamagedLine[];
}

const hashes = () => process.getBuiltinModule('node:crypto');

/** A running SHA-256, for the bytes checked. */
export const newJournalHash = () => hashes().createHash('sha256');

export function checkedMarkPath(journalPath: string): string {
  return join(dirname(journalPath), 'journal.checked.json');
}

/** The mark beside the journal; undefined when there is none or it is not one. */
export async function readCheckedMark(journalPath: string): Promise<CheckedMark | undefined> {
  try {
    const mark = JSON.parse(await readFile(checkedMarkPath(journalPath), 'utf8')) as unknown;
    return isMark(mark) ? mark : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the mark for the next process; a mark not written is only a whole check next time. */
export async function writeCheckedMark(journalPath: string, mark: CheckedMark): Promise<void> {
  await writeFileAtomic(checkedMarkPath(journalPath), `${JSON.stringify(mark)}\n`).catch(
    () => undefined,
  );
}

function isMark(value: unknown): value is CheckedMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Partial<CheckedMark>;
  return (
    mark.version === 1 &&
    Number.isSafeInteger(mark.end) &&
    Number.isSafeInteger(mark.lines) &&
    typeof mark.sha256 === 'string' &&
    Array.isArray(mark.damaged) &&
    mark.damaged.every(
      (line) =>
        typeof line === 'object' &&
        line !== null &&
        Number.isSafeInteger(line.line) &&
        typeof line.said === 'string',
    )
  );
}
