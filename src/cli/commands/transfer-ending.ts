/**
 * How `turnkey transfer` ends once its job ended (docs/decisions.md, "Firmware-era transfer",
 * "Ctrl+C in the CLI"): the report printed (with `--json`, in the end line), and after Ctrl+C
 * what the checkpoint keeps and how `--resume` goes on. The exit code is 0 only when every
 * record was written.
 */
import type { Job } from '../../shared/ipc/job.schema';
import type { TransferReport } from '../../shared/ipc/transfer.schema';
import { EXIT_CODES } from '../exit-codes';
import type { JobEnded } from '../flow/run-flow';
import { printTransferReport } from './transfer-report';

type Print = (text: string) => void;

function reportOf(job: Job): TransferReport | undefined {
  const sub = job.controllers[0];
  const fromResult = (sub?.result as { report?: TransferReport } | undefined)?.report;
  const fromError = (sub?.error?.details as { report?: TransferReport } | undefined)?.report;
  return fromResult ?? fromError;
}

/** The end of a transfer to `to` (the target as given, for the resume command said). */
export function transferEnded(json: boolean, to: string, out: Print, err: Print): JobEnded {
  return (job, interrupted) => {
    const report = reportOf(job);
    if (json) out(`${JSON.stringify({ event: 'end', job, ...(report ? { report } : {}) })}\n`);
    else {
      if (report) printTransferReport(report, out);
      if (job.controllers[0]?.error) err(`turnkey: ${job.controllers[0].error.message.en}\n`);
    }
    if (interrupted) err(`turnkey: ${transferLeft(job, to)}\n`);
    if (job.state === 'succeeded') {
      const left = (report?.parts ?? []).reduce((n, p) => n + p.invalid + p.refused, 0);
      if (left === 0) return EXIT_CODES.ok;
      err(`turnkey: ${left} record(s) were not written: the target refuses them (see above).\n`);
      return EXIT_CODES.failure;
    }
    return interrupted ? EXIT_CODES.interrupted : EXIT_CODES.failure;
  };
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
