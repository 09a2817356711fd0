/**
 * One VPN member synced by its master (spec 4.12): start the sync, then watch it by reading the
 * master's member list (state and counts) and, when this computer reaches the member, the
 * member's own status, once a second, until the master says synced, error, or someone stopped
 * it. "Stop now" stops the sync on the master (`.../{serial}/stop`) before giving up, so a
 * stopped job never leaves a sync running that nobody watches; a sync stopped by someone else
 * (`turnkey vpn stop`, another window) ends `vpn_sync_stopped`, a stop rather than a failure
 * (docs/decisions.md, "Stopping a job").
 */
import type { LocalizedText } from '../../shared/words/localized-text';
import { AppFailure } from '../../shared/errors/error-data';
import type { VpnCounts, VpnMember } from '../../shared/ipc/vpn.schema';
import type { ControllerClient } from '../client/controller-client';
import { sleep } from '../client/retry';
import { syncCommand } from './vpn-command';
import { syncStoppedHere, vpnError } from './vpn-errors';
import { readMembers, readMemberStatus } from './vpn-reading';
import { VPN_WORDS } from './vpn.words';

export const POLL_MS = 1000;
/** Reads that may fail in a row (resets, a master busy) before the watch gives up. */
const MAX_FAILED_READS = 20;
/**
 * Reads of `idle` after the start that mean it was stopped before this watch saw it sync (a
 * controller may take a moment to begin; a stop sent at once leaves it idle for good).
 */
const IDLE_READS_STOPPED = 3;

export interface MemberSyncSteps {
  signal: AbortSignal;
  step(text: LocalizedText): void;
  progress(done: number, total: number): void;
}

export interface MemberSyncOptions {
  master: () => Promise<ControllerClient>;
  /** The member's own client, when the site holds it and it is logged in. */
  member?: () => Promise<ControllerClient>;
  serial: string;
  /** The master's records of each kind: the 100 % of the progress. */
  totals: VpnCounts;
  pollMs?: number;
  /** Sends the start itself (a new member: right after the master's search found it). */
  start?: () => Promise<unknown>;
}

export const countSum = (c: VpnCounts | undefined): number =>
  c ? c.schedules + c.access_profiles + c.identifiers + c.staff : 0;

async function findMember(client: ControllerClient, serial: string, signal: AbortSignal) {
  return (await readMembers(client, signal)).find((m) => m.serial === serial);
}

/** Runs one sync to its end; answers the member as the master last reported it. */
export async function syncMember(o: MemberSyncOptions, s: MemberSyncSteps): Promise<VpnMember> {
  const total = Math.max(1, countSum(o.totals));
  const { serial, signal } = { serial: o.serial, signal: s.signal };
  const before = await findMember(await o.master(), serial, signal);
  s.step(VPN_WORDS.startingSync(serial));
  await (o.start ? o.start() : syncCommand(await o.master(), serial, 'start', signal));
  let sawSyncing = false;
  let failedReads = 0;
  let idleReads = 0;
  let copied = 0;
  for (;;) {
    if (signal.aborted) {
      s.step(VPN_WORDS.stoppingSync(serial));
      await syncCommand(await o.master(), serial, 'stop', AbortSignal.timeout(20_000));
      throw new AppFailure(syncStoppedHere(serial, copied, total));
    }
    let now: VpnMember | undefined;
    let memberSays: string | undefined;
    try {
      now = await findMember(await o.master(), serial, signal);
      memberSays = o.member
        ? await o
            .member()
            .then((c) => readMemberStatus(c, signal))
            .then(
              (r) => r.status,
              () => undefined,
            )
        : undefined;
      failedReads = 0;
    } catch (error) {
      if (signal.aborted) continue;
      if (++failedReads >= MAX_FAILED_READS) throw error;
      await sleep(o.pollMs ?? POLL_MS, signal).catch(() => undefined);
      continue;
    }
    if (!now) throw new AppFailure(vpnError('vpn_member_gone', { serial }));
    const finished =
      now.state === 'synced' && (sawSyncing || now.lastSyncAt !== before?.lastSyncAt);
    if (finished) {
      s.progress(total, total);
      return now;
    }
    if (now.state === 'error')
      throw new AppFailure(vpnError('vpn_sync_failed', { serial, said: now.error ?? '' }));
    if (now.state === 'idle' && (sawSyncing || ++idleReads >= IDLE_READS_STOPPED))
      throw new AppFailure(vpnError('vpn_sync_stopped', { serial }));
    if (now.state === 'syncing') sawSyncing = true;
    copied = Math.min(total - 1, countSum(now.counts));
    s.progress(copied, total);
    s.step(VPN_WORDS.syncingRecords(serial, countSum(now.counts), total, memberSays));
    await sleep(o.pollMs ?? POLL_MS, signal).catch(() => undefined);
  }
}
