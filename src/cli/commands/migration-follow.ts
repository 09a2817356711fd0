/**
 * `turnkey migration start | watch`: the migration flow (core/migration) followed to its end on
 * the terminal. The plan is printed and confirmed (or `--yes`), then the job's records are shown
 * on one progress line (done of total, percent, rate, time left), or as one JSON line per change
 * with `--json`. Ctrl+C does not leave the copy running unwatched: it cancels the job, which
 * sends `POST /migration/stop` and ends with the counts (docs/decisions.md, "Migration job").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { CliEngine } from '../controller/cli-engine';
import { EXIT_CODES } from '../exit-codes';
import { printPlan, printJobResult } from '../flow/flow-output';
import { confirm } from '../output/prompt';
import { bar, ProgressLine } from '../output/progress-line';

type Print = (text: string) => void;

export interface FollowRun {
  cli: CliEngine;
  flowType: 'migration' | 'migration-watch';
  controllerIds: string[];
  yes: boolean;
  json: boolean;
  out?: Print;
  err?: Print;
}

/** `440/942 records, 46.7 %, 150 records/s, about 4 s left`. */
export function recordsLine(job: Job): string {
  const { done, total, ratePerSecond, etaSeconds } = job.progress;
  const percent = total > 0 ? Math.floor((done / total) * 1000) / 10 : 0;
  const parts = [`${bar(done, total)} ${done}/${total} records`, `${percent.toFixed(1)} %`];
  if (ratePerSecond !== undefined) parts.push(`${Math.round(ratePerSecond)} records/s`);
  if (etaSeconds !== undefined) parts.push(`about ${Math.ceil(etaSeconds)} s left`);
  return parts.join(', ');
}

function progressJson(job: Job) {
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

/** Runs the flow and follows its job; the exit code is 0 only when the copy completed. */
export async function followMigration(run: FollowRun): Promise<{ exitCode: number; job?: Job }> {
  const out = run.out ?? ((text: string) => process.stdout.write(text));
  const err = run.err ?? ((text: string) => process.stderr.write(text));
  const manager = run.cli.engine.flows;
  let step: FlowStep = await manager.start(run.flowType, run.controllerIds);
  try {
    if (step.kind === 'plan') {
      if (run.json) out(`${JSON.stringify({ event: 'plan', plan: step })}\n`);
      else printPlan(step, out);
      if (!run.yes && !(await confirm(step.confirmLabel.en))) {
        err('Nothing was started.\n');
        return { exitCode: EXIT_CODES.failure };
      }
      step = await manager.submit(step.flowId, { confirmed: true, acknowledged: true });
    }
    if (step.kind === 'abort') {
      if (run.json) out(`${JSON.stringify({ event: 'end', error: step.reason })}\n`);
      err(`turnkey: ${step.reason.message.en}\n`);
      return { exitCode: EXIT_CODES.failure };
    }
    if (step.kind !== 'job') throw new Error(`the migration flow answered ${step.kind}`);
    const { job, interrupted } = await follow(run, step.jobId, out, err);
    if (run.json) out(`${JSON.stringify({ event: 'end', job })}\n`);
    else printJobResult(job, out);
    const exitCode =
      job.state === 'succeeded'
        ? EXIT_CODES.ok
        : interrupted
          ? EXIT_CODES.interrupted
          : EXIT_CODES.failure;
    return { exitCode, job };
  } finally {
    // The job has ended by now; this forgets the run without touching the controller.
    manager.cancel(step.flowId);
  }
}

async function follow(
  run: FollowRun,
  jobId: string,
  out: Print,
  err: Print,
): Promise<{ job: Job; interrupted: boolean }> {
  const line = new ProgressLine();
  let lastDone = -1;
  let stopping = false;
  // Ctrl+C stops the controller's copy (the job sends POST /migration/stop), then ends.
  const interrupt = () => {
    if (stopping) return;
    stopping = true;
    line.clear();
    err('Stopping the migration on the controller…\n');
    void run.cli.engine.jobs().then((runner) => runner.cancel(jobId));
  };
  process.on('SIGINT', interrupt);
  try {
    const job = await run.cli.jobs.follow(jobId, (now) => {
      if (run.json) {
        if (now.progress.done === lastDone) return;
        lastDone = now.progress.done;
        out(`${JSON.stringify(progressJson(now))}\n`);
      } else if (!stopping) {
        line.update(recordsLine(now));
      }
    });
    line.clear();
    return { job, interrupted: stopping };
  } finally {
    process.off('SIGINT', interrupt);
  }
}
