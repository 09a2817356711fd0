/**
 * A site's jobs on disk: per job in the site's `jobs/` folder a snapshot (`<id>.json`, written
 * atomically) and, while it runs, a log of its changes (`<id>.log`, job-log.ts) appended in
 * batches and folded into the snapshot when it ends (docs/decisions.md, "Job state and the
 * controllers file at the size of a site"), so a page reload, another tab or the CLI sees where
 * a job is, and a job whose process ended before it did is found and marked `interrupted` with
 * what it had finished (docs/decisions.md, "Commissioning engine: jobs and locks"). A file of
 * an earlier version is a snapshot without a log, and reads as it always did. A stop asked of a job
 * another process runs is a file beside it (`<id>.stop`) that the running process looks for
 * (docs/decisions.md, "Stopping a job").
 */
import { appendFileSync } from 'node:fs';
import { open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { job as jobSchema, jobStop, type Job, type JobStop } from '../../shared/ipc/job.schema';
import { FINAL_JOB_STATES } from '../../shared/ipc/job-states';
import { newestFirst } from '../../shared/time-order';
import { writeFileAtomic } from '../files/atomic-file';
import { PARSED_ONCE } from '../files/parsed-once';
import { folderEntries } from '../files/folder-entries';
import { describedWrite } from '../files/write-failure';
import { replay } from './job-log';
import { INTERRUPTED_WORDS } from './job-words';

const JOB_ID = /^[0-9a-f-]{8,64}$/i;

export class JobStore {
  constructor(readonly dir: string) {}

  /**
   * The whole job as its snapshot, its log folded in and removed: the snapshot is renamed into
   * place before the log goes, and a reader finding no log reads the snapshot again.
   */
  async save(job: Job): Promise<void> {
    await writeFileAtomic(this.#path(job.id), `${JSON.stringify(job)}\n`);
    await rm(this.#path(job.id, 'log'), { force: true });
  }

  /** Adds lines to a running job's log (one write, on disk before it resolves). */
  async append(jobId: string, lines: string): Promise<void> {
    const path = this.#path(jobId, 'log');
    await describedWrite(path, Buffer.byteLength(lines), async () => {
      const file = await open(path, 'a', 0o600);
      try {
        await file.write(lines);
        await file.datasync();
      } finally {
        await file.close();
      }
    });
  }

  /** Replaces a running job's log, atomically, with `lines` (the whole job, to keep it short). */
  async replaceLog(jobId: string, lines: string): Promise<void> {
    await writeFileAtomic(this.#path(jobId, 'log'), lines);
  }

  /** The last lines of a process that is exiting: no later turn of the event loop comes. */
  appendNow(jobId: string, lines: string): void {
    appendFileSync(this.#path(jobId, 'log'), lines, { mode: 0o600 });
  }

  async get(jobId: string): Promise<Job | undefined> {
    if (!JOB_ID.test(jobId)) return undefined;
    const snapshot = await this.#snapshot(jobId);
    if (!snapshot || FINAL_JOB_STATES.includes(snapshot.state)) return snapshot;
    const log = await readFile(this.#path(jobId, 'log'), 'utf8').catch(() => undefined);
    // No log: none written yet, or the job has just ended and its snapshot replaced it.
    if (log === undefined) return (await this.#snapshot(jobId)) ?? snapshot;
    return replay(snapshot, log);
  }

  async #snapshot(jobId: string): Promise<Job | undefined> {
    try {
      return jobSchema.parse(JSON.parse(await readFile(this.#path(jobId), 'utf8')), PARSED_ONCE);
    } catch {
      return undefined;
    }
  }

  #path(jobId: string, kind: 'json' | 'log' = 'json'): string {
    return join(this.dir, `${jobId}.${kind}`);
  }

  /** Every job of the site, newest first. */
  async list(): Promise<Job[]> {
    const names = await folderEntries(this.dir);
    const jobs: Job[] = [];
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      const job = await this.get(name.slice(0, -'.json'.length));
      if (job) jobs.push(job);
    }
    return jobs.sort((a, b) => newestFirst(a.createdAt, b.createdAt));
  }

  /**
   * Marks as interrupted every unfinished job whose process is gone (`isRunning` says which
   * processes still run jobs); answers the jobs it marked.
   */
  async recoverInterrupted(isRunning: (pid: number) => boolean, at: string): Promise<Job[]> {
    const marked: Job[] = [];
    for (const job of await this.list()) {
      if (FINAL_JOB_STATES.includes(job.state) || isRunning(job.owner.pid)) continue;
      const interrupted: Job = {
        ...job,
        state: 'interrupted',
        endedAt: at,
        controllers: job.controllers.map((c) => {
          if (FINAL_JOB_STATES.includes(c.state)) return c;
          const { step: _step, ...rest } = c;
          return { ...rest, state: 'interrupted', endedAt: at, outcome: INTERRUPTED_WORDS };
        }),
      };
      await this.save(interrupted);
      marked.push(interrupted);
    }
    return marked;
  }

  /** Asks the process running the job to stop it (it looks every quarter of a second). */
  async requestStop(jobId: string, stop: JobStop): Promise<void> {
    if (!JOB_ID.test(jobId)) return;
    await writeFileAtomic(join(this.dir, `${jobId}.stop`), `${JSON.stringify(stop)}\n`);
  }

  /** The stop asked of this job from another process, if any. */
  async stopRequest(jobId: string): Promise<JobStop | undefined> {
    try {
      const text = await readFile(join(this.dir, `${jobId}.stop`), 'utf8');
      return jobStop.parse(JSON.parse(text), PARSED_ONCE);
    } catch {
      return undefined;
    }
  }

  async clearStop(jobId: string): Promise<void> {
    await rm(join(this.dir, `${jobId}.stop`), { force: true });
  }
}

/** True when a process with this id exists (a job it owns may still be running). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
