/**
 * `turnkey migration start | watch`: the migration flow (core/migration) followed to its end on
 * the terminal. The plan is printed and confirmed (or `--yes`), then the job's records are shown
 * on one progress line (done of total, percent, rate, time left), or as one JSON line per change
 * with `--json`. Ctrl+C does not leave the copy running unwatched: it stops the job now, which
 * sends `POST /migration/stop` and ends with the counts; then what was left is said (exit code
 * 130; docs/decisions.md, "Migration job", "Ctrl+C in the CLI").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { CliEngine } from '../controller/cli-engine';
import { EXIT_CODES } from '../exit-codes';
import { printPlan, printJobResult } from '../flow/flow-output';
import { confirm } from '../output/prompt';
import { followRecordsJob } from '../flow/follow-records-job';

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
    const { job, interrupted } = await followRecordsJob({
      cli: run.cli,
      jobId: step.jobId,
      json: run.json,
      out,
      err,
      stopping: 'Stopping the migration on the controller (Ctrl+C again exits at once)…',
    });
    if (run.json) out(`${JSON.stringify({ event: 'end', job })}\n`);
    else printJobResult(job, out);
    if (interrupted) err(`turnkey: ${migrationLeft(job)}\n`);
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

/** What Ctrl+C left: where each copy stopped, and how to copy again. */
function migrationLeft(job: Job): string {
  const copying = job.controllers.filter((c) => c.state === 'running' || c.state === 'failed');
  const where = job.summary?.en ?? '';
  const still = copying.length > 0 ? ' Some controllers could not be stopped: see their rows.' : '';
  return `Stopped by Ctrl+C. ${where}${still}\nWhat was copied stays on the drive; \`turnkey migration start\` copies the event logs anew.`;
}
