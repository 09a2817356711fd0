/**
 * What a controller says about its VPN (spec 4.12): its share VPN settings (1.6.0 and later,
 * D11), its status as master, its members, and its status as a member. The contract leaves the
 * members' fields open ("not shown"), so a member is read leniently: serial, where the master
 * reaches it, its sync state and counts when the controller gives them, anything else ignored.
 */
import { VPN_MEMBER_STATES, type VpnCounts, type VpnMember } from '../../shared/ipc/vpn.schema';
import type { ControllerClient } from '../client/controller-client';
import { sectionNotServed } from '../client/capabilities';

export interface ShareSettings {
  enabled: boolean;
  comment: string;
}

/** `GET /share_vpn`, or undefined on a firmware without share VPN (1.5). */
export async function readSharing(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<ShareSettings | undefined> {
  try {
    const row = (await client.api.shareVpn.get({}, { signal })).data[0];
    return { enabled: row?.enabled === true, comment: row?.comment ?? '' };
  } catch (error) {
    if (sectionNotServed(error)) return undefined;
    throw error;
  }
}

export interface MasterStatus {
  status: string;
  active: boolean;
  syncing: number;
}

export async function readMasterStatus(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<MasterStatus> {
  const answer = await client.api.vpn.masterStatus({}, { signal });
  const syncing = (answer as Record<string, unknown>)['syncing'];
  return {
    status: answer.status,
    active: answer.active,
    syncing: typeof syncing === 'number' && syncing >= 0 ? Math.floor(syncing) : 0,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function countsOf(value: unknown): VpnCounts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const count = (key: string) => {
    const n = record[key];
    return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : 0;
  };
  return {
    schedules: count('schedules'),
    access_profiles: count('access_profiles'),
    identifiers: count('identifiers'),
    staff: count('staff'),
  };
}

/** One row of `GET /vpn/members` as the cluster screen shows it. */
export function memberOf(row: Record<string, unknown>): VpnMember | undefined {
  const serial = text(row['serial']);
  if (!serial) return undefined;
  const said = text(row['state']) ?? text(row['status']) ?? 'unknown';
  const state = VPN_MEMBER_STATES.find((s) => s === said) ?? 'unknown';
  const host = text(row['address']);
  const port = row['port'];
  const counts = countsOf(row['counts']);
  const lastSyncAt = text(row['last_sync_at']);
  const error = text(row['error']);
  return {
    serial,
    ...(host ? { address: typeof port === 'number' ? `${host}:${port}` : host } : {}),
    state,
    stateText: said,
    ...(counts ? { counts } : {}),
    ...(lastSyncAt ? { lastSyncAt } : {}),
    ...(error ? { error } : {}),
  };
}

/** `GET /vpn/members`: the master's members, by serial (D14). */
export async function readMembers(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<VpnMember[]> {
  const answer = await client.api.vpn.members({}, { signal });
  return answer.data.flatMap((row) => memberOf(row as Record<string, unknown>) ?? []);
}

/** `GET /vpn/slave/status`: ready before any sync, syncing while a master copies, synced after. */
export async function readMemberStatus(
  client: ControllerClient,
  signal?: AbortSignal,
): Promise<{ status: string; active: boolean }> {
  const answer = await client.api.vpn.slaveStatus({}, { signal });
  return { status: answer.status, active: answer.active };
}
