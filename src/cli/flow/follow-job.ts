/**
 * The one follower of a job on the terminal, for every wizard and command that starts one
 * (docs/decisions.md, "Commissioning engine: flows", "Ctrl+C in the CLI"): a progress line on
 * standard error (done of total in the job's unit, percent, rate, time left, what a controller
 * is doing now) or, with `--json` events, a few progress lines a second; Ctrl+C stops the job,
 * at once when the job offers Stop now (`stopNow`, shared/ipc/job.schema.ts) and otherwise after
 * the controllers at work; a second Ctrl+C exits at once. What differs between wizards comes
 * from the job itself (its unit, its steps, its stop), not from code per wizard.
 */
import type { Job, StopMode } from '../../shared/ipc/job.schema';
import { bar, ProgressLine } from '../output/progress-line';
import { onInterrupt } from './interrupt';

type Print = (text: string) => void;

/** Follows a job of this process until it ends. */
export interface CliFlowJobs {
  /** Calls `onChange` with each change of the job until it ends; resolves with the final job. */
  follow(jobId: string, onChange: (job: Job) => void): Promise<Job>;
}

/** What the follower needs of the engine: its jobs, to follow one and to stop it. */
export interface JobShell {
  engine: {
    jobs(): Promise<{
      get(jobId: string): Promise<Job | undefined>;
      stop(jobId: string, mode: StopMode): Promise<boolean>;
    }>;
  };
  jobs: CliFlowJobs;
}

export interface FollowJob {
  shell: JobShell;
  jobId: string;
  /** `--json` events: progress as JSON lines on `out` (otherwise a line on standard error). */
  jsonProgress?: boolean;
  out: Print;
  err: Print;
  /** Said at Ctrl+C in the command's own words; by default what the job's stop does. */
  stopping?: string;
  /**
   * How Ctrl+C stops it when the job does not say: a backup offers no Stop now yet, but stopping
   * it now leaves nothing half done (it only reads).
   */
  stopMode?: StopMode;
}

const JSON_EVERY_MS = 200;

function percentOf(done: number, total: number): number {
  return total > 0 ? Math.floor((done / total) * 1000) / 10 : 0;
}

function rateText(rate: number): string {
  return rate >= 10 ? String(Math.round(rate)) : rate.toFixed(1);
}

/**
 * `[####....] 440/942 records, 46.7 %, 150 records/s, about 4 s left: copying: 440 of 942
 * records`: the job's progress in its own unit, and the step of a controller at work.
 */
export function progressText(job: Job): string {
  const { done, total, unit, ratePerSecond, etaSeconds } = job.progress;
  const parts = [`${bar(done, total)} ${done}/${total} ${unit}`];
  if (total > 0) parts.push(`${percentOf(done, total).toFixed(1)} %`);
  if (ratePerSecond !== undefined) parts.push(`${rateText(ratePerSecond)} ${unit}/s`);
  if (etaSeconds !== undefined) parts.push(`about ${Math.ceil(etaSeconds)} s left`);
  const running = job.controllers.find((c) => c.state === 'running' && c.step);
  const who = job.controllers.length > 1 ? `${running?.label ?? ''} ` : '';
  const now = running?.step ? `: ${who}${running.step.en}` : '';
  return `${parts.join(', ')}${now}`;
}

/** One `--json` progress line of a job. */
export function progressJson(job: Job) {
  const { done, total, ratePerSecond, etaSeconds } = job.progress;
  return {
    event: 'progress',
    jobId: job.id,
    state: job.state,
    processed: done,
    total,
    percent: percentOf(done, total),
    ...(ratePerSecond !== undefined ? { ratePerSecond } : {}),
    ...(etaSeconds !== undefined ? { etaSeconds } : {}),
  };
}

/** How Ctrl+C stops this job: Stop now when it offers one, else after the controllers at work. */
export function stopModeOf(job: Job | undefined): StopMode {
  return job?.stopNow ? 'now' : 'after_current';
}

/** What Ctrl+C says of this job's stop. */
export function stoppingText(job: Job | undefined): string {
  const again = '(Ctrl+C again exits at once)';
  if (job?.stopNow) return `Stopping now ${again}: ${job.stopNow.en}`;
  return `Stopping after the controllers at work finish and are verified; no other is started ${again}…`;
}

/** Follows the job to its end; `interrupted` says Ctrl+C stopped it. */
export async function followJob(run: FollowJob): Promise<{ job: Job; interrupted: boolean }> {
  const runner = await run.shell.engine.jobs();
  let latest = await runner.get(run.jobId);
  const line = new ProgressLine();
  let lastAt = 0;
  let lastDone = -1;
  const ctrlC = onInterrupt(
    () => run.stopping ?? stoppingText(latest),
    () => (line.clear(), runner.stop(run.jobId, run.stopMode ?? stopModeOf(latest))),
    run.err,
  );
  try {
    const job = await run.shell.jobs.follow(run.jobId, (now) => {
      latest = now;
      if (run.jsonProgress) {
        const { done, total } = now.progress;
        if (done === lastDone || (Date.now() - lastAt < JSON_EVERY_MS && done < total)) return;
        lastAt = Date.now();
        lastDone = done;
        run.out(`${JSON.stringify(progressJson(now))}\n`);
      } else if (!ctrlC.asked && (now.progress.total > 0 || now.controllers.some((c) => c.step)))
        line.update(progressText(now));
    });
    line.clear();
    return { job, interrupted: ctrlC.asked };
  } finally {
    ctrlC.dispose();
  }
}
