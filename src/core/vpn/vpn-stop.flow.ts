/**
 * Stop the master's syncs (spec 4.12, D9): the subject member's (none: every running sync,
 * `POST /vpn/master/sync/stop`). A stop does not wait for the master's lock that a running
 * cluster job holds (docs/decisions.md, "Stopping a job: a stop does not wait for the lock"): it
 * is sent at once, and the job holding the master (a join or sync, in this process or another)
 * is stopped too, so it starts no other sync. Each member is read back from the master's list
 * and counts as stopped only when it reads idle.
 */
import { AppFailure } from '../../shared/errors/error-data';
import { type LocalizedText } from '../../shared/words/localized-text';
import type { Job } from '../../shared/ipc/job.schema';
import type { PlanRow } from '../../shared/ipc/flow.schema';
import type { VpnMember } from '../../shared/ipc/vpn.schema';
import type { FlowDefinition, FlowResult } from '../flows/flow-definition';
import { flowOfSteps, planStep } from '../flows/step-table';
import type { SubJobContext } from '../jobs/job-spec';
import { sleep } from '../client/retry';
import { clusterMembers, type ClusterMember, type MasterAndMembers } from './cluster-members';
import { stopAllSyncs, syncCommand } from './vpn-command';
import { readMembers } from './vpn-reading';
import type { VpnFlowDeps } from './vpn-flow-deps';
import { VPN_WORDS } from './vpn.words';

const STOP: LocalizedText = VPN_WORDS.stopVpnSyncs;
/** How long a member may read syncing after the stop before the stop counts as not taken. */
const READ_BACK_MS = 10_000;
/** How long the stopped cluster job is waited for before the members are read back. */
const HOLDER_END_MS = 30_000;
/** Jobs that start syncs on a master: the ones a stop of its syncs stops as well. */
const SYNC_JOBS = ['vpn-join', 'vpn-sync', 'plan-vpn'];

function holderNote(job: Job): LocalizedText {
  const who = `${job.owner.shell} ${job.owner.pid}`;
  return VPN_WORDS.syncingMasterStoppedWell(job.title, who);
}

function rowOf(m: ClusterMember): PlanRow {
  return {
    controllerId: m.key,
    controllerLabel: m.label,
    field: 'vpn',
    fieldLabel: VPN_WORDS.vpnMember,
    now: m.member.stateText,
    after: 'idle (sync stopped)',
  };
}

function notIdle(master: string, serial: string, now: VpnMember | undefined): AppFailure {
  const seen = now?.stateText ?? 'not listed';
  return new AppFailure({
    code: 'vpn_not_applied',
    message: VPN_WORDS.listsAfterStopNot(master, serial, seen),
    details: { serial, state: now?.state ?? null },
  });
}

/** One run: the master, the member named (none: every sync), what syncs, the job syncing. */
interface StopRun {
  deps: VpnFlowDeps;
  masterId: string;
  subject: string | undefined;
  found?: MasterAndMembers;
  /** The cluster job holding the master (it would start further syncs): stopped too. */
  holder?: Job | undefined;
}

/** The members syncing now, and the job that holds the master to sync them; none: done. */
async function planStop(run: StopRun): Promise<FlowResult> {
  const { deps, subject } = run;
  const found = await clusterMembers(deps, run.masterId, subject);
  run.found = found;
  found.members = found.members.filter((m) => m.member.state === 'syncing');
  const held = subject ? undefined : await (await deps.jobs()).holding(found.master.id);
  const holder = held && SYNC_JOBS.includes(held.kind) ? held : undefined;
  run.holder = holder;
  if (found.members.length === 0 && !holder)
    return {
      kind: 'done',
      summary: VPN_WORDS.noSyncRunningOn(found.master.label),
    };
  return {
    kind: 'plan',
    stepId: 'plan',
    title: STOP,
    rows: found.members.map(rowOf),
    notes: holder ? [holderNote(holder)] : [],
    confirmLabel: VPN_WORDS.stopSync,
  };
}

/** Stops the holding job and sends the stop at once, each member read back idle. */
async function applyStop(run: StopRun): Promise<FlowResult> {
  const { deps, subject, holder } = run;
  const { master, members } = run.found!;
  const runner = await deps.jobs();
  const asked = holder ? runner.stop(holder.id, 'now') : Promise.resolve(false);
  // The members are read back only once that job has ended: it sends no start after.
  const holderEnded = once(async () => {
    if (await asked) await runner.settled(holder!.id, HOLDER_END_MS);
  });
  if (members.length === 0) return nothingSyncing(holder!, master, holderEnded);
  let stopAll: Promise<unknown> | undefined;
  const job = runner.start({
    kind: 'vpn-stop',
    title: STOP,
    lock: 'none',
    stopNow: false,
    controllers: members.map((m) => ({ controllerId: m.key, label: m.label })),
    run: async (ctx) => {
      const m = members.find((x) => x.key === ctx.controllerId)!;
      const client = await master.connection.ready(ctx.signal);
      ctx.step(VPN_WORDS.sendingStop);
      if (subject) await syncCommand(client, m.serial, 'stop', ctx.signal);
      else await (stopAll ??= stopAllSyncs(client, ctx.signal));
      await holderEnded();
      return readBackIdle(ctx, master, m);
    },
  });
  return { kind: 'job', stepId: 'apply', title: STOP, jobId: job.id };
}

/** Only the job was syncing (about to start one): once it ended, nothing may sync. */
async function nothingSyncing(
  holder: Job,
  master: MasterAndMembers['master'],
  holderEnded: () => Promise<void>,
): Promise<FlowResult> {
  await holderEnded();
  const now = await readMembers(await master.connection.ready());
  const syncing = now.find((m) => m.state === 'syncing');
  if (syncing) throw notIdle(master.label, syncing.serial, syncing);
  return {
    kind: 'done',
    summary: VPN_WORDS.stoppedNoSyncRuns(holder.title, master.label),
  };
}

export function vpnStopFlow(deps: VpnFlowDeps): FlowDefinition {
  return flowOfSteps({
    type: 'vpn-stop',
    title: STOP,
    start: ({ controllerIds, subject }): StopRun => {
      const masterId = controllerIds[0];
      if (!masterId) throw new Error('the vpn-stop flow needs its master');
      return { deps, masterId, subject };
    },
    first: 'plan',
    steps: { plan: planStep(applyStop, planStop) },
  });
}

/** Reads the master's list until the member reads idle; another state fails with what it saw. */
async function readBackIdle(
  ctx: SubJobContext,
  master: MasterAndMembers['master'],
  m: ClusterMember,
) {
  ctx.step(VPN_WORDS.readingMemberBack);
  const client = await master.connection.ready(ctx.signal);
  const deadline = Date.now() + READ_BACK_MS;
  for (;;) {
    const now = (await readMembers(client, ctx.signal)).find((x) => x.serial === m.serial);
    if (now?.state === 'idle') {
      await ctx.journal({
        action: 'vpn.syncStopped',
        outcome: 'succeeded',
        summary: VPN_WORDS.syncStoppedReadsIdle(master.label),
        before: { state: m.member.stateText, counts: m.member.counts ?? null },
        after: { state: now.stateText, counts: now.counts ?? null },
      });
      return { result: { serial: m.serial, state: now.stateText } };
    }
    if (now?.state !== 'syncing' || Date.now() > deadline) {
      const error = notIdle(master.label, m.serial, now);
      await ctx.journal({
        action: 'vpn.syncStopped',
        outcome: 'failed',
        summary: error.data.message,
        error: error.data,
        before: { state: m.member.stateText },
        after: { state: now?.stateText ?? null },
      });
      throw error;
    }
    await sleep(250, ctx.signal);
  }
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}
