/**
 * What a wizard hands the JobRunner: the controllers to change and the work for each one
 * (docs/decisions.md, "Commissioning engine: jobs and locks"). The work reads, applies, verifies
 * by reading back and writes its journal entries itself; the runner takes each controller's
 * lock, bounds how many run at once, keeps the job on disk and tells the pages.
 */
import type { LocalizedText } from '../../shared/ipc/ipc-error';
import type { Job } from '../../shared/ipc/job.schema';
import type { JsonValue, NewJournalEntry } from '../../shared/ipc/journal.schema';

export interface SubJobContext {
  controllerId: string;
  label: string;
  jobId: string;
  /** Aborted when the job is cancelled: work stops only where stopping leaves nothing half done. */
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

export interface JobSpec {
  kind: string;
  title: LocalizedText;
  unit?: 'controllers' | 'records';
  controllers: { controllerId: string; label: string }[];
  /** A controller another job is changing: wait for it, or fail that controller at once. */
  lock?: 'wait' | 'refuse';
  /**
   * Controllers the whole job changes besides its own (a VPN master its members' syncs run
   * on): their locks are held from the start to the end of the job.
   */
  holds?: { controllerId: string; label: string }[];
  /** At most this many controllers at once (and never more than the runner's setting). */
  concurrency?: number;
  run(context: SubJobContext): Promise<{ result?: Record<string, JsonValue> } | void>;
  /** The job's own words for the result page; by default, counts. */
  summarize?(job: Job): LocalizedText;
}
