/**
 * Remove a member, on the master (spec 4.12): `vpn-remove` forgets the subject member
 * (`DELETE /vpn/{serial}`, which also stops its sync), read back from the master's member list
 * before the journal says it is done. A removal is a change of the cluster: it waits for the
 * master's lock (a stop of the syncs does not: vpn-stop.flow.ts).
 */
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { flowOfSteps, planStep } from '../flows/step-table';
import type { SubJobContext } from '../jobs/job-spec';
import { sleep } from '../client/retry';
import { clusterMembers, type ClusterMember, type MasterAndMembers } from './cluster-members';
import { removeMember } from './vpn-command';
import { readMembers } from './vpn-reading';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';

const REMOVE: LocalizedText = VPN_WORDS.removeVpnMember;
const READ_BACK_MS = 10_000;

/** One run: the master, the member's serial (the subject) and what the plan found. */
interface RemoveRun {
  deps: VpnFlowDeps;
  masterId: string;
  subject: string;
  found?: MasterAndMembers;
}

async function planRemove(run: RemoveRun): Promise<FlowResult> {
  const found = await clusterMembers(run.deps, run.masterId, run.subject);
  run.found = found;
  return {
    kind: 'plan',
    stepId: 'plan',
    title: REMOVE,
    rows: found.members.map((m) => ({
      controllerId: m.key,
      controllerLabel: m.label,
      field: 'vpn',
      fieldLabel: VPN_WORDS.vpnMember,
      now: m.member.stateText,
      after: 'not a member',
    })),
    notes: [VPN_WORDS.whatSyncCopiedStays],
    confirmLabel: VPN_WORDS.removeName(run.subject),
  };
}

/** Removes the member and reads the master's list until it is gone, then journals it. */
async function removeAndReadBack(
  ctx: SubJobContext,
  master: MasterAndMembers['master'],
  m: ClusterMember,
) {
  const client = await master.connection.ready(ctx.signal);
  await removeMember(client, m.serial, ctx.signal);
  const deadline = Date.now() + READ_BACK_MS;
  for (;;) {
    const now = (await readMembers(client, ctx.signal)).find((x) => x.serial === m.serial);
    if (now === undefined) {
      await ctx.journal({
        action: 'vpn.memberRemoved',
        outcome: 'succeeded',
        summary: VPN_WORDS.removedCluster(master.label),
        before: { state: m.member.stateText, counts: m.member.counts ?? null },
        after: { member: false },
      });
      return { result: { serial: m.serial, state: 'removed' } };
    }
    if (Date.now() > deadline)
      throw new AppFailure({
        code: 'vpn_not_applied',
        message: VPN_WORDS.stillListsAfterCommand(master.label, m.serial, now.stateText),
      });
    await sleep(250, ctx.signal);
  }
}

async function applyRemove({ deps, found }: RemoveRun): Promise<FlowResult> {
  const { master, members } = found!;
  const job = (await deps.jobs()).start({
    kind: 'vpn-remove',
    title: REMOVE,
    lock: 'wait',
    holds: [{ controllerId: master.id, label: master.label }],
    controllers: members.map((m) => ({ controllerId: m.key, label: m.label })),
    run: (ctx) =>
      removeAndReadBack(
        ctx,
        master,
        members.find((x) => x.key === ctx.controllerId)!,
      ),
  });
  return { kind: 'job', stepId: 'apply', title: REMOVE, jobId: job.id };
}

export function vpnRemoveFlow(deps: VpnFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'vpn-remove',
    title: REMOVE,
    start: ({ controllerIds, subject }): RemoveRun => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error('the vpn-remove flow needs its master');
      if (!subject) throw new Error('vpn-remove needs the member serial as its subject');
      return { deps, masterId, subject };
    },
    first: 'plan',
    steps: { plan: planStep(applyRemove, planRemove) },
  });
}
