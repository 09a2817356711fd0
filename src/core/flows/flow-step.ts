/**
 * What the page and the CLI are shown of a flow's answer (shared/ipc/flow.schema.ts `flowStep`):
 * a form's fields drawn from its schema with its values (defaults, then what was typed; never a
 * password), a plan's rows and notes, a job, done or abort. The FlowManager adds where the run is.
 */
import type { FlowStep } from '../../shared/ipc/flow.schema';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { FlowResult } from './flow-definition';
import { formDefaults, formFields, secretFieldNames } from './form-fields';

/** The part of a step that says where the run is. */
export type StepBase = Pick<FlowStep, 'flowId' | 'flowType' | 'title' | 'stepId' | 'canGoBack'>;

export function flowStepOf(
  base: StepBase,
  result: FlowResult,
  typed?: Record<string, JsonValue>,
): FlowStep {
  switch (result.kind) {
    case 'form': {
      const fields = formFields(result.schema);
      const secret = secretFieldNames(fields);
      const values = { ...formDefaults(result.schema), ...result.values, ...typed };
      for (const name of secret) delete values[name];
      return {
        ...base,
        kind: 'form',
        ...(result.description ? { description: result.description } : {}),
        fields,
        values,
        errors: result.errors ?? {},
      };
    }
    case 'plan':
      return {
        ...base,
        kind: 'plan',
        rows: result.rows,
        notes: result.notes ?? [],
        confirmLabel: result.confirmLabel,
        empty: result.rows.length === 0,
        ...(result.danger ? { danger: result.danger } : {}),
      };
    case 'job':
      return { ...base, kind: 'job', jobId: result.jobId };
    case 'done':
      return {
        ...base,
        kind: 'done',
        summary: result.summary,
        ...(result.jobId ? { jobId: result.jobId } : {}),
      };
    case 'abort':
      return { ...base, kind: 'abort', reason: result.reason };
  }
}

/** The values typed into a form as JSON, without the passwords (they never go back). */
export function keepJson(
  values: Record<string, unknown>,
  secret: Set<string>,
): Record<string, JsonValue> {
  const kept: Record<string, JsonValue> = {};
  for (const [name, value] of Object.entries(values)) {
    if (secret.has(name) || value === undefined) continue;
    kept[name] = JSON.parse(JSON.stringify(value)) as JsonValue;
  }
  return kept;
}
