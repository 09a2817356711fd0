/**
 * Automations of one controller (spec 4.2): `automation` creates one (no subject) or changes the
 * one named by the subject, with a form of its name, type and any extra parameter of the
 * controller's reference (an automation has no kind, so all of them apply); `automation-delete`
 * deletes the subject. Plan, job, read back and journal as every wizard (save-automation.ts).
 */
import { z } from 'zod';
import { limitedText } from '../../shared/api';
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { AccessPointFlowDeps } from './access-point-flow-deps';
import {
  controllerUuidOf,
  readAccessPoints,
  readAutomations,
  type AccessPointView,
} from './access-point-reading';
import {
  extParametersOf,
  parameterShape,
  parametersFor,
  parameterValues,
  type ExtParameterRef,
  type ExtSectionRef,
  type ExtValue,
} from './ext-parameter-form';
import {
  deleteAutomation,
  readAutomation,
  saveAutomation,
  type AutomationWrite,
} from './save-automation';
import { ON_OFF } from '../../shared/report/field-words';
import { ACCESS_POINTS_WORDS } from './access-points.words';
import type { ControllerClient } from '../client/controller-client';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

const TITLE: LocalizedText = ACCESS_POINTS_WORDS.automation;
const DELETE_TITLE: LocalizedText = ACCESS_POINTS_WORDS.deleteAutomation;

/** A text of the automation, bounded as the contract bounds it (docs/decisions.md, "Text limits"). */
const textField = (label: LocalizedText, field: 'name' | 'type') =>
  limitedText(field).trim().min(1).meta({ label });

async function subjectOf(
  client: Parameters<typeof readAutomation>[0],
  label: string,
  subject?: string,
) {
  if (!subject) return undefined;
  const found = await readAutomation(client, subject);
  if (!found) {
    throw new AppFailure({
      code: 'automation_gone',
      message: ACCESS_POINTS_WORDS.hasNoAutomationAny(label, subject),
    });
  }
  return found;
}

function single(controllerIds: string[]): string {
  const [id] = controllerIds;
  if (!id || controllerIds.length > 1) throw new Error('an automation is one controller’s');
  return id;
}

/** The automation's form: its name, type and every extra parameter of the reference. */
function automationForm(params: ExtParameterRef[], sections: ExtSectionRef[]) {
  return z.object({
    name: textField(ACCESS_POINTS_WORDS.name, 'name'),
    type: textField(ACCESS_POINTS_WORDS.type, 'type'),
    ...parameterShape(params, sections),
  });
}

/** One run: the controller, the automation changed (the subject, if any), its form, what is sent. */
interface AutomationRun {
  deps: AccessPointFlowDeps;
  controllerId: string;
  label: string;
  client: ControllerClient;
  existing: AccessPointView | undefined;
  params: ExtParameterRef[];
  schema: ReturnType<typeof automationForm>;
  write?: AutomationWrite;
}

async function startAutomation(
  deps: AccessPointFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<AutomationRun> {
  const controllerId = single(controllerIds);
  const { connection, label } = await deps.controller(controllerId);
  const client = await connection.ready();
  const existing = await subjectOf(client, label, subject);
  const [reference, sections] = await Promise.all([
    client.api.accessPoints.extParameters().then((a) => a.data),
    client.api.accessPoints.extParameterSections().then((a) => a.data),
  ]);
  const params = parametersFor(reference);
  const schema = automationForm(params, sections);
  return { deps, controllerId, label, client, existing, params, schema };
}

function showAutomationForm({ existing, params, schema }: AutomationRun): Promise<FlowResult> {
  return Promise.resolve({
    kind: 'form',
    stepId: 'automation',
    title: TITLE,
    schema,
    values: {
      ...(existing ? { name: existing.name, type: existing.type } : {}),
      ...parameterValues(params, existing?.extParameters, false),
    },
  });
}

/** A value of the plan in words: a switch on/off in each language, the rest as it is. */
function extText(v: ExtValue | undefined): LocalizedText {
  if (typeof v === 'boolean') return v ? ON_OFF.on : ON_OFF.off;
  const shown = v === undefined ? '—' : String(v);
  return { en: shown, ru: shown };
}

type Change = [string, LocalizedText, ExtValue | undefined, ExtValue];

/** Now -> after per field; a change shows only what differs. */
function automationRows({ controllerId, label, existing }: AutomationRun, write: AutomationWrite) {
  const changes: Change[] = [
    ['name', ACCESS_POINTS_WORDS.name, existing?.name, write.name],
    ['type', ACCESS_POINTS_WORDS.type, existing?.type, write.type],
    ...Object.entries(write.extParameters).map(([name, value]): Change => [
      name,
      { en: name, ru: name },
      existing?.extParameters[name],
      value,
    ]),
  ];
  return changes
    .filter(([, , now, after]) => !existing || now !== after)
    .map(([field, fieldLabel, now, after]) => ({
      controllerId,
      controllerLabel: label,
      field,
      fieldLabel,
      now: extText(now),
      after: extText(after),
    }));
}

/** The plan of the form's values, with the controller's uuid its other records hold. */
async function planAutomation(
  run: AutomationRun,
  input: Record<string, unknown>,
): Promise<FlowResult> {
  const { client, existing } = run;
  const held: AccessPointView[] = [
    ...(await readAutomations(client)),
    ...(await readAccessPoints(client)),
  ];
  const controllerUuid = existing?.controllerUuid ?? controllerUuidOf(held);
  if (!controllerUuid) {
    return {
      kind: 'form',
      stepId: 'automation',
      title: TITLE,
      schema: run.schema,
      errors: {
        _form: ACCESS_POINTS_WORDS.noPointForUuid,
      },
    };
  }
  const ext = extParametersOf(input);
  const write = {
    name: String(input['name']),
    type: String(input['type']),
    controllerUuid,
    extParameters: ext,
  };
  run.write = write;
  const rows = automationRows(run, write);
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes: [],
    confirmLabel: existing
      ? ACCESS_POINTS_WORDS.changeAutomation
      : ACCESS_POINTS_WORDS.createAutomation,
  };
}

/** Sends it, reads it back and journals it (save-automation.ts). */
async function applyAutomation(run: AutomationRun): Promise<FlowResult> {
  const { deps, controllerId, label, existing } = run;
  const sending = run.write!;
  const job = (await deps.jobs()).start({
    kind: 'automation',
    title: TITLE,
    controllers: [{ controllerId, label }],
    run: async (ctx) => {
      const ready = await (await deps.controller(ctx.controllerId)).connection.ready();
      const saved = await saveAutomation(ready, sending, ctx, existing);
      return { result: { uuid: saved.uuid } };
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function automationFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'automation',
    title: TITLE,
    start: (input) => startAutomation(deps, input),
    first: 'automation',
    steps: {
      automation: formStep(showAutomationForm, planAutomation),
      plan: planStep(applyAutomation),
    },
  });
}

/** One run of deleting: the controller and the automation (the subject). */
interface AutomationDeleteRun {
  deps: AccessPointFlowDeps;
  controllerId: string;
  label: string;
  existing: AccessPointView;
}

async function startAutomationDelete(
  deps: AccessPointFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<AutomationDeleteRun> {
  const controllerId = single(controllerIds);
  const { connection, label } = await deps.controller(controllerId);
  const existing = await subjectOf(await connection.ready(), label, subject);
  if (!existing) throw new Error('the automation to delete is the subject');
  return { deps, controllerId, label, existing };
}

function planAutomationDelete(run: AutomationDeleteRun): Promise<FlowResult> {
  const { existing } = run;
  return Promise.resolve({
    kind: 'plan',
    stepId: 'plan',
    title: DELETE_TITLE,
    rows: [
      {
        controllerId: run.controllerId,
        controllerLabel: run.label,
        field: 'automation',
        fieldLabel: ACCESS_POINTS_WORDS.automation,
        now: { en: existing.name, ru: existing.name },
        after: ACCESS_POINTS_WORDS.deleted,
      },
    ],
    notes: [],
    confirmLabel: ACCESS_POINTS_WORDS.deleteName(existing.name),
  });
}

async function applyAutomationDelete(run: AutomationDeleteRun): Promise<FlowResult> {
  const { deps, controllerId, label, existing } = run;
  const job = (await deps.jobs()).start({
    kind: 'automation-delete',
    title: DELETE_TITLE,
    controllers: [{ controllerId, label }],
    run: async (ctx) => {
      const ready = await (await deps.controller(ctx.controllerId)).connection.ready();
      await deleteAutomation(ready, existing, ctx);
    },
  });
  return { kind: 'job', stepId: 'apply', title: DELETE_TITLE, jobId: job.id };
}

export function automationDeleteFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'automation-delete',
    title: DELETE_TITLE,
    start: (input) => startAutomationDelete(deps, input),
    first: 'plan',
    steps: { plan: planStep(applyAutomationDelete, planAutomationDelete) },
  });
}
