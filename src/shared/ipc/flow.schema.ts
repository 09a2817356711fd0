/**
 * Flows: wizards as data, in the manner of Home Assistant's config flows. A flow is a set of
 * steps; each answer of the shell is the next thing to show: a form (fields drawn generically by
 * the page), a plan to confirm (for each controller, each field: now -> after), a job to watch,
 * done (with a summary) or abort (with the reason). The same flows run in the CLI without the
 * screens (docs/decisions.md, "Commissioning engine").
 *
 *   page -> `flow:start` { flowType, controllerIds }  -> step
 *   page -> `flow:step`  { flowId, values }           -> step   (submit a form, confirm a plan)
 *   page -> `flow:back`  { flowId }                   -> step   (the previous form, values kept)
 *   page -> `flow:get`   { flowId }                   -> step   (after a reload)
 *   page -> `flow:cancel`{ flowId }                   -> { cancelled }
 *   page -> `flow:retry` { jobId }                    -> step   (a job's failed controllers again)
 */
import { z } from 'zod';
import { defineChannel } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';
import { localizedText } from '../words/localized-text';
import { jobId } from './job.schema';
import { jsonValue } from './journal.schema';

export const flowId = z.string().min(1).max(64);
export const flowType = z.string().regex(/^[a-z][a-z0-9-]{0,63}$/);

/** How the page draws a field; the shell derives it from the step's zod schema and its meta. */
export const formFieldKind = z.enum([
  'text',
  /** Text of many lines (a pasted table). */
  'textarea',
  'password',
  'number',
  'boolean',
  'select',
  'multiselect',
]);

export const formField = z.strictObject({
  name: z.string().min(1).max(64),
  kind: formFieldKind,
  label: localizedText,
  hint: localizedText.optional(),
  /** An example value, the same in both languages ("10.0.0.50"). */
  placeholder: z.string().max(128).optional(),
  required: z.boolean(),
  options: z
    .array(z.strictObject({ value: z.union([z.string(), z.number()]), label: localizedText }))
    .optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  minLength: z.int().optional(),
  maxLength: z.int().optional(),
  /** Shown only when another field has one of these values (`{ mode: ['static'] }`). */
  showWhen: z.record(z.string(), z.array(z.union([z.string(), z.boolean()]))).optional(),
});
export type FormField = z.infer<typeof formField>;

/** One line of a plan: a field of a controller, now and after. Unchanged fields are left out. */
export const planRow = z.strictObject({
  controllerId,
  controllerLabel: z.string().max(256),
  field: z.string().max(64),
  fieldLabel: localizedText,
  now: jsonValue,
  after: jsonValue,
  /** Something to read before confirming (amber), beside the row it concerns. */
  warning: localizedText.optional(),
  /** The laptop will not reach the controller after this change (red). */
  cutsOff: z.boolean().optional(),
});
export type PlanRow = z.infer<typeof planRow>;

const stepBase = {
  flowId,
  flowType,
  stepId: z.string().min(1).max(64),
  title: localizedText,
  canGoBack: z.boolean(),
};

export const flowStep = z.discriminatedUnion('kind', [
  z.strictObject({
    ...stepBase,
    kind: z.literal('form'),
    description: localizedText.optional(),
    fields: z.array(formField),
    /** What was typed before (back keeps it) or the defaults. Passwords never come back. */
    values: z.record(z.string(), jsonValue),
    /** Field name -> what is wrong with it; `_form` for the form as a whole. */
    errors: z.record(z.string(), localizedText),
  }),
  z.strictObject({
    ...stepBase,
    kind: z.literal('plan'),
    rows: z.array(planRow),
    /** Controllers with nothing to change, and other notes about the whole plan. */
    notes: z.array(localizedText),
    /** The primary button's words ("Change 3 controllers"). */
    confirmLabel: localizedText,
    /** Nothing to do: the plan is shown, and the only way on is done. */
    empty: z.boolean(),
    /**
     * A change that can cut the laptop off needs a second, explicit confirmation: the page sends
     * `{ confirmed: true }` first and this text is shown; then `{ confirmed: true,
     * acknowledged: true }`.
     */
    danger: localizedText.optional(),
  }),
  z.strictObject({ ...stepBase, kind: z.literal('job'), jobId }),
  z.strictObject({
    ...stepBase,
    kind: z.literal('done'),
    summary: localizedText,
    jobId: jobId.optional(),
  }),
  z.strictObject({ ...stepBase, kind: z.literal('abort'), reason: errorData }),
]);
export type FlowStep = z.infer<typeof flowStep>;

export const flowStart = defineChannel('flow:start', () => ({
  input: z.strictObject({
    flowType,
    controllerIds: z.array(controllerId).max(1024),
    /** What in those controllers the flow works on (an access point's uuid), if anything. */
    subject: z.string().min(1).max(128).optional(),
  }),
  output: flowStep,
}));

export const flowSubmit = defineChannel('flow:step', () => ({
  input: z.strictObject({ flowId, values: z.record(z.string(), z.unknown()) }),
  output: flowStep,
}));

export const flowBack = defineChannel('flow:back', () => ({
  input: z.strictObject({ flowId }),
  output: flowStep,
}));

export const flowGet = defineChannel('flow:get', () => ({
  input: z.strictObject({ flowId }),
  output: flowStep,
}));

export const flowCancel = defineChannel('flow:cancel', () => ({
  input: z.strictObject({ flowId }),
  output: z.strictObject({ cancelled: z.boolean() }),
}));

/**
 * Runs the wizard that started a finished job again, on its failed controllers only, with the
 * forms answered as they were (docs/decisions.md, "Retry what failed"): answers the plan to
 * confirm, or a form when one needs typing again (a password) or no longer passes.
 */
export const flowRetry = defineChannel('flow:retry', () => ({
  input: z.strictObject({ jobId }),
  output: flowStep,
}));

/** The flows' part of the app contract (shared/ipc/channels.ts collects every feature's). */
export const FLOW_CHANNELS = [
  flowStart,
  flowSubmit,
  flowBack,
  flowGet,
  flowCancel,
  flowRetry,
] as const;
