/**
 * Remove a member, on the master (spec 4.12): `vpn-remove` forgets the subject member
 * (`DELETE /vpn/{serial}`, which also stops its sync), read back from the master's member list
 * before the journal says it is done. A removal is a change of the cluster: it waits for the
 * master's lock (a stop of the syncs does not: vpn-stop.flow.ts).
 */
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { planFirst } from '../flows/plan-first';
import { sleep } from '../client/retry';
import { clusterMembers, type MasterAndMembers } from './cluster-members';
import { removeMember } from './vpn-command';
import { readMembers } from './vpn-reading';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';

const REMOVE: LocalizedText = VPN_WORDS.removeVpnMember;
const READ_BACK_MS = 10_000;

export function vpnRemoveFlow(deps: VpnFlowDeps): FlowDefinition {
  return {
    type: 'vpn-remove',
    title: REMOVE,
    create: ({ controllerIds, subject }) => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error('the vpn-remove flow needs its master');
      if (!subject) throw new Error('vpn-remove needs the member serial as its subject');
      let found: MasterAndMembers | undefined;

      async function plan(): Promise<FlowResult> {
        found = await clusterMembers(deps, masterId!, subject);
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
          confirmLabel: VPN_WORDS.removeName(subject),
        };
      }

      async function apply(): Promise<FlowResult> {
        const { master, members } = found!;
        const job = (await deps.jobs()).start({
          kind: 'vpn-remove',
          title: REMOVE,
          lock: 'wait',
          holds: [{ controllerId: master.id, label: master.label }],
          controllers: members.map((m) => ({ controllerId: m.key, label: m.label })),
          run: async (ctx) => {
            const m = members.find((x) => x.key === ctx.controllerId)!;
            const client = await master.connection.ready(ctx.signal);
            await removeMember(client, m.serial, ctx.signal);
            const deadline = Date.now() + READ_BACK_MS;
            for (;;) {
              const now = (await readMembers(client, ctx.signal)).find(
                (x) => x.serial === m.serial,
              );
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
          },
        });
        return { kind: 'job', stepId: 'apply', title: REMOVE, jobId: job.id };
      }

      return planFirst('vpn-remove', plan, apply);
    },
  };
}
