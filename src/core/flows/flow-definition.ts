/**
 * What a wizard is to the engine: a flow type with steps, in the manner of Home Assistant's
 * config flows (docs/decisions.md, "Commissioning engine: flows"). A feature folder defines one
 * (`password/password.flow.ts`) and registers it; the FlowManager walks it for the page and the
 * CLI alike. A step is shown by calling it with no input and submitted by calling it with the
 * parsed input; it answers with the next thing to show.
 */
import type { z } from 'zod';
import type { ErrorData } from '../../shared/errors/error-data';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { FlowType } from '../../shared/ipc/flow-types';

/** A form: the zod schema is the field list and its rules; `.meta()` gives labels (form-fields.ts). */
export interface FormResult {
  kind: 'form';
  stepId: string;
  title: LocalizedText;
  description?: LocalizedText;
  schema: z.ZodObject;
  /** Values to show: what the engineer typed before, or suggestions. */
  values?: Record<string, JsonValue>;
  /** Problems found after the schema passed (an address already answering, ...). */
  errors?: Record<string, LocalizedText>;
}

/** The plan to confirm: now -> after per controller and field (unchanged fields left out). */
export interface PlanResult {
  kind: 'plan';
  stepId: string;
  title: LocalizedText;
  rows: PlanRow[];
  notes?: LocalizedText[];
  confirmLabel: LocalizedText;
  /** Set when the change can cut the laptop off: a second, explicit confirmation is needed. */
  danger?: LocalizedText;
}

/** A job the step started (through the JobRunner it was given); the page watches it. */
export interface JobResult {
  kind: 'job';
  stepId: string;
  title: LocalizedText;
  jobId: string;
}

export interface DoneResult {
  kind: 'done';
  summary: LocalizedText;
  jobId?: string;
}

export interface AbortResult {
  kind: 'abort';
  reason: ErrorData;
}

export type FlowResult = FormResult | PlanResult | JobResult | DoneResult | AbortResult;

/** What a confirmed plan step receives. */
export interface PlanConfirmation {
  confirmed: true;
  acknowledged: boolean;
}

export interface FlowHandler {
  readonly firstStep: string;
  /**
   * `input` undefined: show the step. A form's input has passed its schema already; a plan's
   * input is a PlanConfirmation.
   */
  step(stepId: string, input: Record<string, unknown> | undefined): Promise<FlowResult>;
}

export interface FlowDefinition {
  /** Its type in the app's list of wizards, which also says the screen it belongs to. */
  readonly type: FlowType;
  readonly title: LocalizedText;
  /** Starts one run for these controllers; throws AppFailure to refuse (none logged in, ...). */
  create(input: { controllerIds: string[]; subject?: string }): Promise<FlowHandler> | FlowHandler;
}
