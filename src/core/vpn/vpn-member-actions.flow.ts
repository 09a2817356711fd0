/**
 * Stop syncs and remove a member, on the master (spec 4.12): `vpn-stop` stops the running sync
 * of the subject member (none: every running sync, `POST /vpn/master/sync/stop`), `vpn-remove`
 * forgets the subject member (`DELETE /vpn/{serial}`, which also stops its sync). Each is read
 * back from the master's member list before the journal says it is done.
 */
import { IpcFailure, type LocalizedText } from '../../shared/ipc/ipc-error';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { planFirst } from '../flows/plan-first';
import { sleep } from '../client/retry';
import { clusterMembers, type MasterAndMembers } from './cluster-members';
import { removeMember, stopAllSyncs, syncCommand } from './vpn-command';
import { readMembers } from './vpn-reading';
import type { VpnFlowDeps } from './vpn-flow-deps';

const STOP: LocalizedText = { en: 'Stop VPN syncs', ru: 'Остановить синхронизацию VPN' };
const REMOVE: LocalizedText = { en: 'Remove a VPN member', ru: 'Удалить участника VPN' };
const READ_BACK_MS = 10_000;

function memberActionFlow(deps: VpnFlowDeps, type: 'vpn-stop' | 'vpn-remove'): FlowDefinition {
  const stop = type === 'vpn-stop';
  const title = stop ? STOP : REMOVE;
  return {
    type,
    title,
    create: ({ controllerIds, subject }) => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error(`the ${type} flow needs its master`);
      if (!stop && !subject) throw new Error('vpn-remove needs the member serial as its subject');
      let found: MasterAndMembers | undefined;

      async function plan(): Promise<FlowResult> {
        found = await clusterMembers(deps, masterId!, subject);
        if (stop) found.members = found.members.filter((m) => m.member.state === 'syncing');
        if (found.members.length === 0)
          return {
            kind: 'done',
            summary: {
              en: `No sync is running on ${found.master.label}.`,
              ru: `На ${found.master.label} синхронизация не идёт.`,
            },
          };
        return {
          kind: 'plan',
          stepId: 'plan',
          title,
          rows: found.members.map((m) => ({
            controllerId: m.key,
            controllerLabel: m.label,
            field: 'vpn',
            fieldLabel: { en: 'VPN member', ru: 'Участник VPN' },
            now: m.member.stateText,
            after: stop ? 'idle (sync stopped)' : 'not a member',
          })),
          notes: stop
            ? []
            : [
                {
                  en: 'What the sync copied to it stays on it; the master stops syncing it.',
                  ru: 'Скопированное синхронизацией остаётся на нём; мастер перестаёт его синхронизировать.',
                },
              ],
          confirmLabel: stop
            ? { en: 'Stop the sync', ru: 'Остановить синхронизацию' }
            : { en: `Remove ${subject}`, ru: `Удалить ${subject}` },
        };
      }

      async function apply(): Promise<FlowResult> {
        const { master, members } = found!;
        let stopAll: Promise<unknown> | undefined;
        const job = (await deps.jobs()).start({
          kind: type,
          title,
          lock: 'wait',
          holds: [{ controllerId: master.id, label: master.label }],
          controllers: members.map((m) => ({ controllerId: m.key, label: m.label })),
          run: async (ctx) => {
            const m = members.find((x) => x.key === ctx.controllerId)!;
            const client = await master.connection.ready(ctx.signal);
            if (!stop) await removeMember(client, m.serial, ctx.signal);
            else if (subject) await syncCommand(client, m.serial, 'stop', ctx.signal);
            else await (stopAll ??= stopAllSyncs(client, ctx.signal));
            const deadline = Date.now() + READ_BACK_MS;
            for (;;) {
              const now = (await readMembers(client, ctx.signal)).find(
                (x) => x.serial === m.serial,
              );
              const done = stop ? now?.state !== 'syncing' : now === undefined;
              if (done) {
                await ctx.journal({
                  action: stop ? 'vpn.syncStopped' : 'vpn.memberRemoved',
                  outcome: 'succeeded',
                  summary: stop
                    ? {
                        en: `Sync from ${master.label} stopped.`,
                        ru: `Синхронизация с ${master.label} остановлена.`,
                      }
                    : {
                        en: `Removed from the cluster of ${master.label}.`,
                        ru: `Удалён из кластера ${master.label}.`,
                      },
                  before: { state: m.member.stateText, counts: m.member.counts ?? null },
                  after: now
                    ? { state: now.stateText, counts: now.counts ?? null }
                    : { member: false },
                });
                return { result: { serial: m.serial, state: now?.stateText ?? 'removed' } };
              }
              if (Date.now() > deadline)
                throw new IpcFailure({
                  code: 'vpn_not_applied',
                  message: {
                    en: `${master.label} still lists ${m.serial} as ${now?.stateText ?? '?'} after the command: look at the cluster again.`,
                    ru: `${master.label} всё ещё показывает ${m.serial} как ${now?.stateText ?? '?'} после команды: посмотрите кластер ещё раз.`,
                  },
                });
              await sleep(250, ctx.signal);
            }
          },
        });
        return { kind: 'job', stepId: 'apply', title, jobId: job.id };
      }

      return planFirst(type, plan, apply);
    },
  };
}

export const vpnStopFlow = (deps: VpnFlowDeps) => memberActionFlow(deps, 'vpn-stop');
export const vpnRemoveFlow = (deps: VpnFlowDeps) => memberActionFlow(deps, 'vpn-remove');
