/**
 * A site plan applied as jobs of the commissioning engine (docs/decisions.md, "Site plans"):
 * first one job over the controllers with something to change, each under its lock, a bounded
 * number at once, each brought to its plan in the safe order (controller-apply.ts); then, with
 * every member at its planned address, the cluster by the VPN wizard's job (share, find, sync,
 * verify: cluster-sync-job.ts). What to do is always read afresh, so applying twice sends
 * nothing the second time and an apply cut short is finished by the next.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';
import type { SitePlan } from '../../shared/plans/site-plan.schema';
import type { SiteDiff } from '../../shared/plans/site-diff.schema';
import type { Engine } from '../engine/engine';
import { startClusterJob } from '../vpn/cluster-sync-job';
import { vpnFlowDeps } from '../vpn/vpn-flow-deps';
import { readMembers } from '../vpn/vpn-reading';
import type { SubJobContext } from '../jobs/job-spec';
import { applyController, type ControllerApplyDeps } from './controller-apply';
import { plannedSections, readControllerState } from './controller-state';
import { comparedTarget, type PlanTarget } from './site-plan-reading';
import { PLANS_WORDS } from './plans.words';

export const PLAN_JOB_TITLE: LocalizedText = PLANS_WORDS.applySitePlan;
const CLUSTER_TITLE: LocalizedText = PLANS_WORDS.buildSitePlansVpn;

export interface SitePlanApplyDeps extends ControllerApplyDeps {
  engine: Engine;
}

/**
 * The controller read back once its changes are made, still under its lock and on the
 * connection its job warmed (the controller closes an idle one after a few seconds): what the
 * read of the site after the job keeps (site-plan-run.ts). A read back that fails is left out,
 * and that controller is read again with the rest.
 */
async function readBack(
  target: PlanTarget,
  ctx: SubJobContext,
  into: Map<string, PlanTarget>,
): Promise<void> {
  const { serial, planned, stored, connection } = target;
  if (!stored || !connection) return;
  ctx.step(PLANS_WORDS.readingBack);
  try {
    const client = await connection.ready(ctx.signal);
    const state = await readControllerState(client, plannedSections(planned));
    into.set(serial, comparedTarget({ serial, planned, stored, connection }, state));
  } catch {
    into.delete(serial);
  }
}

/**
 * The job over every readable controller with changes; undefined when none has any. Each
 * controller applied is read back into `readBacks` (by serial).
 */
export async function startControllersJob(
  deps: SitePlanApplyDeps,
  targets: readonly PlanTarget[],
  parallel: number,
  readBacks: Map<string, PlanTarget> = new Map(),
): Promise<Job | undefined> {
  const changing = targets.filter((t) => t.diff.state === 'changes' && t.connection && t.stored);
  if (changing.length === 0) return undefined;
  const byId = new Map(changing.map((t) => [t.stored!.id, t]));
  const runner = await deps.engine.jobs();
  return runner.start({
    kind: 'plan',
    title: PLAN_JOB_TITLE,
    concurrency: parallel,
    lock: 'wait',
    controllers: changing.map((t) => ({ controllerId: t.stored!.id, label: t.label })),
    stopNow: PLANS_WORDS.stopNowEndsEach,
    run: async (ctx) => {
      const target = byId.get(ctx.controllerId)!;
      const result = await applyController(deps, target.planned, target.connection!, ctx);
      await readBack(target, ctx, readBacks);
      return { result };
    },
  });
}

/** The cluster job when the diff has cluster changes and its controllers could be read. */
export async function startClusterPlanJob(
  deps: SitePlanApplyDeps,
  plan: SitePlan,
  diff: SiteDiff,
  targets: readonly PlanTarget[],
): Promise<Job | undefined> {
  if (!plan.vpn || !diff.vpn || diff.vpn.changes.length === 0) return undefined;
  const master = targets.find((t) => t.serial === plan.vpn!.master);
  if (!master?.stored || !master.connection) return undefined;
  const listed = await readMembers(await master.connection.ready());
  const members = plan.vpn.members.flatMap((serial) => {
    const t = targets.find((x) => x.serial === serial);
    if (!t?.stored || !t.connection) return [];
    const known = listed.find((m) => m.serial === serial);
    if (known?.state === 'synced') return [];
    return [
      {
        serial,
        key: t.stored.id,
        controllerId: t.stored.id,
        label: t.label,
        host: t.connection.address.host,
        port: t.connection.address.port,
        fingerprint: t.stored.fingerprint256,
        connection: t.connection,
        isNew: known === undefined,
      },
    ];
  });
  if (members.length === 0) return undefined;
  const vpn = vpnFlowDeps(deps.engine);
  return startClusterJob(vpn, {
    kind: 'plan-vpn',
    title: CLUSTER_TITLE,
    master: { controllerId: master.stored.id, label: master.label },
    members,
    share: { comment: plan.vpn.comment ?? (await vpn.siteName()) },
  });
}
