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
import { ACCESS_POINTS_WORDS } from './access-points.words';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

const TITLE: LocalizedText = ACCESS_POINTS_WORDS.accessPointState;

const stateForm = z.object({
  state: z.enum(ACCESS_POINT_STATES).meta({
    label: ACCESS_POINTS_WORDS.state,
    options: Object.fromEntries(
      ACCESS_POINT_STATES.map((s) => [
        s,
        ACCESS_POINTS_WORDS.stateWithEffect(STATE_WORDS[s], STATE_EFFECTS[s]),
      ]),
    ),
  }),
});

/** One run: the controller, the access point (the subject) and the state planned for it. */
interface StateRun {
  deps: AccessPointFlowDeps;
  controllerId: string;
  label: string;
  point: AccessPointView;
  target: AccessPointState;
}

async function startState(
  deps: AccessPointFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<StateRun> {
  const [controllerId] = controllerIds as [string, ...string[]];
  if (!controllerId || controllerIds.length > 1 || !subject) {
    throw new Error('a state is set on one access point of one controller');
  }
  const { connection, label } = await deps.controller(controllerId);
  const point = await requireAccessPoint(await connection.ready(), label, subject);
  return { deps, controllerId, label, point, target: 'normal' };
}

function showStateForm({ point }: StateRun): Promise<FlowResult> {
  return Promise.resolve({
    kind: 'form',
    stepId: 'state',
    title: TITLE,
    description: { en: point.name, ru: point.name },
    schema: stateForm,
    values: { state: point.state ?? 'normal' },
  });
}

/** The state now -> after; open and emergency let anyone through, so they are confirmed twice. */
function planState(run: StateRun, { state }: z.infer<typeof stateForm>): Promise<FlowResult> {
  const { point } = run;
  run.target = state;
  const unsafe = UNSAFE_STATES.includes(state);
  const effect = STATE_EFFECTS[state];
  return Promise.resolve({
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows: [
      {
        controllerId: run.controllerId,
        controllerLabel: run.label,
        field: 'state',
        fieldLabel: { en: point.name, ru: point.name },
        now: point.state ? STATE_WORDS[point.state] : ACCESS_POINTS_WORDS.unknown,
        after: STATE_WORDS[state],
        ...(unsafe ? { warning: effect } : {}),
      },
    ],
    notes: [effect],
    confirmLabel: ACCESS_POINTS_WORDS.setStateOf(point.name, STATE_WORDS[state]),
    ...(unsafe
      ? {
          danger: ACCESS_POINTS_WORDS.peoplePassWithoutBeing(point.name, effect),
        }
      : {}),
  });
}

async function applyState(run: StateRun): Promise<FlowResult> {
  const { deps, controllerId, label, point } = run;
  const state = run.target;
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

export function accessPointStateFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'access-point-state',
    title: TITLE,
    start: (input) => startState(deps, input),
    first: 'state',
    steps: {
      state: formStep(showStateForm, planState),
      plan: planStep(applyState),
    },
  });
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
  steps.step(ACCESS_POINTS_WORDS.setting(point.name, state));
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
      message: ACCESS_POINTS_WORDS.readsBackStateNot(point.name, read.state, state),
    });
  }
  await steps.journal({
    action: 'accessPoint.state',
    before,
    after: { state: read?.state ?? state },
    outcome: 'succeeded',
    summary: ACCESS_POINTS_WORDS.stateSet(point.name, STATE_WORDS[state], Boolean(read?.state)),
  });
}
