/**
 * A VPN member compared with its master after a sync (spec 4.12): schedules, access profiles,
 * identifiers and staff, every record of the master looked for on the member and compared field
 * by field (record-comparison.ts). Records only the member holds are counted, not called
 * differences: a sync keeps them. A kind the member's firmware has no section for (1.5: no
 * schedules or identifiers, D11) is listed as not compared. Both sides are read page by page.
 */
import type { StaffModern, StaffRecord } from '../../shared/api';
import {
  VPN_RECORD_KINDS,
  type VpnDifference,
  type VpnRecordKind,
  type VpnVerification,
} from '../../shared/ipc/vpn.schema';
import type { ControllerClient } from '../client/controller-client';
import { allOf, allStaff } from '../client/read-all';
import { fieldSetOf, toModern } from '../client/staff-translation';
import { comparable, KindComparison, type Comparable } from './record-comparison';
import { sectionNotServed } from '../client/capabilities';

type Side = {
  client: ControllerClient;
  scheduleNames: Map<string, string>;
  profileNames: Map<string, string>;
};

async function optional<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (sectionNotServed(error)) return undefined;
    throw error;
  }
}

async function collect<T>(iterator: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterator) out.push(item);
  return out;
}

type Row = Record<string, unknown>;
const str = (row: Row, key: string): string => {
  const value = row[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Every record of a list read as plain rows, or undefined without the section (D11). */
function rowsOf(
  side: Side,
  id: 'schedules.list' | 'accessProfiles.list' | 'identifiers.list',
  signal?: AbortSignal,
): Promise<Row[] | undefined> {
  return optional(async () => (await collect(allOf(side.client, id, {}, { signal }))) as Row[]);
}

async function schedules(side: Side, signal?: AbortSignal) {
  const rows = await rowsOf(side, 'schedules.list', signal);
  if (!rows) return undefined;
  const out = new Map<string, Comparable>();
  for (const row of rows) {
    side.scheduleNames.set(str(row, 'uuid'), str(row, 'name'));
    out.set(str(row, 'name'), comparable({ intervals: row['intervals'] }));
  }
  return out;
}

/**
 * `byName`: schedules are named on both sides; else (a member with no schedules section, 1.5)
 * a sync leaves the master's schedule uuid in the profile, so the uuid is what is compared.
 */
async function profiles(side: Side, byName: boolean, signal?: AbortSignal) {
  const rows = await rowsOf(side, 'accessProfiles.list', signal);
  if (!rows) return undefined;
  const out = new Map<string, Comparable>();
  for (const row of rows) {
    side.profileNames.set(str(row, 'uuid'), str(row, 'name'));
    // Access points are each controller's own doors: a sync keeps only those the member has.
    const uuid = str(row, 'schedule_uuid');
    const schedule = byName ? (side.scheduleNames.get(uuid) ?? uuid) : uuid;
    out.set(str(row, 'name'), comparable({ schedule }));
  }
  return out;
}

async function identifiers(side: Side, signal?: AbortSignal) {
  const rows = await rowsOf(side, 'identifiers.list', signal);
  if (!rows) return undefined;
  return new Map(
    rows.map((r) => [str(r, 'code'), comparable({ type: r['type'], active: r['active'] })]),
  );
}

/** A person as compared: modern names (D12); `narrow` keeps what the legacy set holds. */
function person(record: StaffRecord, side: Side, narrow: boolean): Comparable {
  const modern: Partial<StaffModern> =
    fieldSetOf(record) === 'legacy' ? toModern(record).record : record;
  const name = (uuid: string | undefined) =>
    uuid === undefined ? undefined : (side.profileNames.get(uuid) ?? uuid);
  const { uuid: _uuid, access_profiles, access_profile, cards, banned, ...rest } = modern;
  const common = {
    surname: modern.surname,
    name: modern.name,
    cards: [...(cards ?? [])].sort(),
    banned: banned ?? false,
  };
  if (narrow)
    return comparable({ ...common, profile: name(access_profile ?? access_profiles?.[0]?.uuid) });
  return comparable({
    ...rest,
    ...common,
    access_profile: name(access_profile),
    access_profiles: (access_profiles ?? [])
      .map((p) => `${name(p.uuid) ?? ''}|${p.from}|${p.to}`)
      .sort(),
  });
}

async function staffSets(master: Side, member: Side, signal?: AbortSignal) {
  const [ours, theirs, masterSet, memberSet] = await Promise.all([
    collect(allStaff(master.client, { signal })),
    collect(allStaff(member.client, { signal })),
    master.client.capabilities(signal).then((c) => c.staffFieldSet),
    member.client.capabilities(signal).then((c) => c.staffFieldSet),
  ]);
  const narrow = masterSet === 'legacy' || memberSet === 'legacy';
  const keyed = (rows: StaffRecord[], side: Side) =>
    new Map(rows.flatMap((r) => (r.uuid ? [[r.uuid, person(r, side, narrow)] as const] : [])));
  return { master: keyed(ours, master), member: keyed(theirs, member) };
}

export async function verifyMember(
  serial: string,
  masterClient: ControllerClient,
  memberClient: ControllerClient,
  signal?: AbortSignal,
): Promise<VpnVerification> {
  const started = performance.now();
  const side = (client: ControllerClient): Side => ({
    client,
    scheduleNames: new Map(),
    profileNames: new Map(),
  });
  const master = side(masterClient);
  const member = side(memberClient);
  const differences: VpnDifference[] = [];
  const kinds: VpnVerification['kinds'] = {};
  const notCompared: VpnRecordKind[] = [];
  const both = async <T>(read: (s: Side, signal?: AbortSignal) => Promise<T>) =>
    Promise.all([read(master, signal), read(member, signal)]);
  type Keyed = Map<string, Comparable> | undefined;
  const record = (kind: VpnRecordKind, [ours, theirs]: [Keyed, Keyed]) => {
    if (!ours) return;
    if (!theirs) {
      if (ours.size > 0) notCompared.push(kind);
      return;
    }
    kinds[kind] = new KindComparison(kind, differences).compare(ours, theirs);
  };
  // Names first: profiles name their schedule, staff their profiles.
  const scheduleSets = await both(schedules);
  record('schedules', scheduleSets);
  const byName = scheduleSets.every((set) => set !== undefined);
  record('access_profiles', await both((s, signal) => profiles(s, byName, signal)));
  record('identifiers', await both(identifiers));
  const staff = await staffSets(master, member, signal);
  record('staff', [staff.master, staff.member]);
  const equal = VPN_RECORD_KINDS.every((k) => {
    const c = kinds[k];
    return !c || (c.missing === 0 && c.different === 0);
  });
  return {
    serial,
    equal,
    kinds,
    differences,
    notCompared,
    tookMs: Math.round(performance.now() - started),
  };
}
