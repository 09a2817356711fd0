/**
 * Which controllers of the site do not answer where the site expects them, as the site's jobs
 * tell it: a network change whose controller did not come back at its new address
 * (`controller_not_back`, docs/decisions.md "Network wizard: the flow"), or a search for it that
 * did not find it (`controller_not_found`). The site's record says nothing of this, so the jobs
 * (`job:list`, kept current by `job:event`) tell it; the newest job that says anything of a
 * controller decides, so a later search that found it, or any later change that reached it,
 * clears the mark, and so does the site seeing it at an address since (found again by a search
 * of the network and added again).
 */
import type { ErrorData } from '../../../shared/errors/error-data';
import type { Job, JobState } from '../../../shared/ipc/job.schema';
import { newestFirst } from '../../../shared/time-order';

/** Failures that mean "not found where it should be": search for it again. */
export const LOST_CODES: readonly string[] = ['controller_not_back', 'controller_not_found'];

export function isLost(error: ErrorData | undefined): error is ErrorData {
  return error !== undefined && LOST_CODES.includes(error.code);
}

/**
 * States of a controller's part of a job that say it answers, or soon will be known to: it
 * succeeded, or it is being worked on now. A failure says it is lost only with a code above;
 * other failures (a refusal), cancelled and interrupted parts leave the decision to older jobs.
 */
const ANSWERING: readonly JobState[] = ['succeeded', 'queued', 'running', 'awaiting_input'];

/**
 * Controller id -> why it is lost (the failure to show), for the controllers lost now.
 * `lastSeen` gives, by controller id, when the site last recorded an address for it (ISO time).
 */
export function lostControllers(
  jobs: readonly Job[],
  lastSeen: ReadonlyMap<string, string> = new Map(),
): Map<string, ErrorData> {
  const latestFirst = [...jobs].sort((a, b) => newestFirst(a.createdAt, b.createdAt));
  const decided = new Set<string>();
  const lost = new Map<string, ErrorData>();
  for (const job of latestFirst) {
    for (const part of job.controllers) {
      const id = part.controllerId;
      if (decided.has(id)) continue;
      if (ANSWERING.includes(part.state)) decided.add(id);
      else if (part.state === 'failed' && isLost(part.error)) {
        decided.add(id);
        const seen = lastSeen.get(id);
        const seenSince = seen !== undefined && seen > (part.endedAt ?? job.endedAt ?? '');
        if (!seenSince) lost.set(id, part.error);
      }
    }
  }
  return lost;
}
