/**
 * The handler of a flow with no form: its first step is the plan, shown when called without
 * input and applied when confirmed (docs/decisions.md, "Commissioning engine: flows").
 */
import type { FlowHandler, FlowResult } from './flow-definition';

export function planFirst(
  type: string,
  plan: () => Promise<FlowResult>,
  apply: () => Promise<FlowResult>,
): FlowHandler {
  return {
    firstStep: 'plan',
    async step(stepId, input) {
      if (stepId !== 'plan') throw new Error(`the ${type} flow has no step "${stepId}"`);
      return input ? apply() : plan();
    },
  };
}
