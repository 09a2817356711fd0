/**
 * Runs a flow without the screens: the same FlowManager the app uses, with the answers taken
 * from the command line. A form is filled from the options given (its problems are printed at
 * their fields and the command ends with the usage code), the plan is printed and confirmed at a
 * prompt or by `--yes` (a plan that can cut the laptop off needs `--yes` and, at a prompt, a
 * second answer), the job is followed by the one follower (follow-job.ts), and `--json` prints
 * the plan and the result as JSON instead, as one object or as one line per event
 * (docs/decisions.md, "Commissioning engine: flows").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { Job, StopMode } from '../../shared/ipc/job.schema';
import type { FlowManager } from '../../core/flows/flow-manager';
import { isErrorCode } from '../../shared/errors';
import { EXIT_CODES, exitCodeForError } from '../exit-codes';
import { confirm } from '../output/prompt';
import { followJob, type JobShell } from './follow-job';
import { printPlan, printFormProblems, printJobResult } from './flow-output';

export type { CliFlowJobs } from './follow-job';

type Print = (text: string) => void;

/** The engine as a flow run needs it: its flows and its jobs. */
export interface FlowShell extends JobShell {
  engine: JobShell['engine'] & { flows: FlowManager };
}

/** What a command prints of the ended job, and the exit code it ends with, instead of the rows. */
export type JobEnded = (job: Job, interrupted: boolean) => Promise<number> | number;

export interface CliFlowRun {
  cli: FlowShell;
  flowType: string;
  controllerIds: string[];
  /** What in those controllers the flow works on (an access point's uuid), if anything. */
  subject?: string;
  /** How the flow begins, when not by starting it (`turnkey jobs retry`: a job's retry). */
  begin?: () => Promise<FlowStep>;
  /**
   * The answers of each form, in order: the command's options, or what to answer a form once it
   * is shown (its fields known: `turnkey wizard run`).
   */
  answers: Record<string, unknown>[] | FormAnswer;
  /** Checks the command line once the forms are answered, before the plan (may throw). */
  beforePlan?: () => void;
  yes: boolean;
  json: boolean;
  /**
   * `--json` as one line per event (`plan`, `progress`, `end`) rather than one object at the
   * end: the commands whose job runs long (`migration`, `transfer`).
   */
  events?: boolean;
  /** The plan on standard error, standard output keeping the result alone (`backup`). */
  planOnErr?: boolean;
  /** Ends once the plan is printed, nothing confirmed (`transfer --dry-run`). */
  planOnly?: boolean;
  /** Said when the plan is not confirmed; "Nothing was changed." by default. */
  declined?: string;
  /** Said at Ctrl+C in the command's words, instead of what the job's stop does. */
  stopping?: string;
  /** How Ctrl+C stops the job when the job does not say (follow-job.ts). */
  stopMode?: StopMode;
  /** Prints the ended job and says the exit code (a backup's manifest, a transfer's report). */
  ended?: JobEnded;
  out?: Print;
  err?: Print;
}

export interface CliFlowOutcome {
  exitCode: number;
  plan?: FlowStep;
  job?: Job;
  /** Ctrl+C stopped the job. */
  interrupted?: boolean;
}

type PlanStep = Extract<FlowStep, { kind: 'plan' }>;
type FormStep = Extract<FlowStep, { kind: 'form' }>;

/** What a command answers a form with, once it sees the form's fields. */
export type FormAnswer = (form: FormStep) => Promise<Record<string, unknown>>;

export async function runFlowInCli(run: CliFlowRun): Promise<CliFlowOutcome> {
  const out = run.out ?? ((text: string) => process.stdout.write(text));
  const err = run.err ?? ((text: string) => process.stderr.write(text));
  const manager = run.cli.engine.flows;
  const answers = typeof run.answers === 'function' ? run.answers : [...run.answers];
  let plan: PlanStep | undefined;
  let step = await (run.begin?.() ?? manager.start(run.flowType, run.controllerIds, run.subject));
  const json = (value: Record<string, unknown>) => out(`${JSON.stringify(value)}\n`);
  try {
    for (;;) {
      switch (step.kind) {
        case 'form': {
          if (Object.keys(step.errors).length > 0) {
            printFormProblems(step, err);
            return { exitCode: EXIT_CODES.usage };
          }
          const answer =
            typeof answers === 'function' ? await answers(step) : (answers.shift() ?? {});
          step = await manager.submit(step.flowId, answer);
          break;
        }
        case 'plan': {
          run.beforePlan?.();
          plan = step;
          showPlan(run, step, out, err);
          if (step.empty) {
            if (run.json) json({ plan: step, changed: false });
            return { exitCode: EXIT_CODES.ok, plan };
          }
          if (run.planOnly) return { exitCode: EXIT_CODES.ok, plan };
          if (!(await confirmed(run, step, err))) {
            err(`${run.declined ?? 'Nothing was changed.'}\n`);
            return { exitCode: EXIT_CODES.failure, plan };
          }
          step = await manager.submit(step.flowId, { confirmed: true, acknowledged: true });
          break;
        }
        case 'job':
          return { ...(await jobStep(run, step.jobId, out, err, plan)), ...(plan ? { plan } : {}) };
        case 'done':
          if (run.json) json({ plan, summary: step.summary });
          else out(`${step.summary.en}\n`);
          return { exitCode: EXIT_CODES.ok, ...(plan ? { plan } : {}) };
        case 'abort':
          if (run.json && run.events) json({ event: 'end', error: step.reason });
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
    // The job has ended by now (or none was started); this forgets the run.
    manager.cancel(step.flowId);
  }
}

function showPlan(run: CliFlowRun, plan: PlanStep, out: Print, err: Print): void {
  if (run.json) {
    if (run.events) out(`${JSON.stringify({ event: 'plan', plan })}\n`);
    return;
  }
  printPlan(plan, run.planOnErr ? err : out);
}

/** Accepted, and a danger acknowledged: by `--yes`, or at the prompt. */
async function confirmed(run: CliFlowRun, plan: PlanStep, err: Print): Promise<boolean> {
  if (run.yes) return true;
  if (!(await confirm(plan.confirmLabel.en))) return false;
  if (plan.danger === undefined) return true;
  err(`\n${plan.danger.en}\n`);
  return confirm('Go ahead all the same?');
}

/** Follows the job, prints its result and says the exit code. */
async function jobStep(
  run: CliFlowRun,
  jobId: string,
  out: Print,
  err: Print,
  plan: PlanStep | undefined,
): Promise<Omit<CliFlowOutcome, 'plan'>> {
  const { job, interrupted } = await followJob({
    shell: run.cli,
    jobId,
    jsonProgress: run.json && run.events === true,
    out,
    err,
    ...(run.stopping !== undefined ? { stopping: run.stopping } : {}),
    ...(run.stopMode !== undefined ? { stopMode: run.stopMode } : {}),
  });
  const marked = interrupted ? { interrupted } : {};
  if (run.ended) return { exitCode: await run.ended(job, interrupted), job, ...marked };
  if (run.json) out(`${JSON.stringify(run.events ? { event: 'end', job } : { plan, job })}\n`);
  else printJobResult(job, out);
  const exitCode = interrupted
    ? EXIT_CODES.interrupted
    : job.state === 'succeeded'
      ? EXIT_CODES.ok
      : EXIT_CODES.failure;
  return { exitCode, job, ...marked };
}
