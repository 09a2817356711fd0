/**
 * Sync again, and verify, the members of a master (spec 4.12): the flow's controller is the
 * master, its subject one member's serial (none: every member). The plan lists each member with
 * its state now; sync runs the cluster job (share, sync, verify), verify compares each member
 * with the master and changes nothing. A member not on this site cannot be read here, so its
 * verification fails with what to do.
 */
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { flowOfSteps, planStep } from '../flows/step-table';
import { startClusterJob } from './cluster-sync-job';
import { clusterMembers, type MasterAndMembers } from './cluster-members';
import { recordedVerification } from './recorded-verification';
import { vpnError } from './vpn-errors';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';

const SYNC: LocalizedText = VPN_WORDS.syncVpnCluster;
const VERIFY: LocalizedText = VPN_WORDS.verifyVpnCluster;

function rowsOf(found: MasterAndMembers, after: string): PlanRow[] {
  return found.members.map((m) => ({
    controllerId: m.key,
    controllerLabel: m.label,
    field: 'vpn',
    fieldLabel: VPN_WORDS.vpnMember,
    now: `${m.member.stateText}${m.member.lastSyncAt ? `, last synced ${m.member.lastSyncAt}` : ''}`,
    after,
  }));
}

function noMembers(label: string): FlowResult {
  return {
    kind: 'done',
    summary: VPN_WORDS.hasNoVpnMembers(label),
  };
}

async function startVerifyJob(deps: VpnFlowDeps, found: MasterAndMembers) {
  const { master } = found;
  return (await deps.jobs()).start({
    kind: 'vpn-verify',
    title: VERIFY,
    lock: 'wait',
    controllers: found.members.map((m) => ({ controllerId: m.key, label: m.label })),
    run: async (ctx) => {
      const member = found.members.find((m) => m.key === ctx.controllerId)!;
      if (!member.connection)
        throw new AppFailure(vpnError('vpn_member_unreadable', { serial: member.serial }));
      const verification = await recordedVerification(ctx, {
        action: 'vpn.verified',
        serial: member.serial,
        master: { label: master.label, client: await master.connection.ready(ctx.signal) },
        member: await member.connection.ready(ctx.signal),
        words: {
          equal: VPN_WORDS.equalTo(master.label),
          differs: (n) => VPN_WORDS.differsRecord(master.label, n),
        },
      });
      return { result: verification };
    },
  });
}

/** One run: sync or verify, of one master's members (the subject's only, when one is named). */
interface ClusterRun {
  deps: VpnFlowDeps;
  type: 'vpn-sync' | 'vpn-verify';
  title: LocalizedText;
  masterId: string;
  subject: string | undefined;
  found?: MasterAndMembers;
}

/** Each member with its state now; verify notes that nothing is changed. */
async function planCluster(run: ClusterRun): Promise<FlowResult> {
  const { type } = run;
  const found = await clusterMembers(run.deps, run.masterId, run.subject);
  run.found = found;
  if (found.members.length === 0) return noMembers(found.master.label);
  const count = found.members.length;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: run.title,
    rows: rowsOf(found, type === 'vpn-sync' ? 'synced and verified' : 'compared with the master'),
    notes: type === 'vpn-verify' ? [VPN_WORDS.nothingChangedBothOnly] : [],
    confirmLabel: type === 'vpn-sync' ? VPN_WORDS.syncCount(count) : VPN_WORDS.verifyCount(count),
  };
}

/** Sync: the cluster job (share, sync, verify); verify: the comparison, which changes nothing. */
async function applyCluster({ deps, type, title, found }: ClusterRun): Promise<FlowResult> {
  const job =
    type === 'vpn-sync'
      ? await startClusterJob(deps, {
          kind: type,
          title,
          master: { controllerId: found!.master.id, label: found!.master.label },
          members: found!.members,
        })
      : await startVerifyJob(deps, found!);
  return { kind: 'job', stepId: 'apply', title, jobId: job.id };
}

function clusterFlow(deps: VpnFlowDeps, type: 'vpn-sync' | 'vpn-verify'): FlowDefinition {
  const title = type === 'vpn-sync' ? SYNC : VERIFY;
  return flowOfSteps({
    type,
    title,
    start: ({ controllerIds, subject }): ClusterRun => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error(`the ${type} flow needs its master`);
      return { deps, type, title, masterId, subject };
    },
    first: 'plan',
    steps: { plan: planStep(applyCluster, planCluster) },
  });
}

export const vpnSyncFlow = (deps: VpnFlowDeps) => clusterFlow(deps, 'vpn-sync');
export const vpnVerifyFlow = (deps: VpnFlowDeps) => clusterFlow(deps, 'vpn-verify');
