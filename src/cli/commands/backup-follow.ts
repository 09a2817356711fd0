/**
 * `turnkey backup`: the backup flow (core/transfer/backup) run and followed on the terminal.
 * The form is filled from the options, the plan printed on standard error (a backup changes
 * nothing on the controller, so running the command is its confirmation), the job's records
 * shown on one progress line on standard error, and standard output keeps the result alone: the
 * manifest, as text or with `--json` as JSON. Ctrl+C cancels the job, which leaves no file
 * (exit code 130).
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import { isErrorCode } from '../../shared/errors';
import { openArchive } from '../../core/transfer/archive/archive-reader';
import type { CliEngine } from '../controller/cli-engine';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { printFormProblems, printPlan } from '../flow/flow-output';
import { backupJson, printBackup } from './backup-show';
import { followRecordsJob } from '../flow/follow-records-job';

type Print = (text: string) => void;

export interface BackupRun {
  cli: CliEngine;
  controllerId: string;
  passphrase: string | undefined;
  json: boolean;
  out?: Print;
  err?: Print;
}

export async function followBackup(run: BackupRun): Promise<number> {
  const out = run.out ?? ((text: string) => process.stdout.write(text));
  const err = run.err ?? ((text: string) => process.stderr.write(text));
  const manager = run.cli.engine.flows;
  let step: FlowStep = await manager.start('backup', [run.controllerId]);
  try {
    if (step.kind === 'form') {
      step = await manager.submit(step.flowId, {
        includeSecrets: run.passphrase !== undefined,
        ...(run.passphrase !== undefined
          ? { passphrase: run.passphrase, repeat: run.passphrase }
          : {}),
      });
      if (step.kind === 'form') {
        printFormProblems(step, err);
        return EXIT_CODES.usage;
      }
    }
    if (step.kind === 'plan') {
      if (!run.json) printPlan(step, err);
      step = await manager.submit(step.flowId, { confirmed: true, acknowledged: true });
    }
    if (step.kind === 'abort') {
      err(`turnkey: ${step.reason.message.en}\n`);
      return isErrorCode(step.reason.code)
        ? exitCodeForError(step.reason.code)
        : EXIT_CODES.failure;
    }
    if (step.kind !== 'job') throw new Error(`the backup flow answered ${step.kind}`);
    const { job, interrupted } = await followRecordsJob({
      cli: run.cli,
      jobId: step.jobId,
      // Standard output keeps the result alone: progress goes to standard error.
      json: false,
      out: err,
      err,
      stopping: 'Cancelling the backup…',
    });
    const sub = job.controllers[0];
    if (job.state !== 'succeeded' || !sub?.result) {
      const error = sub?.error;
      err(`turnkey: ${error?.message.en ?? job.summary?.en ?? 'The backup failed.'}\n`);
      if (interrupted) return EXIT_CODES.interrupted;
      return error && isErrorCode(error.code) ? exitCodeForError(error.code) : EXIT_CODES.failure;
    }
    const file = sub.result['file'] as string;
    const opened = await openArchive(file);
    const shown = { file, sha256: opened.sha256, bytes: opened.bytes, manifest: opened.manifest };
    if (run.json) out(backupJson(shown));
    else printBackup(shown, out);
    return EXIT_CODES.ok;
  } finally {
    // The job has ended by now; this forgets the run.
    manager.cancel(step.flowId);
  }
}
