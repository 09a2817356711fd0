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
import { saveAccessPoint } from './save-access-point';
import { ACCESS_POINTS_WORDS } from './access-points.words';

const TITLE: LocalizedText = ACCESS_POINTS_WORDS.copyTitle;

function sameAs(a: AccessPointView, b: AccessPointView): boolean {
  return a.kind === b.kind && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
}

function describePoint(p: AccessPointView): LocalizedText {
  const kind = p.kind ? KIND_WORDS[p.kind] : ACCESS_POINTS_WORDS.unknownKind;
  return ACCESS_POINTS_WORDS.pointWithKind(p.name, kind);
}

export function copyLayoutFlow(deps: AccessPointFlowDeps): FlowDefinition {
  return {
    type: 'access-points-copy',
    title: TITLE,
    create: async ({ controllerIds }) => {
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
      const form = z.object({
        points: z
          .array(z.enum(sourcePoints.map((p) => p.uuid) as [string, ...string[]]))
          .min(1)
          .meta({
            label: ACCESS_POINTS_WORDS.accessPoints(source.label),
            options: Object.fromEntries(sourcePoints.map((p) => [p.uuid, describePoint(p)])),
          }),
      });
      let chosen: AccessPointView[] = [];

      async function plan(uuids: string[]): Promise<FlowResult> {
        chosen = sourcePoints.filter((p) => uuids.includes(p.uuid));
        const rows: PlanRow[] = [];
        const notes: LocalizedText[] = [];
        for (const targetId of targetIds) {
          const target = await deps.controller(targetId);
          const held = await readAccessPoints(await target.connection.ready());
          for (const point of chosen) {
            if (held.some((h) => sameAs(h, point))) {
              notes.push(
                ACCESS_POINTS_WORDS.thereAlreadySkipped(target.label, describePoint(point)),
              );
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

      async function apply(): Promise<FlowResult> {
        const copying = chosen;
        const labels = await Promise.all(
          targetIds.map(async (id) => (await deps.controller(id)).label),
        );
        const job = (await deps.jobs()).start({
          kind: 'access-points-copy',
          title: TITLE,
          controllers: targetIds.map((controllerId, i) => ({ controllerId, label: labels[i]! })),
          run: async (ctx) => {
            const client = await (await deps.controller(ctx.controllerId)).connection.ready();
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
            return { result: { created } };
          },
        });
        return { kind: 'job', stepId: 'apply', title: TITLE, jobId: job.id };
      }

      return {
        firstStep: 'choose',
        async step(stepId, input) {
          if (stepId === 'choose') {
            return input
              ? plan((input as z.infer<typeof form>).points)
              : { kind: 'form', stepId, title: TITLE, schema: form };
          }
          if (stepId === 'plan') return apply();
          throw new Error(`the copy flow has no step "${stepId}"`);
        },
      };
    },
  };
}
