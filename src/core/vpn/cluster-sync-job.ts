/**
 * The job that builds or refreshes a VPN cluster (spec 4.12): one sub-job per member, each under
 * its member's lock while the master's is held for the whole job. For each member: share the
 * master's VPN (once, read back), have the master find it when it is new (master-search.ts),
 * sync it and watch (member-sync.ts), then verify it against the master (verify-member.ts) and
 * write the journal with the counts and the verification. A member that differs fails its
 * sub-job with what differs; the job's result per member is its verification.
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { AppFailure } from '../../shared/errors/error-data';
import type { JsonValue, NewJournalEntry } from '../../shared/ipc/journal.schema';
import type { VpnCounts } from '../../shared/ipc/vpn.schema';
import type { ControllerClient } from '../client/controller-client';
import type { ControllerConnection } from '../connection/controller-connection';
import type { JobRunner } from '../jobs/job-runner';
import type { Job } from '../../shared/ipc/job.schema';
import type { SubJobContext } from '../jobs/job-spec';
import { masterFinds } from './master-search';
import type { Candidate } from './member-checks';
import { syncMember } from './member-sync';
import { recordedVerification } from './recorded-verification';
import { setSharing, syncCommand } from './vpn-command';
import { readSharing } from './vpn-reading';
import { sectionNotServed } from '../client/capabilities';
import { VPN_WORDS } from './vpn.words';

export interface ClusterJobDeps {
  controller(id: string): Promise<{ connection: ControllerConnection; label: string }>;
  jobs: () => Promise<Pick<JobRunner, 'start'>>;
  /** A journal entry of the site outside any controller's sub-job (the master's sharing). */
  journal(entry: NewJournalEntry): Promise<void>;
}

export interface ClusterJobInput {
  kind: string;
  title: LocalizedText;
  master: { controllerId: string; label: string };
  members: ReadonlyArray<Candidate & { serial: string; key: string; isNew: boolean }>;
  /** Turn the master's VPN sharing on with this comment first (1.6.0 and later). */
  share?: { comment: string };
}

/** The master's records of each kind: what a sync carries, its progress's 100 %. */
async function masterTotals(client: ControllerClient): Promise<VpnCounts> {
  const count = async (read: () => Promise<number>) =>
    read().catch((error: unknown) => {
      if (sectionNotServed(error)) return 0;
      throw error;
    });
  const [staff, access_profiles, schedules, identifiers] = await Promise.all([
    count(async () => (await client.api.staff.count()).count),
    count(async () => (await client.api.accessProfiles.list()).data.length),
    count(async () => (await client.api.schedules.list()).data.length),
    count(async () => (await client.api.identifiers.count()).count),
  ]);
  return { staff, access_profiles, schedules, identifiers };
}

/** What "Stop now" does to a cluster job (D9: the master's stop of one member's sync). */
const STOP_NOW: LocalizedText = VPN_WORDS.stopNowTellsMaster;

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

export async function startClusterJob(deps: ClusterJobDeps, input: ClusterJobInput): Promise<Job> {
  const masterClient = async () =>
    (await deps.controller(input.master.controllerId)).connection.ready();
  const share = once(async () => {
    if (!input.share) return;
    const client = await masterClient();
    const before = await readSharing(client);
    // 1.5 has no share VPN section (D11): its sync works without it.
    if (!before) return;
    const wanted = { enabled: true, comment: input.share.comment };
    if (before.enabled && before.comment === wanted.comment) return;
    await setSharing(client, wanted);
    const after = await readSharing(client);
    const ok = after?.enabled === true && after.comment === wanted.comment;
    await deps.journal({
      action: 'vpn.shared',
      controllerId: input.master.controllerId,
      controllerLabel: input.master.label,
      outcome: ok ? 'succeeded' : 'failed',
      summary: VPN_WORDS.vpnSharingTurnedOn(wanted.comment),
      before: { ...before },
      ...(after ? { after: { ...after } } : {}),
    });
    if (!ok) throw new Error('the master did not keep the VPN sharing settings');
  });
  const totals = once(async () => masterTotals(await masterClient()));

  const run = async (ctx: SubJobContext): Promise<{ result: Record<string, JsonValue> }> => {
    const member = input.members.find((m) => m.key === ctx.controllerId)!;
    let startSent = false;
    try {
      return await syncAndVerify(ctx, member, () => (startSent = true));
    } catch (error) {
      // "Stop now" anywhere after the start (the master's search, the verification) leaves no
      // sync running behind it: the stop is harmless when it ended already.
      if (ctx.signal.aborted && startSent)
        await syncCommand(
          await masterClient(),
          member.serial,
          'stop',
          AbortSignal.timeout(10_000),
        ).catch(() => undefined);
      throw error;
    }
  };

  const syncAndVerify = async (
    ctx: SubJobContext,
    member: ClusterJobInput['members'][number],
    starting: () => void,
  ): Promise<{ result: Record<string, JsonValue> }> => {
    await share();
    const start = async () => {
      starting();
      const client = await masterClient();
      const send = () => syncCommand(client, member.serial, 'start', ctx.signal);
      if (!member.isNew) return send();
      ctx.step(VPN_WORDS.masterLooksForIt);
      const found = await masterFinds(client, member, ctx.signal, send);
      if (!found.ok)
        throw new AppFailure({ code: 'vpn_member_unreachable', message: found.reason });
    };
    const memberConnection = member.connection;
    const synced = await syncMember(
      {
        master: masterClient,
        start,
        ...(memberConnection ? { member: () => memberConnection.ready() } : {}),
        serial: member.serial,
        totals: await totals(),
      },
      ctx,
    );
    const counts = synced.counts ?? null;
    if (!memberConnection) {
      await ctx.journal({
        action: 'vpn.synced',
        outcome: 'succeeded',
        summary: VPN_WORDS.syncedByNotVerified(input.master.label),
        after: { master: input.master.label, counts },
      });
      return { result: { serial: member.serial, counts } };
    }
    const label = input.master.label;
    const verification = await recordedVerification(ctx, {
      action: 'vpn.synced',
      serial: member.serial,
      master: { label, client: await masterClient() },
      member: await memberConnection.ready(ctx.signal),
      words: {
        equal: VPN_WORDS.syncedByVerifiedEqual(label),
        differs: (n) => VPN_WORDS.syncedByButDiffers(label, n),
      },
      after: { counts },
    });
    return { result: verification };
  };

  return (await deps.jobs()).start({
    kind: input.kind,
    title: input.title,
    unit: 'records',
    lock: 'refuse',
    holds: [input.master],
    stopNow: STOP_NOW,
    stoppedCodes: ['vpn_sync_stopped'],
    controllers: input.members.map((m) => ({ controllerId: m.key, label: m.label })),
    run,
  });
}
