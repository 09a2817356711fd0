/**
 * Runs a flow without the screens: the same FlowManager the app uses, with the answers taken
 * from the command line. A form is filled from the options given (its problems are printed at
 * their fields and the command ends with the usage code), the plan is printed and confirmed at a
 * prompt or by `--yes` (a plan that can cut the laptop off needs `--yes` and, at a prompt, a
 * second answer), the job is followed on a progress line, and `--json` prints the plan and the
 * result as JSON instead (docs/decisions.md, "Commissioning engine: flows").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job } from '../../shared/ipc/job.schema';
import type { FlowManager } from '../../core/flows/flow-manager';
import { isErrorCode } from '../../shared/errors';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { confirm } from '../output/prompt';
import { onInterrupt } from './interrupt';
import { ProgressLine } from '../output/progress-line';
import { printPlan, printFormProblems, printJobResult, jobLine } from './flow-output';

export interface CliFlowJobs {
  /** Calls `onChange` with each change of the job until it ends; resolves with the final job. */
  follow(jobId: string, onChange: (job: Job) => void): Promise<Job>;
}

export interface CliFlowRun {
  manager: FlowManager;
  jobs: CliFlowJobs;
  flowType: string;
  controllerIds: string[];
  /** What in those controllers the flow works on (an access point's uuid), if anything. */
  subject?: string;
  /** How the flow begins, when not by starting it (`turnkey jobs retry`: a job's retry). */
  begin?: () => Promise<FlowStep>;
  /** The answers of each form, in order: the command's options. */
  answers: Record<string, unknown>[];
  yes: boolean;
  json: boolean;
  /**
   * Ctrl+C while the job runs stops it now (docs/decisions.md, "Ctrl+C in the CLI"): `stopping`
   * is said, `stop` asked, and the command ends with 130 once the job has ended. Without it,
   * Ctrl+C ends the process as Node does.
   */
  interrupt?: { stopping: string; stop(jobId: string): Promise<unknown> };
  out?: (text: string) => void;
  err?: (text: string) => void;
}

export interface CliFlowOutcome {
  exitCode: number;
  plan?: FlowStep;
  job?: Job;
  /** Ctrl+C stopped the job. */
  interrupted?: boolean;
}

export async function runFlowInCli(run: CliFlowRun): Promise<CliFlowOutcome> {
  const out = run.out ?? ((text: string) => process.stdout.write(text));
  const err = run.err ?? ((text: string) => process.stderr.write(text));
  const answers = [...run.answers];
  let plan: FlowStep | undefined;
  let step = await (run.begin?.() ??
    run.manager.start(run.flowType, run.controllerIds, run.subject));
  try {
    for (;;) {
      switch (step.kind) {
        case 'form': {
          if (Object.keys(step.errors).length > 0) {
            printFormProblems(step, err);
            return { exitCode: EXIT_CODES.usage };
          }
          step = await run.manager.submit(step.flowId, answers.shift() ?? {});
          break;
        }
        case 'plan': {
          plan = step;
          if (!run.json) printPlan(step, out);
          if (step.empty) {
            if (run.json) out(`${JSON.stringify({ plan: step, changed: false })}\n`);
            return { exitCode: EXIT_CODES.ok, plan };
          }
          const accepted = run.yes || (await confirm(step.confirmLabel.en));
          const acknowledged =
            step.danger === undefined ||
            run.yes ||
            (err(`\n${step.danger.en}\n`), await confirm('Go ahead all the same?'));
          if (!accepted || !acknowledged) {
            err('Nothing was changed.\n');
            run.manager.cancel(step.flowId);
            return { exitCode: EXIT_CODES.failure, plan };
          }
          step = await run.manager.submit(step.flowId, { confirmed: true, acknowledged: true });
          break;
        }
        case 'job': {
          const { job, interrupted } = await followJob(run, step.jobId, err);
          if (run.json) out(`${JSON.stringify({ plan, job })}\n`);
          else printJobResult(job, out);
          const exitCode = interrupted
            ? EXIT_CODES.interrupted
            : job.state === 'succeeded'
              ? EXIT_CODES.ok
              : EXIT_CODES.failure;
          return {
            exitCode,
            job,
            ...(plan ? { plan } : {}),
            ...(interrupted ? { interrupted } : {}),
          };
        }
        case 'done':
          if (run.json) out(`${JSON.stringify({ plan, summary: step.summary })}\n`);
          else out(`${step.summary.en}\n`);
          return { exitCode: EXIT_CODES.ok, ...(plan ? { plan } : {}) };
        case 'abort':
          err(`${step.reason.message.en}\n`);
          return {
            exitCode: isErrorCode(step.reason.code)
              ? exitCodeForError(step.reason.code)
              : EXIT_CODES.failure,
            ...(plan ? { plan } : {}),
          };
      }
    }
  } finally {
    run.manager.cancel(step.flowId);
  }
}

/** Follows the job on a progress line; Ctrl+C stops it now when the run says how. */
async function followJob(
  run: CliFlowRun,
  jobId: string,
  err: (text: string) => void,
): Promise<{ job: Job; interrupted: boolean }> {
  const line = new ProgressLine();
  const { interrupt } = run;
  const ctrlC = interrupt
    ? onInterrupt(interrupt.stopping, () => (line.clear(), interrupt.stop(jobId)), err)
    : undefined;
  try {
    const job = await run.jobs.follow(jobId, (now) => {
      if (!ctrlC?.asked) line.update(jobLine(now));
    });
    line.clear();
    return { job, interrupted: ctrlC?.asked === true };
  } finally {
    ctrlC?.dispose();
  }
}
