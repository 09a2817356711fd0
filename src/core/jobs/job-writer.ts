/**
 * Saving a running job at the cost of its changes, not of its size (docs/decisions.md, "Job
 * state and the controllers file at the size of a site"). The first save is the snapshot; then
 * changes gather for at most `COALESCE_MS` and go to the job's log as one line holding the rows
 * that changed. A change that ends a controller, or changes the job itself (it starts, is asked
 * to stop, ends), is written at once; `flush` (before every journal entry of the job) resolves
 * once everything changed so far is on disk, so the journal never says more than the job's
 * files. One write at a time: what changes while one is on its way goes in the next. The log
 * is rewritten as the whole job when it has grown past twice the job's size, and folded into
 * the snapshot when the job ends. A process that exits writes what is left, there and then.
 */
import type { Job, SubJob } from '../../shared/ipc/job.schema';
import { changeLine, fullLine } from './job-log';
import type { JobStore } from './job-store';

/** The longest a change waits to be written with those after it. */
export const COALESCE_MS = 100;
/** A log is rewritten as the whole job past this size, or twice the job's, whichever is more. */
const LOG_FLOOR = 64 * 1024;

/** Writers with changes not yet folded into their snapshot, for the exit below. */
const open = new Set<JobWriter>();
let exitHooked = false;

export class JobWriter {
  #job: Job;
  /** Rows changed since the last line was taken. */
  #rows = new Map<string, SubJob>();
  #changed = false;
  /** A line is on its way (an exit writes the whole job, that line's changes with it). */
  #writing = false;
  #timer: NodeJS.Timeout | undefined;
  #queued = false;
  #chain: Promise<void> = Promise.resolve();
  #n = 0;
  #snapshotWritten = false;
  #logBytes = 0;
  #fullBytes = 0;
  #closed = false;
  /** A write failed (a full disk): the next is the whole job, on a line of its own. */
  #failed = false;

  constructor(
    private readonly store: JobStore,
    job: Job,
  ) {
    this.#job = job;
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.once('exit', () => {
        for (const writer of open) writer.#writeNow();
      });
    }
  }

  /** The job changed (`row`: the controller that did); `urgent` writes it without waiting. */
  change(job: Job, row: SubJob | undefined, urgent: boolean): void {
    this.#job = job;
    if (this.#closed) {
      // A change after the end (rare): the snapshot again, never a log beside it.
      this.#chain = this.#chain.then(() => this.store.save(this.#job)).catch(() => undefined);
      return;
    }
    this.#changed = true;
    if (row) this.#rows.set(row.controllerId, row);
    if (urgent) this.#kick();
    else this.#timer ??= setTimeout(() => this.#kick(), COALESCE_MS).unref();
  }

  /** Resolves once every change made so far is on disk. */
  flush(): Promise<void> {
    if (this.#changed && !this.#closed) this.#kick();
    return this.#chain;
  }

  /** The job has ended: everything written, then folded into its snapshot, the log removed. */
  async close(): Promise<void> {
    await this.flush();
    if (this.#closed) return this.#chain;
    this.#closed = true;
    clearTimeout(this.#timer);
    open.delete(this);
    this.#chain = this.#chain.then(() => this.store.save(this.#job)).catch(() => undefined);
    return this.#chain;
  }

  #kick(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    // Once closed, the snapshot holds every change: no log is written beside it.
    if (this.#queued || this.#closed) return;
    this.#queued = true;
    this.#chain = this.#chain
      .then(() => {
        this.#queued = false;
        return this.#write();
      })
      .catch(() => undefined);
  }

  /** Writes what changed since the last line, as one line (or the snapshot, the first time). */
  async #write(): Promise<void> {
    if (!this.#changed || this.#closed) return;
    const job = this.#job;
    const rows = [...this.#rows.values()];
    this.#rows.clear();
    this.#changed = false;
    this.#writing = true;
    try {
      if (!this.#snapshotWritten) {
        await this.store.save(job);
        this.#snapshotWritten = true;
        this.#fullBytes = JSON.stringify(job).length;
        return;
      }
      const n = ++this.#n;
      const line = changeLine(n, job, rows);
      if (this.#failed || this.#logBytes + line.length > Math.max(LOG_FLOOR, 2 * this.#fullBytes)) {
        const full = fullLine(n, job);
        await this.store.replaceLog(job.id, full);
        this.#logBytes = this.#fullBytes = full.length;
      } else {
        await this.store.append(job.id, line);
        this.#logBytes += line.length;
      }
      this.#failed = false;
    } catch (error) {
      // Written again in full at the next change or flush (the old code's every save tried too).
      this.#failed = true;
      this.#changed = true;
      throw error;
    } finally {
      this.#writing = false;
    }
  }

  /** As the process exits: the whole job as the log's last line, if anything is unwritten. */
  #writeNow(): void {
    if (this.#closed || !this.#snapshotWritten || (!this.#changed && !this.#writing)) return;
    try {
      this.store.appendNow(this.#job.id, `\n${fullLine(++this.#n, this.#job)}`);
    } catch {
      // Nothing more can be done as the process ends; the job reads as of its last line.
    }
  }
}
