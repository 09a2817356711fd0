/**
 * Jobs as the screen last heard of them, from two sources that can cross: `job:list` answers
 * (asked when the screen opens or the site changes) and `job:event` pushes. A list asked before
 * an event and answered after it is older than that event: taking it would put a job that just
 * ended back to running, and no later event would ever correct it. So a job's event after the
 * list was asked wins over the list's copy.
 */
import type { Job } from '../../../../shared/ipc/job.schema';

export interface FollowedJobs {
  /** Before asking for the list: a ticket to hand back with its answer. */
  asking(): number;
  /** The list's answer to that ticket. */
  answered(ticket: number, jobs: readonly Job[]): void;
  /** One job's event; answers the copy it replaces, if any. */
  event(job: Job): Job | undefined;
  all(): Record<string, Job>;
}

export function followedJobs(): FollowedJobs {
  let jobs: Record<string, Job> = {};
  let events = 0;
  /** Job id -> the number of events heard when its last one came. */
  const heardAt = new Map<string, number>();

  return {
    asking: () => events,
    answered(ticket, listed) {
      const next: Record<string, Job> = {};
      for (const job of listed) {
        const current = jobs[job.id];
        next[job.id] = current && (heardAt.get(job.id) ?? 0) > ticket ? current : job;
      }
      // A job heard of after the list was asked, and not in it yet, stays.
      for (const [id, at] of heardAt) if (at > ticket && !next[id] && jobs[id]) next[id] = jobs[id];
      jobs = next;
    },
    event(job) {
      const before = jobs[job.id];
      heardAt.set(job.id, ++events);
      jobs = { ...jobs, [job.id]: job };
      return before;
    },
    all: () => jobs,
  };
}
