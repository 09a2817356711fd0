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

export function accessPointFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return {
    type: 'access-point',
    title: CREATE_TITLE,
    create: async ({ controllerIds, subject }) => {
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
      const title = existing ? EDIT_TITLE : CREATE_TITLE;
      let chosen:
        { kind: AccessPointKind; name: string; type: string; controllerUuid: string } | undefined =
        existing?.kind
          ? {
              kind: existing.kind,
              name: existing.name,
              type: existing.type,
              controllerUuid: existing.controllerUuid ?? '',
            }
          : undefined;
      let write: AccessPointWrite | undefined;

      function parametersForm(): FlowResult {
        const params = parametersFor(reference, chosen!.kind);
        const schema = z.object({
          ...(existing ? { name: nameField, type: typeField } : {}),
          ...parameterShape(params, sections),
        });
        return {
          kind: 'form',
          stepId: 'parameters',
          title,
          description: KIND_WORDS[chosen!.kind],
          schema,
          values: {
            ...(existing ? { name: existing.name, type: existing.type } : {}),
            ...parameterValues(params, existing?.extParameters),
          },
        };
      }

      async function kindStep(input: z.infer<typeof kindForm>): Promise<FlowResult> {
        const held = controllerUuidOf([
          ...(await readAccessPoints(client)),
          ...(await readAutomations(client)),
        ]);
        const controllerUuid = held ?? input.controller_uuid;
        if (!controllerUuid) {
          return {
            kind: 'form',
            stepId: 'kind',
            title,
            schema: kindForm,
            errors: { controller_uuid: ACCESS_POINTS_WORDS.requiredHere },
          };
        }
        chosen = {
          kind: input.kind,
          name: input.name,
          type: input.type ?? input.kind,
          controllerUuid,
        };
        return parametersForm();
      }

      function plan(input: Record<string, unknown>): FlowResult {
        const ext = extParametersOf(input);
        const name = typeof input['name'] === 'string' ? input['name'] : chosen!.name;
        const type = typeof input['type'] === 'string' ? input['type'] : chosen!.type;
        write = { ...chosen!, name, type, extParameters: ext };
        const rows: PlanRow[] = [];
        const row = (
          field: string,
          fieldLabel: LocalizedText,
          now: JsonValue | undefined,
          after: JsonValue,
        ) => {
          if (existing && now === after) return;
          rows.push({
            controllerId,
            controllerLabel: label,
            field,
            fieldLabel,
            now: valueText(now),
            after: valueText(after),
          });
        };
        row('name', ACCESS_POINTS_WORDS.name, existing?.name, name);
        row('type', ACCESS_POINTS_WORDS.type, existing?.type, type);
        if (!existing) row('kind', ACCESS_POINTS_WORDS.kind, undefined, write.kind);
        for (const p of parametersFor(reference, write.kind)) {
          if (!(p.name in ext)) continue;
          const fieldLabel = { en: p.title ?? p.name, ru: p.title ?? p.name };
          row(PARAM_PREFIX + p.name, fieldLabel, existing?.extParameters[p.name], ext[p.name]!);
        }
        return {
          kind: 'plan',
          stepId: 'plan',
          title,
          rows,
          notes: [],
          confirmLabel: existing
            ? ACCESS_POINTS_WORDS.changeTheAccessPoint
            : ACCESS_POINTS_WORDS.createTheAccessPoint,
        };
      }

      async function apply(): Promise<FlowResult> {
        const sending = write!;
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

      return {
        firstStep: chosen ? 'parameters' : 'kind',
        async step(stepId, input) {
          if (stepId === 'kind') {
            return input
              ? kindStep(input as z.infer<typeof kindForm>)
              : { kind: 'form', stepId, title, schema: kindForm };
          }
          if (stepId === 'parameters') return input ? plan(input) : parametersForm();
          if (stepId === 'plan') return apply();
          throw new Error(`the access point flow has no step "${stepId}"`);
        },
      };
    },
  };
}

export type { ExtParameterRef, ExtSectionRef, AccessPointView };
