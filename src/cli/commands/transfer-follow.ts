/**
 * `turnkey transfer`: the transfer flow (core/transfer) run on the terminal. The form is filled
 * from the options, the dry run printed (and with `--dry-run` that is all), the plan confirmed
 * at a prompt or by `--yes`, the job's records shown on one progress line, and the report
 * printed at the end (with `--json`: one JSON line per event, the report in the last). Ctrl+C
 * stops after the record being written; the checkpoint keeps what was written, the command says
 * so and how `--resume` goes on (docs/decisions.md, "Firmware-era transfer", "Ctrl+C in the
 * CLI").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { TransferReport } from '../../shared/ipc/transfer.schema';
import { isErrorCode } from '../../shared/errors';
import type { CliEngine } from '../controller/cli-engine';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { printFormProblems, printPlan } from '../flow/flow-output';
import { confirm } from '../output/prompt';
import { followRecordsJob } from '../flow/follow-records-job';
import { printTransferReport } from './transfer-report';

type Print = (text: string) => void;

export interface TransferRun {
  cli: CliEngine;
  flowType: 'transfer' | 'transfer-resume';
  controllerIds: string[];
  answers: Record<string, unknown>;
  dryRun: boolean;
  yes: boolean;
  json: boolean;
  /** The target as given (`--to`), for the resume command said after a stop. */
  to: string;
  out?: Print;
  err?: Print;
}

function reportOf(job: Job): TransferReport | undefined {
  const sub = job.controllers[0];
  const fromResult = (sub?.result as { report?: TransferReport } | undefined)?.report;
  const fromError = (sub?.error?.details as { report?: TransferReport } | undefined)?.report;
  return fromResult ?? fromError;
}

export async function followTransfer(run: TransferRun): Promise<number> {
  const out = run.out ?? ((text: string) => process.stdout.write(text));
  const err = run.err ?? ((text: string) => process.stderr.write(text));
  const manager = run.cli.engine.flows;
  let step: FlowStep = await manager.start(run.flowType, run.controllerIds);
  try {
    if (step.kind === 'form') {
      if (!run.json) err('Reading the source and the target…\n');
      step = await manager.submit(step.flowId, run.answers);
      if (step.kind === 'form') {
        printFormProblems(step, err);
        return EXIT_CODES.usage;
      }
    }
    if (step.kind === 'abort') {
      if (run.json) out(`${JSON.stringify({ event: 'end', error: step.reason })}\n`);
      err(`turnkey: ${step.reason.message.en}\n`);
      return isErrorCode(step.reason.code)
        ? exitCodeForError(step.reason.code)
        : EXIT_CODES.failure;
    }
    if (step.kind !== 'plan') throw new Error(`the transfer flow answered ${step.kind}`);
    if (run.json) out(`${JSON.stringify({ event: 'plan', plan: step })}\n`);
    else {
      printPlan(step, out);
      for (const note of step.notes) out(`  ${note.en}\n`);
    }
    if (run.dryRun) return EXIT_CODES.ok;
    if (!run.yes && !(await confirm(step.confirmLabel.en))) {
      err('Nothing was written.\n');
      return EXIT_CODES.failure;
    }
    step = await manager.submit(step.flowId, { confirmed: true, acknowledged: true });
    if (step.kind !== 'job') throw new Error(`the transfer flow answered ${step.kind}`);
    const { job, interrupted } = await followRecordsJob({
      cli: run.cli,
      jobId: step.jobId,
      json: run.json,
      out,
      err,
      stopping:
        'Stopping after the record being written (Ctrl+C again exits at once); --resume goes on from there…',
    });
    const report = reportOf(job);
    if (run.json) out(`${JSON.stringify({ event: 'end', job, ...(report ? { report } : {}) })}\n`);
    else {
      if (report) printTransferReport(report, out);
      if (job.controllers[0]?.error) err(`turnkey: ${job.controllers[0].error.message.en}\n`);
    }
    if (interrupted) err(`turnkey: ${transferLeft(job, run.to)}\n`);
    if (job.state === 'succeeded') {
      const left = (report?.parts ?? []).reduce((n, p) => n + p.invalid + p.refused, 0);
      if (left === 0) return EXIT_CODES.ok;
      err(`turnkey: ${left} record(s) were not written: the target refuses them (see above).\n`);
      return EXIT_CODES.failure;
    }
    return interrupted ? EXIT_CODES.interrupted : EXIT_CODES.failure;
  } finally {
    manager.cancel(step.flowId);
  }
}

/**
 * What Ctrl+C left: how many records were written (the job counts each record twice, written
 * then verified: core/transfer/transfer-run.ts) and how to go on from the checkpoint.
 */
function transferLeft(job: Job, to: string): string {
  const { done, total } = job.progress;
  const half = Math.floor(total / 2);
  const where =
    done <= half
      ? `${done} of ${half} records were done (written, or found already there); the checkpoint keeps them.`
      : `every record was written; the verification stopped at ${done - half} of ${half}.`;
  return `Stopped by Ctrl+C: ${where}\n\`turnkey transfer --to ${to} --resume\` goes on from there.`;
}
