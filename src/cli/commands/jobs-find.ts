/**
 * A job of the site named on the command line by its id or a unique start of it (the short id
 * `turnkey jobs list` prints), as git names a commit.
 */
import type { Job } from '../../shared/ipc/job.schema';
import { UsageError } from '../output/report-error';
import { shortJobId } from './jobs-output';

export function findJob(jobs: readonly Job[], given: string, siteName: string): Job {
  const start = given.trim().toLowerCase();
  const exact = jobs.find((job) => job.id.toLowerCase() === start);
  if (exact) return exact;
  const matching = start === '' ? [] : jobs.filter((job) => job.id.toLowerCase().startsWith(start));
  if (matching.length === 1) return matching[0]!;
  if (matching.length === 0) {
    throw new UsageError(
      `no job of the site “${siteName}” has an id starting with “${given}”: see turnkey jobs list`,
    );
  }
  const named = matching.map((job) => `${shortJobId(job.id)} (${job.title.en})`).join(', ');
  throw new UsageError(`“${given}” starts the ids of several jobs: ${named}; give more of it`);
}
