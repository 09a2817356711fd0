/**
 * A journal file of the tests' own for the journal's reading tests (core/site/journal-lines.ts,
 * journal-tail.ts): a fresh folder per test, removed after it, and lines of entries as the
 * journal writes them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, vi } from 'vitest';

/** The test's folder and its `journal.jsonl`, made before each test and removed after it. */
export function useJournalFile(): { dir: string; path: string } {
  const journal = { dir: '', path: '' };
  beforeEach(async () => {
    journal.dir = await mkdtemp(join(tmpdir(), 'turnkey-journal-'));
    journal.path = join(journal.dir, 'journal.jsonl');
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await rm(journal.dir, { recursive: true, force: true });
  });
  return journal;
}

/** An entry's line, id `entry-<n>`; `padding` characters in its `after`, for lines of any length. */
export function entryLine(n: number, padding = 0): string {
  return `${JSON.stringify({
    id: `entry-${n}`,
    at: '2026-03-01T10:00:00.000Z',
    actor: { shell: 'cli', user: 'tester' },
    action: 'network.changed',
    after: { note: 'x'.repeat(padding) },
    outcome: 'succeeded',
  })}\n`;
}
