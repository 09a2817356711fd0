/**
 * Copying a layout: access points chosen on one controller created the same (kind, name, type,
 * extra parameters) on others (spec 4.2). The first controller is the source, the rest the
 * targets. An access point counts as there already when the target holds one of the same kind
 * and name: the plan lists it as skipped, the job checks again before creating, so running the
 * copy twice creates nothing new. Each target gets its own controller uuid (access-point-reading).
 */
import { z } from 'zod';
import type { PlanRow } from '../../shared/ipc/flow.schema';
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
import { KIND_WORDS } from './access-point-words';
import { saveAccessPoint, type AccessPointSteps } from './save-access-point';
import { ACCESS_POINTS_WORDS } from './access-points.words';
import type { ControllerClient } from '../client/controller-client';
import { flowOfSteps, formStep, planStep } from '../flows/step-table';

/** What copying to one target reports to its job, and the job's cancel. */
type CopySteps = AccessPointSteps & { signal: AbortSignal };

const TITLE: LocalizedText = ACCESS_POINTS_WORDS.copyTitle;

function sameAs(a: AccessPointView, b: AccessPointView): boolean {
  return a.kind === b.kind && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
}

function describePoint(p: AccessPointView): LocalizedText {
  const kind = p.kind ? KIND_WORDS[p.kind] : ACCESS_POINTS_WORDS.unknownKind;
  return ACCESS_POINTS_WORDS.pointWithKind(p.name, kind);
}

/** The form of the source's access points to copy. */
function chooseForm(sourceLabel: string, sourcePoints: AccessPointView[]) {
  return z.object({
    points: z
      .array(z.enum(sourcePoints.map((p) => p.uuid) as [string, ...string[]]))
      .min(1)
      .meta({
        label: ACCESS_POINTS_WORDS.accessPoints(sourceLabel),
        options: Object.fromEntries(sourcePoints.map((p) => [p.uuid, describePoint(p)])),
      }),
  });
}

type ChooseValues = z.infer<ReturnType<typeof chooseForm>>;

/** One run: the targets, the source's access points, their form and those chosen. */
interface CopyRun {
  deps: AccessPointFlowDeps;
  targetIds: string[];
  sourcePoints: AccessPointView[];
  form: ReturnType<typeof chooseForm>;
  chosen: AccessPointView[];
}

async function startCopy(
  deps: AccessPointFlowDeps,
  { controllerIds }: { controllerIds: string[] },
): Promise<CopyRun> {
  const [sourceId, ...targetIds] = controllerIds;
  if (!sourceId || targetIds.length === 0) {
    throw new AppFailure({
      code: 'copy_needs_targets',
      message: ACCESS_POINTS_WORDS.chooseControllerCopyFirst,
    });
  }
  const source = await deps.controller(sourceId);
  const sourcePoints = (await readAccessPoints(await source.connection.ready())).filter(
    (p) => p.kind,
  );
  const form = chooseForm(source.label, sourcePoints);
  return { deps, targetIds, sourcePoints, form, chosen: [] };
}

function showChooseForm(run: CopyRun): Promise<FlowResult> {
  return Promise.resolve({ kind: 'form', stepId: 'choose', title: TITLE, schema: run.form });
}

/** Per target, the chosen access points it lacks; one it holds already is a note. */
async function planCopy(run: CopyRun, { points: uuids }: ChooseValues): Promise<FlowResult> {
  run.chosen = run.sourcePoints.filter((p) => uuids.includes(p.uuid));
  const rows: PlanRow[] = [];
  const notes: LocalizedText[] = [];
  for (const targetId of run.targetIds) {
    const target = await run.deps.controller(targetId);
    const held = await readAccessPoints(await target.connection.ready());
    for (const point of run.chosen) {
      if (held.some((h) => sameAs(h, point))) {
        notes.push(ACCESS_POINTS_WORDS.thereAlreadySkipped(target.label, describePoint(point)));
        continue;
      }
      rows.push({
        controllerId: targetId,
        controllerLabel: target.label,
        field: point.uuid,
        fieldLabel: ACCESS_POINTS_WORDS.accessPoint,
        now: ACCESS_POINTS_WORDS.none,
        after: describePoint(point),
      });
    }
  }
  return {
    kind: 'plan',
    stepId: 'plan',
    title: TITLE,
    rows,
    notes,
    confirmLabel: ACCESS_POINTS_WORDS.createCount(rows.length),
  };
}

/** Creates on one target what it lacks (checked again here), with the target's own uuid. */
async function copyTo(client: ControllerClient, copying: AccessPointView[], ctx: CopySteps) {
  const held = await readAccessPoints(client);
  const controllerUuid = controllerUuidOf([...held, ...(await readAutomations(client))]);
  if (!controllerUuid) {
    throw new AppFailure({
      code: 'controller_uuid_unknown',
      message: ACCESS_POINTS_WORDS.noPointForUuidCopy,
    });
  }
  let created = 0;
  for (const point of copying) {
    if (held.some((h) => sameAs(h, point))) continue;
    if (ctx.signal.aborted) break;
    await saveAccessPoint(
      client,
      {
        kind: point.kind!,
        name: point.name,
        type: point.type || point.kind!,
        controllerUuid,
        extParameters: point.extParameters,
      },
      ctx,
    );
    created += 1;
  }
  return created;
}

async function applyCopy({ deps, targetIds, chosen }: CopyRun): Promise<FlowResult> {
  const copying = chosen;
  const labels = await Promise.all(targetIds.map(async (id) => (await deps.controller(id)).label));
  const job = (await deps.jobs()).start({
    kind: 'access-points-copy',
    title: TITLE,
    controllers: targetIds.map((controllerId, i) => ({ controllerId, label: labels[i]! })),
    run: async (ctx) => {
      const client = await (await deps.controller(ctx.controllerId)).connection.ready();
      return { result: { created: await copyTo(client, copying, ctx) } };
    },
  });
  return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
}

export function copyLayoutFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'access-points-copy',
    title: TITLE,
    start: (input) => startCopy(deps, input),
    first: 'choose',
    steps: {
      choose: formStep(showChooseForm, planCopy),
      plan: planStep(applyCopy),
    },
  });
}
