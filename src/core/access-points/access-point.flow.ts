/**
 * Creating or changing one access point on one controller (spec 4.2): the kind and name first
 * (creating), then the fields of that kind made from the controller's own reference of extra
 * parameters (ext-parameter-form.ts), a plan of now -> after per field, and a job that sends it
 * on the kind's path, reads it back and journals it (save-access-point.ts). Started with the
 * access point's uuid as subject, it changes that one; without, it creates one.
 */
import { z } from 'zod';
import { ACCESS_POINT_KINDS, limitedText, type AccessPointKind } from '../../shared/api';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { LocalizedText } from '../../shared/words/localized-text';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import {
  controllerUuidOf,
  readAccessPoints,
  readAutomations,
  requireAccessPoint,
  type AccessPointView,
} from './access-point-reading';
import { KIND_WORDS } from './access-point-words';
import type { AccessPointFlowDeps } from './access-point-flow-deps';
import {
  extParametersOf,
  parameterShape,
  parametersFor,
  parameterValues,
  PARAM_PREFIX,
  type ExtParameterRef,
  type ExtSectionRef,
} from './ext-parameter-form';
import { saveAccessPoint, type AccessPointWrite } from './save-access-point';
import { ON_OFF } from '../../shared/report/field-words';
import { ACCESS_POINTS_WORDS } from './access-points.words';
import type { ControllerClient } from '../client/controller-client';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

const CREATE_TITLE: LocalizedText = ACCESS_POINTS_WORDS.newAccessPoint;
const EDIT_TITLE: LocalizedText = ACCESS_POINTS_WORDS.changeAccessPoint;

// The name's and type's limits are the contract's (docs/decisions.md, "Text limits").
const nameField = limitedText('name')
  .trim()
  .min(1)
  .meta({ label: ACCESS_POINTS_WORDS.name, placeholder: 'Main entrance' });
const typeField = limitedText('type').trim().min(1).meta({
  label: ACCESS_POINTS_WORDS.type,
  hint: ACCESS_POINTS_WORDS.wordSiteUsesEntrance,
});

const kindForm = z.object({
  kind: z.enum(ACCESS_POINT_KINDS).meta({ label: ACCESS_POINTS_WORDS.kind, options: KIND_WORDS }),
  name: nameField,
  type: typeField.optional(),
  controller_uuid: z.uuid().optional().meta({
    label: ACCESS_POINTS_WORDS.controllersUuid,
    hint: ACCESS_POINTS_WORDS.noPointForUuidYet,
  }),
});

/** A parameter's value in words: a switch on/off in each language, the rest as it is. */
function valueText(value: JsonValue | undefined): LocalizedText {
  if (typeof value === 'boolean') return value ? ON_OFF.on : ON_OFF.off;
  const text =
    value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return { en: text, ru: text };
}

type KindValues = z.infer<typeof kindForm>;

/** What the access point will be: its kind, name, type and the controller's uuid. */
interface ChosenPoint {
  kind: AccessPointKind;
  name: string;
  type: string;
  controllerUuid: string;
}

/** One run: its controller, the reference of parameters, what the forms chose, what is sent. */
interface AccessPointRun {
  deps: AccessPointFlowDeps;
  controllerId: string;
  label: string;
  client: ControllerClient;
  reference: ExtParameterRef[];
  sections: ExtSectionRef[];
  /** The access point changed (the subject); none when one is created. */
  existing?: AccessPointView | undefined;
  title: LocalizedText;
  chosen?: ChosenPoint | undefined;
  write?: AccessPointWrite;
}

async function startAccessPoint(
  deps: AccessPointFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<AccessPointRun> {
  const [controllerId] = controllerIds as [string, ...string[]];
  if (!controllerId || controllerIds.length > 1) {
    throw new Error('an access point is made on one controller (copy a layout for more)');
  }
  const { connection, label } = await deps.controller(controllerId);
  const client = await connection.ready();
  const [reference, sections] = await Promise.all([
    client.api.accessPoints.extParameters().then((a) => a.data),
    client.api.accessPoints.extParameterSections().then((a) => a.data),
  ]);
  const existing = subject ? await requireAccessPoint(client, label, subject) : undefined;
  const chosen = existing?.kind
    ? {
        kind: existing.kind,
        name: existing.name,
        type: existing.type,
        controllerUuid: existing.controllerUuid ?? '',
      }
    : undefined;
  const title = existing ? EDIT_TITLE : CREATE_TITLE;
  return { deps, controllerId, label, client, reference, sections, existing, title, chosen };
}

function showKindForm(run: AccessPointRun): Promise<FlowResult> {
  return Promise.resolve({ kind: 'form', stepId: 'kind', title: run.title, schema: kindForm });
}

/** The kind and name chosen, with the controller's uuid its other records hold (or typed). */
async function chooseKind(run: AccessPointRun, input: KindValues): Promise<FlowResult> {
  const held = controllerUuidOf([
    ...(await readAccessPoints(run.client)),
    ...(await readAutomations(run.client)),
  ]);
  const controllerUuid = held ?? input.controller_uuid;
  if (!controllerUuid) {
    return {
      kind: 'form',
      stepId: 'kind',
      title: run.title,
      schema: kindForm,
      errors: { controller_uuid: ACCESS_POINTS_WORDS.requiredHere },
    };
  }
  run.chosen = {
    kind: input.kind,
    name: input.name,
    type: input.type ?? input.kind,
    controllerUuid,
  };
  return showParametersForm(run);
}

/** The fields of the chosen kind from the controller's reference (ext-parameter-form.ts). */
function showParametersForm(run: AccessPointRun): Promise<FlowResult> {
  const { existing, chosen } = run;
  const params = parametersFor(run.reference, chosen!.kind);
  const schema = z.object({
    ...(existing ? { name: nameField, type: typeField } : {}),
    ...parameterShape(params, run.sections),
  });
  return Promise.resolve({
    kind: 'form',
    stepId: 'parameters',
    title: run.title,
    description: KIND_WORDS[chosen!.kind],
    schema,
    values: {
      ...(existing ? { name: existing.name, type: existing.type } : {}),
      ...parameterValues(params, existing?.extParameters),
    },
  });
}

/** Now -> after per field (a change shows only what differs). */
function planAccessPoint(run: AccessPointRun, input: Record<string, unknown>): Promise<FlowResult> {
  const { existing, chosen } = run;
  const ext = extParametersOf(input);
  const name = typeof input['name'] === 'string' ? input['name'] : chosen!.name;
  const type = typeof input['type'] === 'string' ? input['type'] : chosen!.type;
  const write = { ...chosen!, name, type, extParameters: ext };
  run.write = write;
  const rows: PlanRow[] = [];
  const row = (
    field: string,
    fieldLabel: LocalizedText,
    now: JsonValue | undefined,
    after: JsonValue,
  ) => {
    if (existing && now === after) return;
    rows.push({
      controllerId: run.controllerId,
      controllerLabel: run.label,
      field,
      fieldLabel,
      now: valueText(now),
      after: valueText(after),
    });
  };
  row('name', ACCESS_POINTS_WORDS.name, existing?.name, name);
  row('type', ACCESS_POINTS_WORDS.type, existing?.type, type);
  if (!existing) row('kind', ACCESS_POINTS_WORDS.kind, undefined, write.kind);
  for (const p of parametersFor(run.reference, write.kind)) {
    if (!(p.name in ext)) continue;
    const fieldLabel = { en: p.title ?? p.name, ru: p.title ?? p.name };
    row(PARAM_PREFIX + p.name, fieldLabel, existing?.extParameters[p.name], ext[p.name]!);
  }
  return Promise.resolve({
    kind: 'plan',
    stepId: 'plan',
    title: run.title,
    rows,
    notes: [],
    confirmLabel: existing
      ? ACCESS_POINTS_WORDS.changeTheAccessPoint
      : ACCESS_POINTS_WORDS.createTheAccessPoint,
  });
}

/** Sends it on its kind's path, reads it back and journals it (save-access-point.ts). */
async function applyAccessPoint(run: AccessPointRun): Promise<FlowResult> {
  const { deps, controllerId, label, title, existing } = run;
  const sending = run.write!;
  const job = (await deps.jobs()).start({
    kind: 'access-point',
    title,
    controllers: [{ controllerId, label }],
    run: async (ctx) => {
      const ready = await (await deps.controller(ctx.controllerId)).connection.ready();
      const saved = await saveAccessPoint(ready, sending, ctx, existing);
      return { result: { uuid: saved.uuid, name: saved.name } };
    },
  });
  return { kind: 'job', stepId: 'apply', title, jobId: job.id };
}

export function accessPointFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'access-point',
    title: CREATE_TITLE,
    start: (input) => startAccessPoint(deps, input),
    first: (run) => (run.chosen ? 'parameters' : 'kind'),
    steps: {
      kind: formStep(showKindForm, chooseKind),
      parameters: formStep(showParametersForm, planAccessPoint),
      plan: planStep(applyAccessPoint),
    },
  });
}

export type { ExtParameterRef, ExtSectionRef, AccessPointView };
