/**
 * Which failures are still open (docs/decisions.md, "Handover report: what is true now"): every
 * change that failed on a controller, whether a journal entry says so or a job that journalled
 * nothing for it, stays open until a later success of the same change on the same controller
 * (report-change-keys.ts); a later failure of it is the one that is open then. A job's own kind
 * does not matter: a cluster built by the wizard that failed on a member is closed by the site
 * plan's sync of that member, or by comparing it with its master, once either succeeds.
 */
import type { Job, JobState, SubJob } from '../../shared/ipc/job.schema';
import type { JournalEntry } from '../../shared/ipc/journal.schema';
import { areaOf, entryChangeKeys, jobArea, jobChangeKey } from './report-change-keys';

export interface OpenFailure {
  controllerId: string;
  at: string;
  /** The area of work, for the controller's verification. */
  area?: string;
  /** The entry that failed; absent when the job failed before it journalled anything. */
  entry?: JournalEntry;
  /** The job it failed in, when it ran in one. */
  job?: Job;
  sub?: SubJob;
}

interface Attempt {
  controllerId: string;
  at: string;
  order: number;
  keys: readonly string[];
  failure?: OpenFailure;
}

/** A sub-job that did not finish in a job that ended badly; a cancelled one was stopped on purpose. */
const UNFINISHED: readonly JobState[] = [
  'failed',
  'interrupted',
  'queued',
  'running',
  'awaiting_input',
];

function entryAttempts(
  entries: readonly JournalEntry[],
  jobs: ReadonlyMap<string, Job>,
): Attempt[] {
  const attempts: Attempt[] = [];
  entries.forEach((e, order) => {
    const keys = e.controllerId ? entryChangeKeys(e) : undefined;
    if (!e.controllerId || !keys) return;
    if (e.outcome === 'succeeded')
      attempts.push({ controllerId: e.controllerId, at: e.at, order, keys: keys.closes });
    if (e.outcome !== 'failed') return;
    const job = e.jobId ? jobs.get(e.jobId) : undefined;
    const area = areaOf(e.action);
    attempts.push({
      controllerId: e.controllerId,
      at: e.at,
      order,
      keys: [keys.own],
      failure: {
        controllerId: e.controllerId,
        at: e.at,
        entry: e,
        ...(area ? { area } : {}),
        ...(job
          ? { job, sub: job.controllers.find((c) => c.controllerId === e.controllerId) }
          : {}),
      },
    });
  });
  return attempts;
}

function jobAttempts(
  jobs: readonly Job[],
  entries: readonly JournalEntry[],
  first: number,
): Attempt[] {
  const journalled = new Set(
    entries
      .filter((e) => e.jobId && e.outcome === 'failed')
      .map((e) => `${e.jobId}|${e.controllerId}`),
  );
  const attempts: Attempt[] = [];
  for (const job of jobs) {
    const key = jobChangeKey(job.kind);
    const area = jobArea(job.kind);
    const ended = job.state === 'failed' || job.state === 'interrupted';
    for (const sub of job.controllers) {
      const at = sub.endedAt ?? job.endedAt ?? job.startedAt ?? job.createdAt;
      const base = {
        controllerId: sub.controllerId,
        at,
        order: first + attempts.length,
        keys: [key],
      };
      if (sub.state === 'succeeded') attempts.push(base);
      else if (
        ended &&
        UNFINISHED.includes(sub.state) &&
        !journalled.has(`${job.id}|${sub.controllerId}`)
      )
        attempts.push({
          ...base,
          failure: { controllerId: sub.controllerId, at, job, sub, ...(area ? { area } : {}) },
        });
    }
  }
  return attempts;
}

/** The failures nothing has closed since, oldest first. */
export function openFailures(
  entries: readonly JournalEntry[],
  jobs: readonly Job[],
): OpenFailure[] {
  const byId = new Map(jobs.map((j) => [j.id, j]));
  const attempts = [
    ...entryAttempts(entries, byId),
    ...jobAttempts(jobs, entries, entries.length),
  ].sort((a, b) => (a.at === b.at ? a.order - b.order : a.at < b.at ? -1 : 1));
  const latest = new Map<string, Attempt>();
  for (const a of attempts) for (const key of a.keys) latest.set(`${a.controllerId}|${key}`, a);
  return attempts.flatMap((a) =>
    a.failure && latest.get(`${a.controllerId}|${a.keys[0] ?? ''}`) === a ? [a.failure] : [],
  );
}
