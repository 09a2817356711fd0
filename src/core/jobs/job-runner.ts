/**
 * Runs a site's jobs (docs/decisions.md, "Commissioning engine: jobs and locks"): each
 * controller under its lock, at most `concurrency` at once, every change saved to the job's file
 * and pushed to the pages. Two stops (docs/decisions.md, "Stopping a job"): after the current
 * controller (those at work finish and verify, no other starts) and now (the work's signal is
 * aborted); either may be asked of a job another process runs, through the job's folder. The
 * journal gets `job.started` and `job.ended`; the work writes the entries of each controller.
 */
import { randomUUID } from 'node:crypto';
import { toIpcError } from '../../shared/ipc/ipc-error';
import {
  FINAL_JOB_STATES,
  type Job,
  type JobState,
  type JobStop,
  type StopMode,
} from '../../shared/ipc/job.schema';
import type { JournalActor, NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { ControllerLocks, LockHolder } from './controller-locks';
import type { JobSpec } from './job-spec';
import { processAlive, type JobStore } from './job-store';
import { countsSummary } from './job-summary';
import { currentJobOrigin } from './job-origin';
import { DEFAULT_STOP_NOW, retryWords } from './job-words';
import { LiveJob } from './live-job';
import { notStarted, runSubJob } from './sub-job-run';

export const DEFAULT_CONCURRENCY = 8;
/** How often a running job looks for a stop asked by another process. */
const STOP_POLL_MS = 250;

export interface JobRunnerOptions {
  siteId: string;
  store: JobStore;
  locks: ControllerLocks;
  journal: { append(entry: NewJournalEntry): Promise<unknown> };
  shell: JournalActor['shell'];
  /** Told about every change of a job (the `job:event` push). */
  emit: (job: Job) => void;
  concurrency?: number;
  now?: () => Date;
  /**
   * Writes what the job changed of the site's files and has not written yet (the controllers
   * file gathers its changes for a moment, core/site/controllers-change.ts): a job that ended
   * is on disk.
   */
  flush?: () => Promise<void>;
}

interface Running {
  live: LiveJob;
  done: Promise<Job>;
}

export class JobRunner {
  readonly #running = new Map<string, Running>();
  /** Jobs this process ran, as they ended: flows ask for them without reading the disk. */
  readonly #ended = new Map<string, Job>();
  readonly #now: () => Date;

  constructor(private readonly options: JobRunnerOptions) {
    this.#now = options.now ?? (() => new Date());
  }

  /** Starts a job; it runs in the background. Answers it as it stands at once. */
  start(spec: JobSpec): Job {
    const at = this.#now().toISOString();
    const stopNow = spec.stopNow === undefined ? DEFAULT_STOP_NOW : spec.stopNow;
    const origin = currentJobOrigin();
    const job: Job = {
      id: randomUUID(),
      kind: spec.kind,
      title: spec.title,
      siteId: this.options.siteId,
      state: 'queued',
      createdAt: at,
      owner: { pid: process.pid, shell: this.options.shell },
      progress: { done: 0, total: spec.controllers.length, unit: spec.unit ?? 'controllers' },
      controllers: spec.controllers.map((c) => ({ ...c, state: 'queued' })),
      ...(stopNow ? { stopNow } : {}),
      ...(origin ? { flow: origin.flow } : {}),
      ...(origin?.retryOf ? { retryOf: origin.retryOf } : {}),
    };
    const { store, emit } = this.options;
    const live = new LiveJob(job, spec, store, emit, () => this.#now().getTime());
    const running: Running = { live, done: Promise.resolve(job) };
    this.#running.set(job.id, running);
    running.done = this.#run(live, spec).finally(() => {
      this.#ended.set(job.id, live.job);
      this.#running.delete(job.id);
    });
    return job;
  }

  /** "Stop now" on a job of this process; true when it was running. */
  cancel(jobId: string): boolean {
    const running = this.#running.get(jobId);
    running?.live.stop(this.#stop('now'));
    return running !== undefined;
  }

  /**
   * Asks a job to stop, whichever process runs it: here at once, another one through the job's
   * folder. False when it is not running (ended, or its process is gone).
   */
  async stop(jobId: string, mode: StopMode): Promise<boolean> {
    const running = this.#running.get(jobId);
    if (running) {
      running.live.stop(this.#stop(mode));
      return true;
    }
    const stored = await this.options.store.get(jobId);
    if (!stored || FINAL_JOB_STATES.includes(stored.state) || !processAlive(stored.owner.pid))
      return false;
    await this.options.store.requestStop(jobId, this.#stop(mode));
    return true;
  }

  /**
   * Stops the job holding this controller's lock, if one of this site does (a stop sent to the
   * controller must not leave that job to start the work again). Answers the holder stopped.
   */
  async stopHolder(controllerId: string, mode: StopMode): Promise<LockHolder | undefined> {
    const holder = await this.options.locks.holder(controllerId);
    if (!holder) return undefined;
    return (await this.stop(holder.jobId, mode)) ? holder : undefined;
  }

  /** The running job holding this controller's lock, as it stands, if one of this site does. */
  async holding(controllerId: string): Promise<Job | undefined> {
    const holder = await this.options.locks.holder(controllerId);
    const job = holder ? await this.get(holder.jobId) : undefined;
    if (!job || FINAL_JOB_STATES.includes(job.state) || !processAlive(job.owner.pid))
      return undefined;
    return job;
  }

  /** A job of this site as it stands: the running one here, or its file. */
  async get(jobId: string): Promise<Job | undefined> {
    return this.#running.get(jobId)?.live.job ?? (await this.options.store.get(jobId));
  }

  /** The job as it stands now, if this process runs it or ran it. */
  current(jobId: string): Job | undefined {
    return this.#running.get(jobId)?.live.job ?? this.#ended.get(jobId);
  }

  /** Every job of the site; those this process runs as they stand (their files may lag). */
  async list(): Promise<Job[]> {
    return (await this.options.store.list()).map((j) => this.#running.get(j.id)?.live.job ?? j);
  }

  /** Resolves with the job once it has ended (the CLI waits on it). */
  async waitFor(jobId: string): Promise<Job> {
    const running = this.#running.get(jobId);
    if (running) return running.done;
    const stored = await this.options.store.get(jobId);
    if (!stored) throw new Error(`no job ${jobId}`);
    return stored;
  }

  /**
   * Waits for a job of any process to end, reading its file; answers it as it last stood (ended,
   * or still running when `timeoutMs` passed or its process is gone).
   */
  async settled(jobId: string, timeoutMs: number): Promise<Job | undefined> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const job = await this.get(jobId);
      const over = !job || FINAL_JOB_STATES.includes(job.state) || !processAlive(job.owner.pid);
      if (over || Date.now() >= until) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** "Stop now" on every running job, and waits for them (the shell is closing). */
  async stopAll(): Promise<void> {
    const all = [...this.#running.values()];
    for (const running of all) running.live.stop(this.#stop('now'));
    await Promise.all(all.map((r) => r.done.catch(() => undefined)));
  }

  #stop(mode: StopMode): JobStop {
    return {
      mode,
      at: this.#now().toISOString(),
      by: { pid: process.pid, shell: this.options.shell },
    };
  }

  async #run(live: LiveJob, spec: JobSpec): Promise<Job> {
    const { store, journal } = this.options;
    const jobId = live.job.id;
    live.update({ state: 'running', startedAt: this.#now().toISOString() });
    const asked = setInterval(() => {
      void store.stopRequest(jobId).then((stop) => stop && live.stop(stop));
    }, STOP_POLL_MS);
    asked.unref();
    try {
      // The job's file says it runs before the journal does.
      await live.saved();
      await journal.append({
        action: 'job.started',
        jobId,
        outcome: 'info',
        summary: live.job.retryOf ? retryWords(spec.title) : spec.title,
        after: {
          kind: spec.kind,
          controllers: spec.controllers.length,
          ...(live.job.retryOf ? { retryOf: live.job.retryOf } : {}),
        },
      });
      await this.#work(live, spec);
    } finally {
      clearInterval(asked);
      // A stop asked as the work ended (its controller stopped first) still says who asked.
      const late = await store.stopRequest(jobId);
      if (late) live.stop(late);
      await store.clearStop(jobId).catch(() => undefined);
    }
    return this.#end(live, spec);
  }

  /** The controllers, `concurrency` at once, under the locks the whole job holds. */
  async #work(live: LiveJob, spec: JobSpec): Promise<void> {
    const limit = Math.max(
      1,
      Math.min(spec.concurrency ?? Infinity, this.options.concurrency ?? DEFAULT_CONCURRENCY),
    );
    const queue = [...spec.controllers];
    const held = await this.#hold(live, spec).catch((thrown: unknown) => {
      const { data } = toIpcError(thrown, `job:${spec.kind}`);
      for (const c of queue.splice(0)) {
        // Stopped while it waited for them: nothing was begun. Otherwise nothing may start
        // while a controller the whole job needs is another job's.
        if (live.stopped) notStarted(live, c.controllerId);
        else
          live.update(
            {},
            { id: c.controllerId, change: { state: 'failed', error: data, outcome: data.message } },
          );
      }
      return [];
    });
    const deps = {
      locks: this.options.locks,
      journal: this.options.journal,
      now: () => this.#now().toISOString(),
    };
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (live.stopped) notStarted(live, next.controllerId);
        else await runSubJob(live, spec, next, deps);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
    for (const release of held) await release();
  }

  async #end(live: LiveJob, spec: JobSpec): Promise<Job> {
    const states = live.job.controllers.map((c) => c.state);
    const count = (state: JobState) => states.filter((s) => s === state).length;
    const state: JobState =
      count('failed') > 0
        ? 'failed'
        : count('cancelled') + count('not_started') > 0
          ? 'cancelled'
          : 'succeeded';
    const ended = { ...live.job, state };
    live.update({
      state,
      endedAt: this.#now().toISOString(),
      summary: spec.summarize?.(ended) ?? countsSummary(ended),
    });
    await live.closed();
    await this.options.journal.append({
      action: 'job.ended',
      jobId: live.job.id,
      outcome: state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'cancelled',
      summary: live.job.summary ?? spec.title,
      after: {
        succeeded: count('succeeded'),
        failed: count('failed'),
        cancelled: count('cancelled'),
        notStarted: count('not_started'),
        ...(live.job.stop ? { stop: live.job.stop.mode } : {}),
      },
    });
    await this.options.flush?.();
    return live.job;
  }

  /** Takes the locks of `spec.holds`, all or none; a stop ends the wait. */
  async #hold(live: LiveJob, spec: JobSpec): Promise<Array<() => Promise<void>>> {
    const releases: Array<() => Promise<void>> = [];
    try {
      for (const c of spec.holds ?? []) {
        releases.push(
          await this.options.locks.acquire(
            c.controllerId,
            { jobId: live.job.id, title: spec.title, label: c.label },
            { wait: spec.lock === 'wait', signal: live.gentle.signal },
          ),
        );
      }
      return releases;
    } catch (error) {
      for (const release of releases) await release();
      throw error;
    }
  }
}
