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
  type ExtValue,
} from './ext-parameter-form';
import { deleteAutomation, readAutomation, saveAutomation } from './save-automation';
import { ON_OFF } from '../../shared/report/field-words';
import { ACCESS_POINTS_WORDS } from './access-points.words';

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

export function automationFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return {
    type: 'automation',
    title: TITLE,
    create: async ({ controllerIds, subject }) => {
      const controllerId = single(controllerIds);
      const { connection, label } = await deps.controller(controllerId);
      const client = await connection.ready();
      const existing = await subjectOf(client, label, subject);
      const [reference, sections] = await Promise.all([
        client.api.accessPoints.extParameters().then((a) => a.data),
        client.api.accessPoints.extParameterSections().then((a) => a.data),
      ]);
      const params = parametersFor(reference);
      const schema = z.object({
        name: textField(ACCESS_POINTS_WORDS.name, 'name'),
        type: textField(ACCESS_POINTS_WORDS.type, 'type'),
        ...parameterShape(params, sections),
      });
      let write: Parameters<typeof saveAutomation>[1] | undefined;

      async function plan(input: Record<string, unknown>): Promise<FlowResult> {
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
            schema,
            errors: {
              _form: ACCESS_POINTS_WORDS.noPointForUuid,
            },
          };
        }
        const ext = extParametersOf(input);
        write = {
          name: String(input['name']),
          type: String(input['type']),
          controllerUuid,
          extParameters: ext,
        };
        const text = (v: ExtValue | undefined): LocalizedText => {
          if (typeof v === 'boolean') return v ? ON_OFF.on : ON_OFF.off;
          const shown = v === undefined ? '—' : String(v);
          return { en: shown, ru: shown };
        };
        const changes: Array<[string, LocalizedText, ExtValue | undefined, ExtValue]> = [
          ['name', ACCESS_POINTS_WORDS.name, existing?.name, write.name],
          ['type', ACCESS_POINTS_WORDS.type, existing?.type, write.type],
          ...Object.entries(ext).map(
            ([name, value]): [string, LocalizedText, ExtValue | undefined, ExtValue] => [
              name,
              { en: name, ru: name },
              existing?.extParameters[name],
              value,
            ],
          ),
        ];
        const rows = changes
          .filter(([, , now, after]) => !existing || now !== after)
          .map(([field, fieldLabel, now, after]) => ({
            controllerId,
            controllerLabel: label,
            field,
            fieldLabel,
            now: text(now),
            after: text(after),
          }));
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

      async function apply(): Promise<FlowResult> {
        const sending = write!;
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

      return {
        firstStep: 'automation',
        async step(stepId, input) {
          if (stepId === 'automation') {
            if (input) return plan(input);
            return {
              kind: 'form',
              stepId,
              title: TITLE,
              schema,
              values: {
                ...(existing ? { name: existing.name, type: existing.type } : {}),
                ...parameterValues(params, existing?.extParameters, false),
              },
            };
          }
          if (stepId === 'plan') return apply();
          throw new Error(`the automation flow has no step "${stepId}"`);
        },
      };
    },
  };
}

export function automationDeleteFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return {
    type: 'automation-delete',
    title: DELETE_TITLE,
    create: async ({ controllerIds, subject }) => {
      const controllerId = single(controllerIds);
      const { connection, label } = await deps.controller(controllerId);
      const existing = await subjectOf(await connection.ready(), label, subject);
      if (!existing) throw new Error('the automation to delete is the subject');
      return {
        firstStep: 'plan',
        async step(stepId, input) {
          if (stepId !== 'plan') throw new Error(`the delete flow has no step "${stepId}"`);
          if (!input) {
            return {
              kind: 'plan',
              stepId,
              title: DELETE_TITLE,
              rows: [
                {
                  controllerId,
                  controllerLabel: label,
                  field: 'automation',
                  fieldLabel: ACCESS_POINTS_WORDS.automation,
                  now: { en: existing.name, ru: existing.name },
                  after: ACCESS_POINTS_WORDS.deleted,
                },
              ],
              notes: [],
              confirmLabel: ACCESS_POINTS_WORDS.deleteName(existing.name),
            };
          }
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
        },
      };
    },
  };
}
