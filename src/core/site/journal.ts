/**
 * A site's journal (docs/decisions.md, "Commissioning engine: the site and its journal"): one
 * JSON entry per line in `journal.jsonl`, appended with a single write (with the lines appended
 * while the write before was on its way) and synced to disk before `append` resolves, so a crash loses nothing acknowledged and several processes (the app, the
 * CLI) can append to one file without mixing their lines. Reading skips what cannot be an entry:
 * a torn last line (a crash in mid-write) or a damaged one; a new append first ends a torn line,
 * so it is never glued to the next entry.
 */
import { open } from 'node:fs/promises';
import {
  journalEntry,
  type JournalActor,
  type JournalEntry,
  type NewJournalEntry,
} from '../../shared/ipc/journal.schema';
import { describedWrite } from '../files/write-failure';
import { randomUuid } from '../files/random-text';
import {
  isJournalKept,
  readJournalDamaged,
  readJournalLines,
  type DamagedLine,
} from './journal-lines';
import { readJournalTail } from './journal-tail';

export interface JournalPage {
  entries: JournalEntry[];
  more: boolean;
}

export interface JournalQuery {
  controllerId?: string | undefined;
  /** The id of the oldest entry of the page before. */
  before?: string | undefined;
  limit: number;
}

export class Journal {
  #queue: Promise<unknown> = Promise.resolve();
  /** Lines appended while a write is on its way: the next write's. */
  #waiting: { lines: string[]; written: Promise<void> } | undefined;
  #tailChecked = false;

  constructor(
    readonly path: string,
    private readonly actor: JournalActor,
    private readonly now: () => Date = () => new Date(),
    /** Told of each entry once it is on disk (the site keeps each controller's last action). */
    private readonly appended: (entry: JournalEntry) => Promise<unknown> = () => Promise.resolve(),
  ) {}

  /** Writes one entry durably; resolves with it (its id and time added) once it is on disk. */
  append(entry: NewJournalEntry): Promise<JournalEntry> {
    const full = journalEntry.parse({
      ...entry,
      id: randomUuid(),
      at: this.now().toISOString(),
      actor: { ...this.actor, ...entry.actor },
    });
    const written = this.#enqueue(`${JSON.stringify(full)}\n`);
    return written.then(async () => {
      await this.appended(full).catch(() => undefined);
      return full;
    });
  }

  /** Every entry, oldest first (what the handover report reads). */
  async all(): Promise<JournalEntry[]> {
    return [...(await readJournalLines(this.path)).entries];
  }

  /**
   * The damaged lines (not the torn last one a crash leaves, which is no entry yet): left out
   * of the journal and the report, and said where the site is shown (docs/decisions.md, "Hard
   * edges of files").
   */
  async damaged(): Promise<DamagedLine[]> {
    return [...(await readJournalDamaged(this.path))];
  }

  /** Newest first, `limit` at a time, optionally of one controller. */
  async read(query: JournalQuery): Promise<JournalPage> {
    // The newest page, in a process that has not read the journal: from its end alone.
    if (!query.controllerId && !query.before && !isJournalKept(this.path)) {
      return readJournalTail(this.path, query.limit);
    }
    let entries = (await this.all()).reverse();
    if (query.controllerId) entries = entries.filter((e) => e.controllerId === query.controllerId);
    if (query.before) {
      const at = entries.findIndex((e) => e.id === query.before);
      entries = at === -1 ? [] : entries.slice(at + 1);
    }
    return { entries: entries.slice(0, query.limit), more: entries.length > query.limit };
  }

  /**
   * The line joins the lines waiting for the write on its way, and goes with them in one write
   * and one sync once it is done (many controllers of a job journal at once): each still
   * resolves only once it is on disk, and the lines keep the order they were appended in.
   */
  #enqueue(line: string): Promise<void> {
    const waiting = this.#waiting;
    if (waiting) {
      waiting.lines.push(line);
      return waiting.written;
    }
    const batch: { lines: string[]; written: Promise<void> } = {
      lines: [line],
      written: Promise.resolve(),
    };
    this.#waiting = batch;
    batch.written = this.#queue.then(() => {
      // From here on, a new line waits for the next write.
      if (this.#waiting === batch) this.#waiting = undefined;
      return this.#write(batch.lines.join(''));
    });
    this.#queue = batch.written.catch(() => undefined);
    return batch.written;
  }

  #write(line: string): Promise<void> {
    return describedWrite(this.path, Buffer.byteLength(line, 'utf8'), () => this.#append(line));
  }

  async #append(line: string): Promise<void> {
    const file = await open(this.path, 'a+', 0o600);
    try {
      if (!this.#tailChecked) {
        // A torn line left by a crash gets its newline, so this entry starts a line of its own.
        const { size } = await file.stat();
        if (size > 0) {
          const last = Buffer.alloc(1);
          await file.read(last, 0, 1, size - 1);
          if (last[0] !== 0x0a) await file.write('\n');
        }
        this.#tailChecked = true;
      }
      await file.write(line);
      await file.sync();
    } catch (error) {
      // A full disk may have taken part of the line: the next append ends it first.
      this.#tailChecked = false;
      throw error;
    } finally {
      await file.close();
    }
  }
}
