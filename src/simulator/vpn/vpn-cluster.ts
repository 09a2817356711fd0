/**
 * The VPN cluster (spec 4.12, D9). As master, `start` for a serial makes that
 * controller a member (found by the last controller search, or given with `--peer`) and runs one
 * sync pass in the background: log in to the member with the cluster's shared admin account (its
 * password as this controller's users hold it at that moment, auth/cluster-account.ts), tell
 * it a sync begins (`POST /vpn/slave/sync/start`, so its slave status reads syncing), copy
 * schedules, access profiles, identifiers and staff (copy-catalog.ts, copy-staff.ts), tell it the
 * sync ended. Members are kept by serial with their state (idle, syncing, synced, error), counts,
 * last sync time and the certificate fingerprint they are pinned to (D14). Start again to sync
 * later changes; stop ends a pass early; removal stops it and forgets the member.
 */
import { setMaxListeners } from 'node:events';
import { ApiError, badRequest, notFound } from '../api-error';
import {
  CURRENT,
  type FoundControllerRecord,
  type SimStore,
  type VpnMemberRecord,
  type VpnSyncCounts,
} from '../records/collections';
import type { ControllerSearch } from '../search/controller-search';
import { probeController } from '../search/probe';
import { copyAccessProfiles, copyIdentifiers, copySchedules, type SyncPass } from './copy-catalog';
import { copyStaff } from './copy-staff';
import { MemberClient } from './member-client';
import type { PeerAddress } from './peers';

const PEER_PROBE_TIMEOUT_MS = 3000;

export interface VpnClusterOptions {
  store: SimStore;
  serial: string;
  search: ControllerSearch;
  peers: readonly PeerAddress[];
  /**
   * The account members are logged in to with (the cluster shares its admin account), asked at
   * each pass: the admin's password may have changed through the API since the start.
   */
  credentials: () => { login: string; password: string };
  now: () => number;
  warn: (message: string) => void;
}

/** A member as GET /vpn/members answers it. */
export type MemberView = Omit<VpnMemberRecord, 'links'>;

interface Job {
  abort: AbortController;
  counts: VpnSyncCounts;
  done: Promise<void>;
}

const noCounts = (): VpnSyncCounts => ({
  staff: 0,
  access_profiles: 0,
  schedules: 0,
  identifiers: 0,
});

export class VpnCluster {
  private readonly jobs = new Map<string, Job>();

  constructor(private readonly o: VpnClusterOptions) {}

  /** At start: a member whose master went away mid-pass must not read syncing for ever. */
  async open(): Promise<void> {
    const state = this.o.store.get('vpn_state', CURRENT);
    if (state?.slave_syncing)
      await this.o.store.put('vpn_state', CURRENT, { ...state, slave_syncing: false });
  }

  private stamp(): string {
    return new Date(this.o.now()).toISOString();
  }

  members(): MemberView[] {
    return this.o.store.values('vpn_members').map(({ links: _links, ...member }) => {
      const job = this.jobs.get(member.serial);
      if (job) return { ...member, state: 'syncing', counts: { ...job.counts } };
      // A pass cut off by a stop of this controller did not finish.
      if (member.state === 'syncing')
        return { ...member, state: 'error', error: 'interrupted by a restart' };
      return member;
    });
  }

  masterStatus() {
    const syncing = this.jobs.size;
    return {
      status: syncing > 0 ? 'syncing' : 'ready',
      active: syncing > 0,
      members: this.o.store.size('vpn_members'),
      syncing,
    };
  }

  /** Where the controller with `serial` is: a member, a search result, or a `--peer`. */
  private async locate(serial: string): Promise<FoundControllerRecord> {
    const member = this.o.store.get('vpn_members', serial);
    const found = this.o.search.find(serial);
    if (member) {
      // A member found again at another address (it moved) with the pinned certificate.
      return found?.fingerprint === member.fingerprint ? { ...member, ...found } : member;
    }
    if (found) return found;
    const peer = this.o.peers.find((p) => p.serial === serial);
    if (!peer) {
      throw notFound(
        'controller (run a controller search, or start the simulator with --peer)',
        serial,
      );
    }
    const probed = await probeController(peer.host, peer.port, {
      timeoutMs: PEER_PROBE_TIMEOUT_MS,
    });
    if (probed?.serial !== serial) {
      throw new ApiError(404, `no controller ${serial} answers at ${peer.host}:${peer.port}`, {
        key: serial,
        found: probed?.serial ?? null,
      });
    }
    return probed;
  }

  /** `POST /vpn/master/sync/{serial}/start`: makes it a member and starts a sync pass. */
  async start(serial: string): Promise<void> {
    if (serial === this.o.serial)
      throw badRequest('serial', 'custom', 'serial: a controller cannot be its own VPN member');
    if (this.jobs.has(serial)) return;
    const where = await this.locate(serial);
    // Another start for the same serial may have got here first while this one looked it up.
    if (this.jobs.has(serial)) return;
    const previous = this.o.store.get('vpn_members', serial);
    const member: VpnMemberRecord = {
      ...where,
      state: 'syncing',
      counts: previous?.counts ?? noCounts(),
      links: previous?.links ?? { schedules: {}, access_profiles: {} },
      ...(previous?.last_sync_at ? { last_sync_at: previous.last_sync_at } : {}),
    };
    await this.o.store.put('vpn_members', serial, member);
    const job: Job = { abort: new AbortController(), counts: noCounts(), done: Promise.resolve() };
    // Every request of the pass (eight staff writes at a time) listens on this one signal.
    setMaxListeners(32, job.abort.signal);
    this.jobs.set(serial, job);
    job.done = this.run(member, job).finally(() => this.jobs.delete(serial));
  }

  private async run(member: VpnMemberRecord, job: Job): Promise<void> {
    const client = new MemberClient(member, this.o.credentials(), job.abort.signal);
    const links = structuredClone(member.links);
    let outcome: Partial<VpnMemberRecord>;
    try {
      await client.login();
      await client.call('POST', '/vpn/slave/sync/start', { action: 'start' });
      const pass: SyncPass = { store: this.o.store, client, links, counts: job.counts };
      await copySchedules(pass);
      await copyAccessProfiles(pass);
      await copyIdentifiers(pass);
      await copyStaff(pass);
      await client.call('POST', '/vpn/slave/sync/stop', { action: 'stop' });
      outcome = { state: 'synced', last_sync_at: this.stamp() };
    } catch (error) {
      const stopped = job.abort.signal.aborted;
      outcome = stopped
        ? { state: 'idle' }
        : { state: 'error', error: error instanceof Error ? error.message : String(error) };
      if (!stopped) this.o.warn(`VPN sync of ${member.serial}: ${String(outcome.error)}`);
      await this.tellStopped(member);
    } finally {
      client.close();
    }
    // Removed meanwhile: nothing to record.
    if (!this.o.store.has('vpn_members', member.serial)) return;
    const { error: _error, ...kept } = member;
    await this.o.store
      .put('vpn_members', member.serial, { ...kept, ...outcome, counts: { ...job.counts }, links })
      .catch((error: unknown) => this.o.warn(`VPN member ${member.serial}: ${String(error)}`));
  }

  /** Best effort: the member's slave status should not read syncing after a pass ends early. */
  private async tellStopped(member: VpnMemberRecord): Promise<void> {
    const client = new MemberClient(member, this.o.credentials(), AbortSignal.timeout(5000));
    try {
      await client.login();
      await client.call('POST', '/vpn/slave/sync/stop', { action: 'stop' });
    } catch {
      // The member is gone or refuses us; its status will say so itself.
    } finally {
      client.close();
    }
  }

  private requireMember(serial: string): VpnMemberRecord {
    const member = this.o.store.get('vpn_members', serial);
    if (!member) throw notFound('VPN member', serial);
    return member;
  }

  /** `POST /vpn/master/sync/{serial}/stop`: ends its pass early (it reads idle). */
  async stop(serial: string): Promise<void> {
    this.requireMember(serial);
    const job = this.jobs.get(serial);
    job?.abort.abort();
    await job?.done;
  }

  /** `POST /vpn/master/sync/stop`, and this controller's own stop. */
  async stopAll(): Promise<void> {
    const jobs = [...this.jobs.values()];
    for (const job of jobs) job.abort.abort();
    await Promise.all(jobs.map((job) => job.done));
  }

  /** `DELETE /vpn/{serial}`: stops its pass and forgets the member. */
  async remove(serial: string): Promise<void> {
    this.requireMember(serial);
    await this.o.store.remove('vpn_members', serial);
    const job = this.jobs.get(serial);
    job?.abort.abort();
    await job?.done;
  }

  /** `POST /vpn/slave/sync/{action}` on a member: a master says a pass begins or ends. */
  async slaveSync(action: 'start' | 'stop', login: string | undefined): Promise<void> {
    const state = this.o.store.get('vpn_state', CURRENT) ?? { slave_syncing: false };
    const ended = action === 'stop' && state.slave_syncing ? { last_sync_at: this.stamp() } : {};
    await this.o.store.put('vpn_state', CURRENT, {
      ...state,
      ...ended,
      slave_syncing: action === 'start',
      ...(login === undefined ? {} : { master_login: login }),
    });
  }

  /** S: syncing while a master copies to it, synced (with when) after a pass, ready before any. */
  slaveStatus() {
    const state = this.o.store.get('vpn_state', CURRENT) ?? { slave_syncing: false };
    const { slave_syncing: active, last_sync_at } = state;
    if (active) return { status: 'syncing', active };
    return last_sync_at ? { status: 'synced', active, last_sync_at } : { status: 'ready', active };
  }
}
