/**
 * A job counted in records followed on the terminal (the migration, the backup, the transfer):
 * one progress line (done of total, percent, rate, time left) or, with `--json`, a few progress
 * lines a second. Ctrl+C stops the job now rather than leave it running unwatched (the
 * migration's copy is stopped on the controller, a transfer stops after the record being
 * written), and the caller is told it was interrupted (exit code 130); a second Ctrl+C exits at
 * once (docs/decisions.md, "Ctrl+C in the CLI").
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { CliEngine } from '../controller/cli-engine';
import { bar, ProgressLine } from '../output/progress-line';
import { onInterrupt } from './interrupt';

type Print = (text: string) => void;

const JSON_EVERY_MS = 200;

/** `440/942 records, 46.7 %, 150 records/s, about 4 s left`. */
export function recordsLine(job: Job): string {
  const { done, total, ratePerSecond, etaSeconds } = job.progress;
  const percent = total > 0 ? Math.floor((done / total) * 1000) / 10 : 0;
  const parts = [`${bar(done, total)} ${done}/${total} records`, `${percent.toFixed(1)} %`];
  if (ratePerSecond !== undefined) parts.push(`${Math.round(ratePerSecond)} records/s`);
  if (etaSeconds !== undefined) parts.push(`about ${Math.ceil(etaSeconds)} s left`);
  return parts.join(', ');
}

/** One `--json` progress line of a records job. */
export function progressJson(job: Job) {
  const { done, total, ratePerSecond, etaSeconds } = job.progress;
  return {
    event: 'progress',
    jobId: job.id,
    state: job.state,
    processed: done,
    total,
    percent: total > 0 ? Math.floor((done / total) * 1000) / 10 : 0,
    ...(ratePerSecond !== undefined ? { ratePerSecond } : {}),
    ...(etaSeconds !== undefined ? { etaSeconds } : {}),
  };
}

export interface FollowRecords {
  cli: CliEngine;
  jobId: string;
  /** `--json`: progress as JSON lines on `out`; otherwise a line on standard error. */
  json: boolean;
  out: Print;
  err: Print;
  /** Said when Ctrl+C stops the job. */
  stopping: string;
}

export async function followRecordsJob(
  run: FollowRecords,
): Promise<{ job: Job; interrupted: boolean }> {
  const line = new ProgressLine();
  let lastAt = 0;
  let lastDone = -1;
  const ctrlC = onInterrupt(
    run.stopping,
    async () => {
      line.clear();
      return (await run.cli.engine.jobs()).stop(run.jobId, 'now');
    },
    run.err,
  );
  try {
    const job = await run.cli.jobs.follow(run.jobId, (now) => {
      if (run.json) {
        const { done, total } = now.progress;
        if (done === lastDone || (Date.now() - lastAt < JSON_EVERY_MS && done < total)) return;
        lastAt = Date.now();
        lastDone = done;
        run.out(`${JSON.stringify(progressJson(now))}\n`);
      } else if (!ctrlC.asked && now.progress.total > 1) line.update(recordsLine(now));
    });
    line.clear();
    return { job, interrupted: ctrlC.asked };
  } finally {
    ctrlC.dispose();
  }
}
