/**
 * The VPN sync of schedules, access profiles and identifiers (spec 4.12, 4.5, 4.9) from the
 * master's store to a member, through the member's API. Identifiers are keyed by their code on
 * both sides. Schedules and profiles get their uuid from the controller that stores them, so the
 * master pairs its records with the member's: by the link kept from the last sync, else by name,
 * else it creates one; a record already equal is not written again. A member whose firmware has no
 * schedules or identifiers (1.5, D11) is given none. A profile keeps those of its access points
 * the member has: access points are each controller's own doors.
 */
import type { SimStore, VpnMemberRecord, VpnSyncCounts } from '../records/collections';
import type { MemberClient } from './member-client';

export type Links = VpnMemberRecord['links'];

/** What one sync pass works with; `links` and `counts` are filled in as it goes. */
export interface SyncPass {
  store: SimStore;
  client: MemberClient;
  links: Links;
  counts: VpnSyncCounts;
}

/** JSON with object keys in order, so two records compare by content. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, canonical(v)]),
  );
}

/** True when `current` is `wanted` field for field (nothing more, nothing less). */
export function sameRecord(current: unknown, wanted: Record<string, unknown>): boolean {
  return JSON.stringify(canonical(current)) === JSON.stringify(canonical(wanted));
}

/** True when `current` already holds every field of `wanted` with the same value. */
export function holds(current: unknown, wanted: Record<string, unknown>): boolean {
  if (typeof current !== 'object' || current === null) return false;
  const picked = Object.fromEntries(
    Object.keys(wanted).map((k) => [k, (current as Record<string, unknown>)[k]]),
  );
  return sameRecord(picked, wanted);
}

interface Named {
  uuid: string;
  name: string;
}

/** Our uuid to the member's record it pairs with (link first, then the same name), if any. */
function pair(ours: readonly Named[], theirs: readonly Named[], links: Record<string, string>) {
  const free = new Map(theirs.map((t) => [t.uuid, t]));
  const paired = new Map<string, Named>();
  for (const record of ours) {
    const linked = links[record.uuid];
    const match = linked === undefined ? undefined : free.get(linked);
    if (match) {
      paired.set(record.uuid, match);
      free.delete(match.uuid);
    }
  }
  for (const record of ours) {
    if (paired.has(record.uuid)) continue;
    const match = [...free.values()].find((t) => t.name === record.name);
    if (match) {
      paired.set(record.uuid, match);
      free.delete(match.uuid);
    }
  }
  return paired;
}

function keyOfAnswer(body: unknown, what: string): string {
  const uuid = (body as { data?: { uuid?: unknown } } | undefined)?.data?.uuid;
  if (typeof uuid !== 'string') throw new Error(`member answered no uuid for a new ${what}`);
  return uuid;
}

/** Writes `ours` to the member's collection at `path`, keeping `links` and counting. */
async function copyNamed<T extends Named>(
  pass: SyncPass,
  path: string,
  ours: readonly T[],
  body: (record: T) => Record<string, unknown>,
  links: Record<string, string>,
): Promise<number | undefined> {
  const theirs = await pass.client.list<Named>(path);
  if (!theirs) return undefined;
  const paired = pair(ours, theirs, links);
  for (const key of Object.keys(links)) delete links[key];
  let copied = 0;
  for (const record of ours) {
    const wanted = body(record);
    const match = paired.get(record.uuid);
    if (match) {
      if (!holds(match, wanted)) await pass.client.call('PUT', `${path}${match.uuid}`, wanted);
      links[record.uuid] = match.uuid;
    } else {
      links[record.uuid] = keyOfAnswer(await pass.client.call('POST', path, wanted), path);
    }
    copied++;
  }
  return copied;
}

export async function copySchedules(pass: SyncPass): Promise<void> {
  const copied = await copyNamed(
    pass,
    '/schedules/',
    pass.store.values('schedules'),
    (s) => ({ name: s.name, intervals: s.intervals }),
    pass.links.schedules,
  );
  pass.counts.schedules = copied ?? 0;
}

export async function copyAccessProfiles(pass: SyncPass): Promise<void> {
  const points = await pass.client.list<{ uuid: string }>('/access_points');
  const theirPoints = new Set((points ?? []).map((p) => p.uuid));
  const copied = await copyNamed(
    pass,
    '/access_profiles/',
    pass.store.values('access_profiles'),
    (p) => ({
      name: p.name,
      access_points: p.access_points.filter((uuid) => theirPoints.has(uuid)),
      schedule_uuid: pass.links.schedules[p.schedule_uuid] ?? p.schedule_uuid,
    }),
    pass.links.access_profiles,
  );
  pass.counts.access_profiles = copied ?? 0;
}

export async function copyIdentifiers(pass: SyncPass): Promise<void> {
  const theirs = await pass.client.list<{ code: string }>('/identifiers');
  if (!theirs) return;
  const byCode = new Map(theirs.map((t) => [t.code, t]));
  for (const identifier of pass.store.values('identifiers')) {
    const wanted = { code: identifier.code, type: identifier.type, active: identifier.active };
    const current = byCode.get(identifier.code);
    if (!current) await pass.client.call('POST', '/identifiers', wanted);
    else if (!sameRecord(current, wanted))
      await pass.client.call('PUT', `/identifiers/${encodeURIComponent(identifier.code)}`, wanted);
    pass.counts.identifiers++;
  }
}
