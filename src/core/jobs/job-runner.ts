/**
 * Runs a site's jobs (docs/decisions.md, "Commissioning engine: jobs and locks"): each
 * controller under its lock, at most `concurrency` at once, every change saved to the job's file
 * and pushed to the pages; cancel stops before the next controller and lets the running ones
 * finish their step. The journal gets `job.started` and `job.ended`; the work writes the entries
 * of each controller.
 */
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { toIpcError } from '../../shared/ipc/ipc-error';
import { FINAL_JOB_STATES, type Job, type SubJob } from '../../shared/ipc/job.schema';
import type { JournalActor, NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { ControllerLocks } from './controller-locks';
import type { JobSpec } from './job-spec';
import type { JobStore } from './job-store';
import { countsSummary } from './job-summary';
import { ProgressRate } from './progress-rate';

export const DEFAULT_CONCURRENCY = 8;

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
}

interface Running {
  job: Job;
  cancel: AbortController;
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
    };
    const cancel = new AbortController();
    // Every request of every controller of the job listens on this one signal.
    setMaxListeners(256, cancel.signal);
    const running: Running = { job, cancel, done: Promise.resolve(job) };
    this.#running.set(job.id, running);
    running.done = this.#run(running, spec).finally(() => {
      this.#ended.set(job.id, running.job);
      this.#running.delete(job.id);
    });
    return job;
  }

  /** Stops before the next controller; true when the job was running. */
  cancel(jobId: string): boolean {
    const running = this.#running.get(jobId);
    running?.cancel.abort();
    return running !== undefined;
  }

  /** A job of this site as it stands: the running one here, or its file. */
  async get(jobId: string): Promise<Job | undefined> {
    return this.#running.get(jobId)?.job ?? (await this.options.store.get(jobId));
  }

  /** The job as it stands now, if this process runs it or ran it. */
  current(jobId: string): Job | undefined {
    return this.#running.get(jobId)?.job ?? this.#ended.get(jobId);
  }

  list(): Promise<Job[]> {
    return this.options.store.list();
  }

  /** Resolves with the job once it has ended (the CLI waits on it). */
  async waitFor(jobId: string): Promise<Job> {
    const running = this.#running.get(jobId);
    if (running) return running.done;
    const stored = await this.options.store.get(jobId);
    if (!stored) throw new Error(`no job ${jobId}`);
    return stored;
  }

  /** Cancels every running job and waits for them (the shell is closing). */
  async stopAll(): Promise<void> {
    const all = [...this.#running.values()];
    for (const running of all) running.cancel.abort();
    await Promise.all(all.map((r) => r.done.catch(() => undefined)));
  }

  async #run(running: Running, spec: JobSpec): Promise<Job> {
    const rate = new ProgressRate(() => this.#now().getTime());
    const perController = new Map<string, { done: number; total: number }>();
    let saving = Promise.resolve();
    const update = (change: Partial<Job>, sub?: { id: string; change: Partial<SubJob> }) => {
      const job = running.job;
      const controllers = sub
        ? job.controllers.map((c) => (c.controllerId === sub.id ? { ...c, ...sub.change } : c))
        : job.controllers;
      const next: Job = { ...job, ...change, controllers };
      next.progress = this.#progress(next, spec, perController, rate);
      running.job = next;
      this.options.emit(next);
      const snapshot = next;
      saving = saving.then(() => this.options.store.save(snapshot)).catch(() => undefined);
    };

    const startedAt = this.#now().toISOString();
    update({ state: 'running', startedAt });
    await this.options.journal.append({
      action: 'job.started',
      jobId: running.job.id,
      outcome: 'info',
      summary: spec.title,
      after: { kind: spec.kind, controllers: spec.controllers.length },
    });

    const limit = Math.max(
      1,
      Math.min(spec.concurrency ?? Infinity, this.options.concurrency ?? DEFAULT_CONCURRENCY),
    );
    const queue = [...spec.controllers];
    const held = await this.#hold(running, spec).catch((thrown: unknown) => {
      // Nothing may start while a controller the whole job needs is another job's.
      const { data } = toIpcError(thrown, `job:${spec.kind}`);
      for (const c of queue.splice(0))
        update({}, { id: c.controllerId, change: { state: 'failed', error: data } });
      return [];
    });
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (running.cancel.signal.aborted) {
          update({}, { id: next.controllerId, change: { state: 'cancelled' } });
          continue;
        }
        await this.#runOne(running, spec, next, update, perController);
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));

    for (const release of held) await release();
    const states = running.job.controllers.map((c) => c.state);
    const state: Job['state'] = states.some((s) => s === 'failed')
      ? 'failed'
      : running.cancel.signal.aborted && states.some((s) => s === 'cancelled')
        ? 'cancelled'
        : 'succeeded';
    const ended = { ...running.job, state };
    update({
      state,
      endedAt: this.#now().toISOString(),
      summary: spec.summarize?.(ended) ?? countsSummary(ended),
    });
    await saving;
    await this.options.journal.append({
      action: 'job.ended',
      jobId: running.job.id,
      outcome: state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'cancelled',
      summary: running.job.summary ?? spec.title,
      after: Object.fromEntries(
        ['succeeded', 'failed', 'cancelled'].map((s) => [s, states.filter((x) => x === s).length]),
      ),
    });
    return running.job;
  }

  /** Takes the locks of `spec.holds`, all or none. */
  async #hold(running: Running, spec: JobSpec): Promise<Array<() => Promise<void>>> {
    const releases: Array<() => Promise<void>> = [];
    try {
      for (const c of spec.holds ?? []) {
        releases.push(
          await this.options.locks.acquire(
            c.controllerId,
            { jobId: running.job.id, title: spec.title, label: c.label },
            { wait: spec.lock === 'wait', signal: running.cancel.signal },
          ),
        );
      }
      return releases;
    } catch (error) {
      for (const release of releases) await release();
      throw error;
    }
  }

  async #runOne(
    running: Running,
    spec: JobSpec,
    target: { controllerId: string; label: string },
    update: (change: Partial<Job>, sub?: { id: string; change: Partial<SubJob> }) => void,
    perController: Map<string, { done: number; total: number }>,
  ): Promise<void> {
    const id = target.controllerId;
    const set = (change: Partial<SubJob>) => update({}, { id, change });
    set({ state: 'running', startedAt: this.#now().toISOString() });
    let release: (() => Promise<void>) | undefined;
    try {
      release = await this.options.locks.acquire(
        id,
        { jobId: running.job.id, title: spec.title, label: target.label },
        { wait: spec.lock === 'wait', signal: running.cancel.signal },
      );
      const outcome = await spec.run({
        controllerId: id,
        label: target.label,
        jobId: running.job.id,
        signal: running.cancel.signal,
        step: (text) => set({ step: text }),
        progress: (done, total) => {
          perController.set(id, { done, total });
          update({});
        },
        journal: async (entry) => {
          await this.options.journal.append({
            ...entry,
            controllerId: id,
            controllerLabel: target.label,
            jobId: running.job.id,
          });
        },
      });
      set({
        state: 'succeeded',
        endedAt: this.#now().toISOString(),
        ...(outcome && outcome.result ? { result: outcome.result } : {}),
      });
    } catch (thrown) {
      const { data } = toIpcError(thrown, `job:${spec.kind}`);
      // Work that stopped where stopping leaves nothing half done says `cancelled`.
      const cancelled = running.cancel.signal.aborted && data.code === 'cancelled';
      set({
        state: cancelled ? 'cancelled' : 'failed',
        error: data,
        endedAt: this.#now().toISOString(),
      });
    } finally {
      await release?.();
    }
  }

  #progress(
    job: Job,
    spec: JobSpec,
    perController: Map<string, { done: number; total: number }>,
    rate: ProgressRate,
  ): Job['progress'] {
    const finished = job.controllers.filter((c) => FINAL_JOB_STATES.includes(c.state)).length;
    let done = finished;
    let total = job.controllers.length;
    if (spec.unit === 'records') {
      done = [...perController.values()].reduce((sum, p) => sum + p.done, 0);
      total = Math.max(
        1,
        [...perController.values()].reduce((sum, p) => sum + p.total, 0),
      );
    }
    rate.record(done);
    return { done, total, unit: spec.unit ?? 'controllers', ...rate.estimate(done, total) };
  }
}
