/**
 * Putting one access point into a state (D8: normal, open, closed, emergency) through
 * `POST /access_points/{uuid}/state/{state}` (spec 4.2, the body left empty as D8 allows). The
 * form says what each state does; open and emergency let anyone through, so their plan asks for
 * the second, explicit confirmation. Read back: the state the controller shows, when it shows
 * one; journalled with before and after.
 */
import { z } from 'zod';
import { ACCESS_POINT_STATES } from '../../shared/api';
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import { ClientError, isControllerAnswer } from '../client/client-error';
import type { ControllerClient } from '../client/controller-client';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { AccessPointFlowDeps } from './access-point-flow-deps';
import {
  readAccessPoint,
  type AccessPointState,
  type AccessPointView,
  requireAccessPoint,
} from './access-point-reading';
import type { AccessPointSteps } from './save-access-point';
import { STATE_EFFECTS, STATE_WORDS, UNSAFE_STATES } from './access-point-words';

const TITLE: LocalizedText = { en: 'Access point state', ru: 'Режим точки доступа' };

const stateForm = z.object({
  state: z.enum(ACCESS_POINT_STATES).meta({
    label: { en: 'State', ru: 'Режим' },
    options: Object.fromEntries(
      ACCESS_POINT_STATES.map((s) => [
        s,
        {
          en: `${STATE_WORDS[s].en}: ${STATE_EFFECTS[s].en}`,
          ru: `${STATE_WORDS[s].ru}: ${STATE_EFFECTS[s].ru}`,
        },
      ]),
    ),
  }),
});

export function accessPointStateFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return {
    type: 'access-point-state',
    title: TITLE,
    create: async ({ controllerIds, subject }) => {
      const [controllerId] = controllerIds as [string, ...string[]];
      if (!controllerId || controllerIds.length > 1 || !subject) {
        throw new Error('a state is set on one access point of one controller');
      }
      const { connection, label } = await deps.controller(controllerId);
      const point = await requireAccessPoint(await connection.ready(), label, subject);
      let target: AccessPointState = 'normal';

      function plan(state: AccessPointState): FlowResult {
        target = state;
        const unsafe = UNSAFE_STATES.includes(state);
        const effect = STATE_EFFECTS[state];
        return {
          kind: 'plan',
          stepId: 'plan',
          title: TITLE,
          rows: [
            {
              controllerId,
              controllerLabel: label,
              field: 'state',
              fieldLabel: { en: point.name, ru: point.name },
              now: point.state ? STATE_WORDS[point.state] : { en: 'unknown', ru: 'неизвестно' },
              after: STATE_WORDS[state],
              ...(unsafe ? { warning: effect } : {}),
            },
          ],
          notes: [effect],
          confirmLabel: {
            en: `Set ${point.name} to ${STATE_WORDS[state].en.toLowerCase()}`,
            ru: `Перевести ${point.name} в режим «${STATE_WORDS[state].ru}»`,
          },
          ...(unsafe
            ? {
                danger: {
                  en: `${point.name}: ${effect.en} People pass without being checked.`,
                  ru: `${point.name}: ${effect.ru} Люди проходят без проверки.`,
                },
              }
            : {}),
        };
      }

      async function apply(): Promise<FlowResult> {
        const state = target;
        const job = (await deps.jobs()).start({
          kind: 'access-point-state',
          title: TITLE,
          controllers: [{ controllerId, label }],
          run: async (ctx) => {
            const client = await (await deps.controller(ctx.controllerId)).connection.ready();
            await setState(client, point, state, ctx);
            return { result: { uuid: point.uuid, state } };
          },
        });
        return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
      }

      return {
        firstStep: 'state',
        async step(stepId, input) {
          if (stepId === 'state') {
            if (!input) {
              return {
                kind: 'form',
                stepId,
                title: TITLE,
                description: { en: point.name, ru: point.name },
                schema: stateForm,
                values: { state: point.state ?? 'normal' },
              };
            }
            return plan((input as z.infer<typeof stateForm>).state);
          }
          if (stepId === 'plan') return apply();
          throw new Error(`the state flow has no step "${stepId}"`);
        },
      };
    },
  };
}

async function setState(
  client: ControllerClient,
  point: AccessPointView,
  state: AccessPointState,
  steps: AccessPointSteps,
): Promise<void> {
  const before = { state: point.state ?? null };
  const fail = async (error: ErrorData): Promise<never> => {
    await steps.journal({
      action: 'accessPoint.state',
      before,
      after: { state },
      outcome: 'failed',
      error,
    });
    throw new AppFailure(error);
  };
  steps.step({ en: `setting ${point.name} to ${state}`, ru: `${point.name}: режим ${state}` });
  let lost: ClientError | undefined;
  try {
    await client.api.accessPoints.setState({ params: { uuid: point.uuid, state }, body: {} });
  } catch (error) {
    if (!(error instanceof ClientError)) throw error;
    if (isControllerAnswer(error)) return fail(error.toData());
    // The answer was lost: the state read back says whether it was taken.
    lost = error;
  }
  const read = await readAccessPoint(client, point.uuid);
  if (lost && read?.state !== state) return fail(lost.toData());
  if (read?.state !== undefined && read.state !== state) {
    return fail({
      code: 'access_point_not_verified',
      message: {
        en: `${point.name} reads back in state ${read.state}, not ${state}.`,
        ru: `${point.name} после проверки в режиме ${read.state}, а не ${state}.`,
      },
    });
  }
  await steps.journal({
    action: 'accessPoint.state',
    before,
    after: { state: read?.state ?? state },
    outcome: 'succeeded',
    summary: {
      en: `${point.name}: ${STATE_WORDS[state].en.toLowerCase()}${read?.state ? ', verified' : ''}.`,
      ru: `${point.name}: режим «${STATE_WORDS[state].ru}»${read?.state ? ', проверено' : ''}.`,
    },
  });
}
