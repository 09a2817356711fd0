/**
 * One controller's part of a job (docs/decisions.md, "Commissioning engine: jobs and locks",
 * "Stopping a job"): under its lock, the work runs with the job's two signals; its row ends with
 * its state and, in words, what came of it: the work's summary or its last succeeded journal
 * entry's, the reason it failed, or where it stopped. A controller reached after a stop was
 * asked is not started at all.
 */
import { toIpcError } from '../../shared/ipc/ipc-error';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { SubJob } from '../../shared/ipc/job.schema';
import type { NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { ControllerLocks } from './controller-locks';
import type { JobSpec } from './job-spec';
import { DONE_WORDS, NOT_STARTED_WORDS, STOPPED_NOW_WORDS } from './job-words';
import type { LiveJob } from './live-job';

export interface SubJobDeps {
  locks: ControllerLocks;
  journal: { append(entry: NewJournalEntry): Promise<unknown> };
  now: () => string;
}

/** Marks a controller the job never began. */
export function notStarted(live: LiveJob, controllerId: string): void {
  live.update(
    {},
    {
      id: controllerId,
      change: {
        state: 'not_started',
        step: undefined,
        startedAt: undefined,
        outcome: NOT_STARTED_WORDS,
      },
    },
  );
}

export async function runSubJob(
  live: LiveJob,
  spec: JobSpec,
  target: { controllerId: string; label: string },
  deps: SubJobDeps,
): Promise<void> {
  const id = target.controllerId;
  const jobId = live.job.id;
  const set = (change: Partial<SubJob>) => live.update({}, { id, change });
  let said: LocalizedText | undefined;
  set({ state: 'running', startedAt: deps.now() });
  let release: (() => Promise<void>) | undefined;
  try {
    if (spec.lock !== 'none') {
      release = await deps.locks.acquire(
        id,
        { jobId, title: spec.title, label: target.label },
        // A stop ends a wait for the lock: that controller was not begun.
        { wait: spec.lock === 'wait', signal: live.gentle.signal },
      );
    }
    if (live.stopped) return notStarted(live, id);
    const outcome = await spec.run({
      controllerId: id,
      label: target.label,
      jobId,
      signal: live.now.signal,
      step: (text) => set({ step: text }),
      progress: (done, total) => live.records(id, done, total),
      journal: async (entry) => {
        if (entry.outcome === 'succeeded' && entry.summary) said = entry.summary;
        await deps.journal.append({
          ...entry,
          controllerId: id,
          controllerLabel: target.label,
          jobId,
        });
      },
    });
    set({
      state: 'succeeded',
      step: undefined,
      outcome: outcome?.summary ?? said ?? DONE_WORDS,
      endedAt: deps.now(),
      ...(outcome?.result ? { result: outcome.result } : {}),
    });
  } catch (thrown) {
    const { data } = toIpcError(thrown, `job:${spec.kind}`);
    if (live.stopped && !live.now.signal.aborted && data.code === 'controller_busy')
      return notStarted(live, id);
    const stopped =
      (live.stopped && data.code === 'cancelled') || (spec.stoppedCodes ?? []).includes(data.code);
    // The work's own words say where it stopped; a call cut short by "Stop now" does not.
    const words = thrown instanceof AppFailure || !stopped ? data.message : STOPPED_NOW_WORDS;
    set({
      state: stopped ? 'cancelled' : 'failed',
      step: undefined,
      outcome: words,
      error: data,
      endedAt: deps.now(),
    });
  } finally {
    await release?.();
  }
}
