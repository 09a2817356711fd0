/**
 * A flow as a table of named steps (docs/decisions/engine.md, "Commissioning engine: flows"):
 * each step is a function of the run's state, a form step shown with no input and submitted with
 * the values its schema passed, a confirm step given the plan's confirmation. The FlowManager
 * asks for a step by its name; the table says which function answers, so a flow is a list of
 * small named functions instead of one closure branching on strings.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { FlowType } from '../../shared/ipc/flow-types';
import type { FlowDefinition, FlowResult, PlanConfirmation } from './flow-definition';

/** One step: called with the run's state and the step's input (none: show it). */
export type StepFunction<Run> = (
  run: Run,
  input: Record<string, unknown> | undefined,
) => Promise<FlowResult>;

/** A form step: `show` draws it, `submit` takes the values its schema already passed. */
export function formStep<Run, Values>(
  show: (run: Run) => Promise<FlowResult>,
  submit: (run: Run, values: Values) => Promise<FlowResult>,
): StepFunction<Run> {
  return (run, input) => (input === undefined ? show(run) : submit(run, input as Values));
}

/**
 * A plan step: `confirm` is what its confirmation starts (the job, or done); `show` draws the plan
 * when a flow begins with it (a flow whose plan needs no form first).
 */
export function planStep<Run>(
  confirm: (run: Run, confirmation: PlanConfirmation) => Promise<FlowResult>,
  show?: (run: Run) => Promise<FlowResult>,
): StepFunction<Run> {
  return (run, input) => {
    if (input !== undefined) return confirm(run, input as unknown as PlanConfirmation);
    if (!show) throw new Error('a plan step without a way to show it was asked to show itself');
    return show(run);
  };
}

export interface StepTable<Run, Steps extends Record<string, StepFunction<Run>>> {
  type: FlowType;
  title: LocalizedText;
  /** A run's state for these controllers; throws AppFailure to refuse the start. */
  start(input: { controllerIds: string[]; subject?: string }): Run | Promise<Run>;
  /** The step shown first: one name, or chosen from the run (a change skips the create form). */
  first: (keyof Steps & string) | ((run: Run) => keyof Steps & string);
  steps: Steps;
}

/** The flow definition the FlowManager walks, from a table of steps. */
export function flowOfSteps<Run, Steps extends Record<string, StepFunction<Run>>>(
  table: StepTable<Run, Steps>,
): FlowDefinition {
  return {
    type: table.type,
    title: table.title,
    create: async (input) => {
      const run = await table.start(input);
      return {
        firstStep: typeof table.first === 'function' ? table.first(run) : table.first,
        step(stepId, stepInput) {
          if (!Object.hasOwn(table.steps, stepId))
            throw new Error(`the ${table.type} flow has no step "${stepId}"`);
          return table.steps[stepId]!(run, stepInput);
        },
      };
    },
  };
}
