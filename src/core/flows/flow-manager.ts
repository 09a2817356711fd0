/**
 * Walks flows for the page (`flow:*` channels) and for the CLI: keeps each run's history so Back
 * returns to the previous form with what was typed, checks a form's input against its schema
 * before the step sees it (problems come back at their fields, in both languages), insists on
 * the second confirmation of a plan that can cut the laptop off, and turns a finished job into
 * the flow's result (docs/decisions.md, "Commissioning engine: flows"). A job a step starts keeps
 * the run's flow and forms, and a finished job's failed controllers can be run through the same
 * wizard with the same forms (docs/decisions.md, "Retry what failed").
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import { appFailureData } from '../../shared/errors/app-failures';
import { toIpcError } from '../../shared/ipc/ipc-error';
import { AppFailure } from '../../shared/errors/error-data';
import type { Job } from '../../shared/ipc/job.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import { withJobOrigin } from '../jobs/job-origin';
import type { FlowDefinition, FlowHandler, FlowResult } from './flow-definition';
import { jobFlow, type AnsweredForm } from './flow-origin';
import { retryTarget } from './flow-retry';
import { formErrors } from './form-errors';
import { formDefaults, formFields, secretFieldNames } from './form-fields';
import { flowStepOf, keepJson } from './flow-step';
import { jobOutcome } from './job-outcome';

/** What the manager needs of the jobs: their state, and cancelling one with its flow. */
export interface FlowJobs {
  get(jobId: string): Job | undefined;
  cancel(jobId: string): boolean;
  /** A job of the open site, whichever process ran it (a retry reads it); else `get`'s. */
  find?(jobId: string): Promise<Job | undefined>;
}

interface Visit {
  result: FlowResult;
  /** What was submitted at this step (forms), to show again after Back. */
  values?: Record<string, JsonValue>;
}

interface FlowRun {
  id: string;
  definition: FlowDefinition;
  handler: FlowHandler;
  subject?: string;
  /** The job whose failed controllers this run retries. */
  retryOf?: string;
  history: Visit[];
  touchedAt: number;
}

export interface FlowManagerOptions {
  flows: readonly FlowDefinition[];
  jobs: FlowJobs;
  newId?: () => string;
  now?: () => number;
  /** A run untouched this long is forgotten (its job, if any, goes on). */
  idleMs?: number;
}

export class FlowManager {
  readonly #types = new Map<string, FlowDefinition>();
  readonly #runs = new Map<string, FlowRun>();
  readonly #newId: () => string;
  readonly #now: () => number;
  readonly #idleMs: number;

  constructor(private readonly options: FlowManagerOptions) {
    for (const flow of options.flows) {
      if (this.#types.has(flow.type)) throw new Error(`flow "${flow.type}" is defined twice`);
      this.#types.set(flow.type, flow);
    }
    this.#newId = options.newId ?? (() => crypto.randomUUID());
    this.#now = options.now ?? Date.now;
    this.#idleMs = options.idleMs ?? 6 * 60 * 60 * 1000;
  }

  get types(): string[] {
    return [...this.#types.keys()];
  }

  /** Every wizard this manager walks, with its title (`turnkey wizard list`). */
  get definitions(): readonly FlowDefinition[] {
    return [...this.#types.values()];
  }

  /** Starts a flow on these controllers; `subject` names what in them it works on, if anything. */
  start(flowType: string, controllerIds: string[], subject?: string): Promise<FlowStep> {
    return this.#begin(flowType, controllerIds, subject);
  }

  /**
   * Runs the wizard of a finished job again on its failed controllers, answering each form as
   * it was answered (docs/decisions.md, "Retry what failed"). Answers the plan to confirm; or a
   * form, filled, when it has a password to type again or no longer passes as it was.
   */
  async retry(job: Job): Promise<FlowStep> {
    const { flow, controllerIds } = retryTarget(job);
    let step = await this.#begin(flow.type, controllerIds, flow.subject, job.id);
    for (const form of flow.forms) {
      if (step.kind !== 'form' || step.stepId !== form.stepId) break;
      if (form.secrets?.length) return this.#filled(step.flowId, form.values);
      step = await this.submit(step.flowId, form.values);
      if (step.kind === 'form' && step.stepId === form.stepId) break;
    }
    return step;
  }

  /** A job of the open site by its id, for a retry. */
  async findJob(jobId: string): Promise<Job | undefined> {
    const { jobs } = this.options;
    return (await jobs.find?.(jobId)) ?? jobs.get(jobId);
  }

  async #begin(
    flowType: string,
    controllerIds: string[],
    subject?: string,
    retryOf?: string,
  ): Promise<FlowStep> {
    this.#forgetIdle();
    const definition = this.#types.get(flowType);
    if (!definition) throw new AppFailure(appFailureData('flow_unknown', { flowType }));
    const handler = await definition.create({
      controllerIds,
      ...(subject !== undefined ? { subject } : {}),
    });
    const run: FlowRun = {
      id: this.#newId(),
      definition,
      handler,
      ...(subject !== undefined ? { subject } : {}),
      ...(retryOf !== undefined ? { retryOf } : {}),
      history: [],
      touchedAt: this.#now(),
    };
    this.#runs.set(run.id, run);
    return this.#show(run, await this.#call(run, handler.firstStep, undefined));
  }

  /** Submits the current step: a form's values, or a plan's `{ confirmed, acknowledged }`. */
  async submit(flowId: string, values: Record<string, unknown>): Promise<FlowStep> {
    const run = this.#run(flowId);
    const current = this.#current(run);
    const { result } = current;
    if (result.kind === 'form') {
      const parsed = result.schema.safeParse(values);
      const secret = secretFieldNames(formFields(result.schema));
      const typed = keepJson(values, secret);
      if (!parsed.success) {
        current.values = typed;
        return this.#step(run, { ...result, errors: formErrors(parsed.error) }, typed);
      }
      // What the form was answered with, its defaults included: a field left to its default is
      // said in the job's words and answered again by a retry as it was taken.
      current.values = keepJson({ ...formDefaults(result.schema), ...typed }, secret);
      return this.#show(run, await this.#call(run, result.stepId, parsed.data));
    }
    if (result.kind === 'plan') {
      if (values['confirmed'] !== true) return this.#step(run, result);
      const acknowledged = values['acknowledged'] === true;
      // A change that can cut the laptop off is confirmed twice (commit-confirmed manner).
      if (result.danger && !acknowledged) return this.#step(run, result);
      return this.#show(
        run,
        await this.#call(run, result.stepId, { confirmed: true, acknowledged }),
      );
    }
    return this.get(flowId);
  }

  /** The previous form (or plan), with what was typed there; passwords are typed again. */
  back(flowId: string): FlowStep {
    const run = this.#run(flowId);
    const kind = this.#current(run).result.kind;
    if (kind === 'form' || kind === 'plan') {
      if (run.history.length > 1) run.history.pop();
    }
    const visit = this.#current(run);
    return this.#step(run, visit.result, visit.values);
  }

  /** The step to show now (after a page reload); a finished job becomes done or abort. */
  get(flowId: string): FlowStep {
    const run = this.#run(flowId);
    const visit = this.#current(run);
    if (visit.result.kind === 'job') {
      const job = this.options.jobs.get(visit.result.jobId);
      const outcome = job ? jobOutcome(job) : undefined;
      if (outcome) {
        run.history.push({ result: outcome });
        return this.#step(run, outcome);
      }
    }
    return this.#step(run, visit.result, visit.values);
  }

  /** Forgets the run; a job it started is cancelled (it stops before the next controller). */
  cancel(flowId: string): { cancelled: boolean } {
    const run = this.#runs.get(flowId);
    if (!run) return { cancelled: false };
    this.#runs.delete(flowId);
    const { result } = this.#current(run);
    if (result.kind === 'job') this.options.jobs.cancel(result.jobId);
    return { cancelled: true };
  }

  /** The current form shown with these values (what a retry answered it with). */
  #filled(flowId: string, values: Record<string, JsonValue>): FlowStep {
    const run = this.#run(flowId);
    const visit = this.#current(run);
    visit.values = values;
    return this.#step(run, visit.result, values);
  }

  async #call(run: FlowRun, stepId: string, input: Record<string, unknown> | undefined) {
    const forms: AnsweredForm[] = [];
    for (const { result, values } of run.history) {
      if (result.kind === 'form' && values) forms.push({ result, values });
    }
    const flow = jobFlow(run.definition.type, run.subject, forms);
    try {
      // A job the step starts keeps the run's flow and forms (core/jobs/job-origin.ts).
      return await withJobOrigin({ flow, ...(run.retryOf ? { retryOf: run.retryOf } : {}) }, () =>
        run.handler.step(stepId, input),
      );
    } catch (thrown) {
      const { data, described } = toIpcError(thrown, `flow:${run.definition.type}`);
      if (!described) throw thrown;
      return { kind: 'abort', reason: data } satisfies FlowResult;
    }
  }

  #show(run: FlowRun, result: FlowResult): FlowStep {
    const previous = run.history.at(-1);
    // A form answered again (with errors) replaces itself, so Back skips the failed attempt.
    if (previous && result.kind === 'form' && previous.result.kind === 'form') {
      if (previous.result.stepId === result.stepId) run.history.pop();
    }
    const values = result.kind === 'form' ? (result.values ?? previous?.values) : undefined;
    run.history.push({ result, ...(values ? { values } : {}) });
    return this.#step(run, result, values);
  }

  #step(run: FlowRun, result: FlowResult, typed?: Record<string, JsonValue>): FlowStep {
    run.touchedAt = this.#now();
    const base = {
      flowId: run.id,
      flowType: run.definition.type,
      title: 'title' in result ? result.title : run.definition.title,
      stepId: 'stepId' in result ? result.stepId : result.kind,
      canGoBack: this.#canGoBack(run, result),
    };
    return flowStepOf(base, result, typed);
  }

  #canGoBack(run: FlowRun, result: FlowResult): boolean {
    if (result.kind !== 'form' && result.kind !== 'plan') return false;
    return run.history.slice(0, -1).some((visit) => visit.result.kind === 'form');
  }

  #run(flowId: string): FlowRun {
    const run = this.#runs.get(flowId);
    if (!run) throw new AppFailure(appFailureData('flow_not_found', { flowId }));
    return run;
  }

  #current(run: FlowRun): Visit {
    const visit = run.history.at(-1);
    if (!visit) throw new AppFailure(appFailureData('flow_not_found', { flowId: run.id }));
    return visit;
  }

  #forgetIdle(): void {
    const now = this.#now();
    for (const [id, run] of this.#runs) {
      if (now - run.touchedAt > this.#idleMs) this.#runs.delete(id);
    }
  }
}
