/**
 * A running job as its runner keeps it (docs/decisions.md, "Commissioning engine: jobs and
 * locks"): every change makes a new Job, with its progress worked out, pushed to the pages and
 * saved in order, a few at a time (job-writer.ts); and its two stops (docs/decisions.md, "Stopping a job"): `gentle`, aborted by
 * either stop (no other controller starts), and `now`, aborted by "Stop now" alone (the work's
 * signal).
 */
import { setMaxListeners } from 'node:events';
import { FINAL_JOB_STATES, type Job, type JobStop, type SubJob } from '../../shared/ipc/job.schema';
import type { JobSpec } from './job-spec';
import type { JobStore } from './job-store';
import { JobWriter } from './job-writer';
import { ProgressRate } from './progress-rate';

export class LiveJob {
  readonly gentle = new AbortController();
  readonly now = new AbortController();
  readonly #perController = new Map<string, { done: number; total: number }>();
  readonly #rate: ProgressRate;
  readonly #writer: JobWriter;
  /** Each controller's row in `job.controllers`, and how many rows have ended: a change costs
   * that change, not a walk over every controller of the job. */
  readonly #at: Map<string, number>;
  #finished: number;

  constructor(
    public job: Job,
    private readonly spec: JobSpec,
    store: JobStore,
    private readonly emit: (job: Job) => void,
    clock: () => number,
  ) {
    this.#rate = new ProgressRate(clock);
    this.#writer = new JobWriter(store, job);
    this.#at = new Map(job.controllers.map((c, i) => [c.controllerId, i]));
    this.#finished = job.controllers.filter((c) => FINAL_JOB_STATES.includes(c.state)).length;
    // Every request of every controller of the job listens on these signals.
    setMaxListeners(256, this.gentle.signal, this.now.signal);
  }

  /** A change of the job, or of one of its controllers. */
  update(change: Partial<Job>, sub?: { id: string; change: Partial<SubJob> }): void {
    const job = this.job;
    let row: SubJob | undefined;
    let controllers = job.controllers;
    const at = sub && this.#at.get(sub.id);
    const before = at === undefined ? undefined : controllers[at];
    if (sub && at !== undefined && before) {
      row = { ...before, ...sub.change };
      controllers = controllers.slice();
      controllers[at] = row;
      this.#finished += Number(ended(row)) - Number(ended(before));
    }
    const next: Job = { ...job, ...change, controllers };
    next.progress = this.#progress(next);
    this.job = next;
    this.emit(next);
    // What ends a controller or changes the job itself is written at once; steps and counts
    // wait for the next batch (docs/decisions.md, "Job state and the controllers file at the
    // size of a site").
    this.#writer.change(next, row, ended(row) || Object.keys(change).length > 0);
  }

  /** This controller's records done of its total (jobs counted in records). */
  records(controllerId: string, done: number, total: number): void {
    this.#perController.set(controllerId, { done, total });
    this.update({});
  }

  /**
   * Asks the job to stop; a gentle stop asked after "Stop now" changes nothing. The job says
   * which stop it is under, so every window shows it stopping.
   */
  stop(stop: JobStop): void {
    if (FINAL_JOB_STATES.includes(this.job.state)) return;
    if (this.job.stop?.mode === 'now' || this.job.stop?.mode === stop.mode) return;
    this.gentle.abort();
    if (stop.mode === 'now') this.now.abort();
    this.update({ stop });
  }

  get stopped(): boolean {
    return this.gentle.signal.aborted;
  }

  /** Waits for every change so far to be on disk (before the job journals anything). */
  saved(): Promise<void> {
    return this.#writer.flush();
  }

  /** The job has ended: its changes folded into its file, which no longer has a log. */
  closed(): Promise<void> {
    return this.#writer.close();
  }

  #progress(job: Job): Job['progress'] {
    let done = this.#finished;
    let total = job.controllers.length;
    if (this.spec.unit === 'records') {
      const all = [...this.#perController.values()];
      done = all.reduce((sum, p) => sum + p.done, 0);
      total = Math.max(
        1,
        all.reduce((sum, p) => sum + p.total, 0),
      );
    }
    this.#rate.record(done);
    return {
      done,
      total,
      unit: this.spec.unit ?? 'controllers',
      ...this.#rate.estimate(done, total),
    };
  }
}

function ended(row: SubJob | undefined): boolean {
  return row !== undefined && FINAL_JOB_STATES.includes(row.state);
}
