/**
 * What `turnkey jobs list | show | retry` do, imported when one of them runs (jobs.command.ts
 * registers them). Listing and showing read the site's job files alone
 * (controller/site-reading.ts); retrying runs the job's wizard, through the whole engine.
 */
import type { Site } from '../../core/site/site';
import type { Job } from '../../shared/ipc/job.schema';
import { cliEngine } from '../controller/cli-engine';
import { siteReading } from '../controller/site-reading';
import { findJob } from './jobs-find';
import { printJob, printJobList } from './jobs-output';
import type { RetryOptions } from './jobs-retry';

export interface SiteOptions {
  site?: string;
  json?: boolean;
}

const out = (text: string) => process.stdout.write(text);

async function siteJob(jobs: readonly Job[], site: Site, given: string): Promise<Job> {
  return findJob(jobs, given, (await site.info()).name);
}

export async function listJobs(options: SiteOptions): Promise<void> {
  const reading = siteReading();
  const all = await reading.jobs(await reading.site(options.site));
  if (options.json) out(`${JSON.stringify({ jobs: all })}\n`);
  else printJobList(all, out);
}

export async function showJob(given: string, options: SiteOptions): Promise<void> {
  const reading = siteReading();
  const site = await reading.site(options.site);
  const job = await siteJob(await reading.jobs(site), site, given);
  if (options.json) out(`${JSON.stringify({ job })}\n`);
  else printJob(job, out);
}

export async function retryFailed(
  given: string,
  where: SiteOptions,
  options: RetryOptions,
): Promise<void> {
  const { retryJob } = await import('./jobs-retry');
  const cli = await cliEngine();
  try {
    const site = await cli.site(where.site);
    const jobs = await (await cli.engine.jobs()).list();
    const code = await retryJob(cli, site, await siteJob(jobs, site, given), options);
    if (typeof code === 'number') process.exitCode = code;
  } finally {
    await cli.close();
  }
}
