/**
 * What a wizard hands the JobRunner: the controllers to change and the work for each one
 * (docs/decisions.md, "Commissioning engine: jobs and locks"). The work reads, applies, verifies
 * by reading back and writes its journal entries itself; the runner takes each controller's
 * lock, bounds how many run at once, keeps the job on disk and tells the pages.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';
import type { JsonValue, NewJournalEntry } from '../../shared/ipc/journal.schema';

export interface SubJobContext {
  controllerId: string;
  label: string;
  jobId: string;
  /**
   * Aborted by "Stop now" only (docs/decisions.md, "Stopping a job"): calls in flight may be
   * abandoned, and work with a stop of the controller's own (a VPN sync, a migration) sends it.
   * The stop after the current controller never aborts it: the work finishes and verifies.
   */
  signal: AbortSignal;
  /** What it is doing now ("waiting for 10.0.0.51 to answer"). */
  step(text: LocalizedText): void;
  /** For jobs counted in records: this controller's records done of its total. */
  progress(done: number, total: number): void;
  /** A journal entry about this controller, in this job. */
  journal(
    entry: Omit<NewJournalEntry, 'controllerId' | 'controllerLabel' | 'jobId'>,
  ): Promise<void>;
}

/**
 * What one controller's work answers: what it verified (for the result page) and, in words,
 * what came of it (else the last succeeded journal entry's summary says it).
 */
export type SubJobResult = { result?: Record<string, JsonValue>; summary?: LocalizedText } | void;

export interface JobSpec {
  kind: string;
  title: LocalizedText;
  unit?: 'controllers' | 'records';
  controllers: { controllerId: string; label: string }[];
  /**
   * A controller another job is changing: wait for it, or fail that controller at once. `none`:
   * this job only stops what another job started (docs/decisions.md, "Stopping a job: a stop
   * does not wait for the lock") and takes no lock.
   */
  lock?: 'wait' | 'refuse' | 'none';
  /**
   * Controllers the whole job changes besides its own (a VPN master its members' syncs run
   * on): their locks are held from the start to the end of the job.
   */
  holds?: { controllerId: string; label: string }[];
  /** At most this many controllers at once (and never more than the runner's setting). */
  concurrency?: number;
  /**
   * What "Stop now" does for this job, shown beside the button; `false` when it is not offered
   * (stopping a password change midway could leave a password nobody keeps). By default the
   * runner's own words: calls in flight are abandoned.
   */
  stopNow?: LocalizedText | false;
  /**
   * Error codes of the work that mean "stopped", not "failed": the controller's own run was
   * stopped by someone else (another window, `turnkey vpn stop`), which is not a fault.
   */
  stoppedCodes?: readonly string[];
  run(context: SubJobContext): Promise<SubJobResult>;
  /** The job's own words for the result page; by default, counts. */
  summarize?(job: Job): LocalizedText;
}
