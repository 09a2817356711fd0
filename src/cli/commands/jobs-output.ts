/**
 * How the site's jobs read on a terminal (`turnkey jobs list | show`): one line per job (short
 * id, wizard, state, how many controllers ended how, when it started, in this computer's local
 * time), and one job whole: its form in words, each controller's result with its error, and the
 * command that retries what failed (docs/decisions.md, "Retry what failed").
 */
import type { Job } from '../../shared/ipc/job.schema';
import { canRetry, failedControllers } from '../../shared/ipc/job-retry';
import { printJobResult } from '../flow/flow-output';
import { renderTable } from '../output/table';

type Print = (text: string) => void;

/** How many characters of a job's id are shown: enough to tell a site's jobs apart. */
export const SHORT_JOB_ID = 8;

export const shortJobId = (id: string): string => id.slice(0, SHORT_JOB_ID);

/** A job's state as the screens say it (a stopped job is `cancelled` in the file). */
const STATE_WORDS: Record<Job['state'], string> = {
  queued: 'waiting',
  running: 'running',
  awaiting_input: 'waiting for an answer',
  succeeded: 'done',
  failed: 'failed',
  cancelled: 'stopped',
  not_started: 'not started',
  interrupted: 'interrupted',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** "29 Nov 2026 09:14" in this computer's time zone; "-" when there is none. */
export function localTime(at: string | undefined): string {
  const date = at ? new Date(at) : undefined;
  if (!date || Number.isNaN(date.getTime())) return '-';
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()} ${clock}`;
}

function counts(job: Job): { done: number; failed: number; other: number } {
  const done = job.controllers.filter((c) => c.state === 'succeeded').length;
  const failed = failedControllers(job).length;
  return { done, failed, other: job.controllers.length - done - failed };
}

export function printJobList(jobs: readonly Job[], out: Print): void {
  if (jobs.length === 0) {
    out('No jobs on this site yet.\n');
    return;
  }
  const rows = jobs.map((job) => {
    const { done, failed, other } = counts(job);
    return [
      shortJobId(job.id),
      job.title.en,
      STATE_WORDS[job.state],
      String(done),
      String(failed),
      String(other),
      localTime(job.startedAt ?? job.createdAt),
    ];
  });
  out(renderTable(['Job', 'Wizard', 'State', 'Done', 'Failed', 'Other', 'Started'], rows));
}

export function printJob(job: Job, out: Print): void {
  const lines = [
    `Job ${job.id}`,
    `Wizard: ${job.title.en}`,
    `State: ${STATE_WORDS[job.state]}`,
    `Started: ${localTime(job.startedAt ?? job.createdAt)}`,
    `Ended: ${localTime(job.endedAt)}`,
  ];
  if (job.retryOf) lines.push(`Retries the failed controllers of job ${shortJobId(job.retryOf)}`);
  out(`${lines.join('\n')}\n`);
  for (const form of job.flow?.forms ?? []) {
    out(`\n${form.title.en}:\n`);
    for (const { label, value } of form.words) out(`  ${label.en}: ${value.en}\n`);
    if (form.secrets?.length) out('  (a password, not kept: a retry asks for it again)\n');
  }
  out('\n');
  printJobResult(job, out);
  if (canRetry(job)) out(`\nRetry what failed: turnkey jobs retry ${shortJobId(job.id)}\n`);
}
