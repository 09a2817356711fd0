/**
 * Deleting one access point (spec 4.2 `DELETE /access_points/{uuid}`): the plan names the access
 * profiles and automations that use it (access-point-uses.ts) and asks for the second,
 * explicit confirmation when any do, since their people lose passage there. Verified by the
 * access point being gone (404 on its read, D4); journalled with what it was.
 */
import { AppFailure, type ErrorData } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import { ClientError } from '../client/client-error';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import type { AccessPointFlowDeps } from './access-point-flow-deps';
import { readAccessPoint, requireAccessPoint, type AccessPointView } from './access-point-reading';
import { accessPointUses } from './access-point-uses';
import { recordedPoint, type AccessPointSteps } from './save-access-point';
import { ACCESS_POINTS_WORDS } from './access-points.words';
import type { ControllerClient } from '../client/controller-client';
import { flowOfSteps, planStep } from '../flows/step-table';

const TITLE: LocalizedText = ACCESS_POINTS_WORDS.deleteAccessPoint;

/** One run: the controller, its client and the access point (the subject) deleted. */
interface DeleteRun {
  deps: AccessPointFlowDeps;
  controllerId: string;
  label: string;
  client: ControllerClient;
  point: AccessPointView;
}

async function startDelete(
  deps: AccessPointFlowDeps,
  { controllerIds, subject }: { controllerIds: string[]; subject?: string },
): Promise<DeleteRun> {
  const [controllerId] = controllerIds as [string, ...string[]];
  if (!controllerId || controllerIds.length > 1 || !subject) {
    throw new Error('one access point of one controller is deleted at a time');
  }
  const { connection, label } = await deps.controller(controllerId);
  const client = await connection.ready();
  const point = await requireAccessPoint(client, label, subject);
  return { deps, controllerId, label, client, point };
}

/** The access point gone, and who loses passage there (a second confirmation when any do). */
async function planDelete({ client, controllerId, label, point }: DeleteRun): Promise<FlowResult> {
  const uses = await accessPointUses(client, point.uuid);
  const notes: LocalizedText[] = [];
  if (uses.profiles.length > 0) {
    const list = uses.profiles.join(', ');
    notes.push(ACCESS_POINTS_WORDS.accessProfilesListLose(list));
  }
  if (uses.automations.length > 0) {
    const list = uses.automations.join(', ');
    notes.push(ACCESS_POINTS_WORDS.automationsName(list));
  }
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows: [
      {
        controllerId,
        controllerLabel: label,
        field: 'access_point',
        fieldLabel: ACCESS_POINTS_WORDS.accessPoint,
        now: { en: point.name, ru: point.name },
        after: ACCESS_POINTS_WORDS.deleted,
      },
    ],
    notes,
    confirmLabel: ACCESS_POINTS_WORDS.deleteName(point.name),
    ...(notes.length > 0
      ? {
          danger: {
            en: notes.map((n) => n.en).join(' '),
            ru: notes.map((n) => n.ru).join(' '),
          },
        }
      : {}),
  };
}

/** Deletes it, verified by its read answering 404 (D4), journalled with what it was. */
async function deletePoint(ready: ControllerClient, point: AccessPointView, ctx: AccessPointSteps) {
  const before = recordedPoint(point);
  const fail = async (error: ErrorData): Promise<never> => {
    await ctx.journal({
      action: 'accessPoint.deleted',
      before,
      outcome: 'failed',
      error,
    });
    throw new AppFailure(error);
  };
  ctx.step(ACCESS_POINTS_WORDS.deleting(point.name));
  try {
    await ready.api.accessPoints.delete({ params: { uuid: point.uuid } });
  } catch (error) {
    if (error instanceof ClientError) return fail(error.toData());
    throw error;
  }
  const still = await readAccessPoint(ready, point.uuid).catch((error: unknown) => {
    if (ClientError.is(error, 'not_found')) return undefined;
    throw error;
  });
  if (still) {
    return fail({
      code: 'access_point_not_verified',
      message: ACCESS_POINTS_WORDS.stillReadsBackAfter(point.name),
    });
  }
  await ctx.journal({
    action: 'accessPoint.deleted',
    before,
    outcome: 'succeeded',
    summary: ACCESS_POINTS_WORDS.deletedName(point.name),
  });
}

async function applyDelete({ deps, controllerId, label, point }: DeleteRun): Promise<FlowResult> {
  const job = (await deps.jobs()).start({
    kind: 'access-point-delete',
    title: TITLE,
    controllers: [{ controllerId, label }],
    run: async (ctx) => {
      const ready = await (await deps.controller(ctx.controllerId)).connection.ready();
      await deletePoint(ready, point, ctx);
      return { result: { uuid: point.uuid } };
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function accessPointDeleteFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'access-point-delete',
    title: TITLE,
    start: (input) => startDelete(deps, input),
    first: 'plan',
    steps: { plan: planStep(applyDelete, planDelete) },
  });
}
