/**
 * A site's job store as every opener sees it (the engine, and the CLI's commands that only read a
 * site): the jobs a process left running when it died are marked interrupted, and journalled,
 * before anything reads them, so a job is never shown running with no one running it.
 */
import { JobStore, processAlive } from '../jobs/job-store';
import type { Site } from '../site/site';
import { ENGINE_WORDS } from './engine.words';

export async function openJobStore(site: Site): Promise<JobStore> {
  const store = new JobStore(site.jobsDir);
  for (const job of await store.recoverInterrupted(processAlive, new Date().toISOString())) {
    await site.journal.append({
      action: 'job.interrupted',
      jobId: job.id,
      outcome: 'failed',
      summary: ENGINE_WORDS.jobInterrupted(job.title),
    });
  }
  return store;
}
