/**
 * `vpn:cluster`: the VPN clusters of the open site as the cluster screen draws them (spec 4.12):
 * every master (a controller sharing its VPN or holding members) with its members and each
 * member's sync state and counts, and every site controller with its role. A member is named by
 * serial (D14) and linked to the site's controller of that serial when there is one. Changes go
 * through the `vpn-*` flows; a verification's report is the result of a `vpn-verify` job's
 * controller (`vpnVerification`).
 */
import { z } from 'zod';
import { defineChannel, noInput } from './channel';
import { controllerId } from './controller.schema';
import { errorData } from '../errors/error-data';

/** The records a VPN sync carries to a member (spec 4.12), in the order they are copied. */
export const VPN_RECORD_KINDS = ['schedules', 'access_profiles', 'identifiers', 'staff'] as const;
export type VpnRecordKind = (typeof VPN_RECORD_KINDS)[number];

export const vpnCounts = z.strictObject({
  schedules: z.int().min(0),
  access_profiles: z.int().min(0),
  identifiers: z.int().min(0),
  staff: z.int().min(0),
});
export type VpnCounts = z.infer<typeof vpnCounts>;

/** A member's sync state as its master reports it; `unknown` for a word the contract lacks. */
export const VPN_MEMBER_STATES = ['idle', 'syncing', 'synced', 'error', 'unknown'] as const;
export type VpnMemberState = (typeof VPN_MEMBER_STATES)[number];

export const vpnMember = z.strictObject({
  serial: z.string(),
  /** The site's controller with this serial, when the site holds it. */
  controllerId: controllerId.optional(),
  /** Where the master reaches it, `host:port`. */
  address: z.string().optional(),
  state: z.enum(VPN_MEMBER_STATES),
  /** The master's word for the state, as it said it. */
  stateText: z.string(),
  counts: vpnCounts.optional(),
  lastSyncAt: z.string().optional(),
  error: z.string().optional(),
});
export type VpnMember = z.infer<typeof vpnMember>;

export const vpnMaster = z.strictObject({
  controllerId,
  label: z.string(),
  /** Share VPN settings; absent on a firmware without them (1.5, D11). */
  sharing: z.strictObject({ enabled: z.boolean(), comment: z.string() }).optional(),
  /** `GET /vpn/master/status`: its word (ready, syncing...) and how many sync now. */
  status: z.string(),
  syncing: z.int().min(0),
  members: z.array(vpnMember),
});
export type VpnMaster = z.infer<typeof vpnMaster>;

export const VPN_ROLES = ['master', 'member', 'none'] as const;

export const vpnSiteController = z.strictObject({
  controllerId,
  label: z.string(),
  serial: z.string().optional(),
  role: z.enum(VPN_ROLES),
  /** For a member: the site controller that is its master. */
  masterId: controllerId.optional(),
  /** `GET /vpn/slave/status`: its word as a member (ready, syncing, synced). */
  memberStatus: z.string().optional(),
  /** Why it could not be read (not logged in, unreachable, ...). */
  error: errorData.optional(),
});
export type VpnSiteController = z.infer<typeof vpnSiteController>;

export const vpnCluster = defineChannel('vpn:cluster', () => ({
  input: noInput,
  output: z.strictObject({
    masters: z.array(vpnMaster),
    controllers: z.array(vpnSiteController),
  }),
}));

/** One kind of record compared between master and member. */
export const vpnKindComparison = z.strictObject({
  master: z.int().min(0),
  member: z.int().min(0),
  /** Master records the member lacks. */
  missing: z.int().min(0),
  /** Master records the member holds with another value in a compared field. */
  different: z.int().min(0),
  /** Records only the member holds (kept by a sync, spec 4.12): shown, not a difference. */
  memberOnly: z.int().min(0),
  /** How many of the master's records were compared field by field. */
  compared: z.int().min(0),
});
export type VpnKindComparison = z.infer<typeof vpnKindComparison>;

export const vpnDifference = z.strictObject({
  kind: z.enum(VPN_RECORD_KINDS),
  /** The record: its uuid, name or code. */
  key: z.string(),
  /** The field that differs; absent when the member lacks the whole record. */
  field: z.string().optional(),
  master: z.string().optional(),
  member: z.string().optional(),
});
export type VpnDifference = z.infer<typeof vpnDifference>;

/** A member compared with its master: the result of each controller of a `vpn-verify` job. */
export const vpnVerification = z.strictObject({
  serial: z.string(),
  equal: z.boolean(),
  kinds: z.strictObject({
    schedules: vpnKindComparison.optional(),
    access_profiles: vpnKindComparison.optional(),
    identifiers: vpnKindComparison.optional(),
    staff: vpnKindComparison.optional(),
  }),
  /** The first differences found (at most 50). */
  differences: z.array(vpnDifference).max(50),
  /** Kinds the member's firmware has no section for (D11): not compared. */
  notCompared: z.array(z.enum(VPN_RECORD_KINDS)),
  /** Milliseconds the comparison took. */
  tookMs: z.int().min(0),
});
export type VpnVerification = z.infer<typeof vpnVerification>;

export const VPN_CHANNELS = [vpnCluster] as const;
