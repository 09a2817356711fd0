/**
 * The VPN sync of staff (spec 2.1, 4.3, 4.12) to a member in the member's own field set (D12):
 * the master learns it from a record the member answers, or, with no staff there, from the member's
 * 400 to a body holding one modern-only field (neither set accepts it, nothing is created). The
 * member's staff are read in pages of 150 (spec 8), then each of ours is created or replaced,
 * eight at a time, unless the member's record already holds it. Access profile references become
 * the member's uuids; those it has no copy of are left out. People only the member has are kept.
 */
import type { StaffFieldSet } from '../../shared/api';
import type { StaffStored } from '../records/collections';
import { sameRecord, type SyncPass } from './copy-catalog';
import type { MemberClient } from './member-client';

/** spec 8: the largest page of GET /staff. */
const PAGE_SIZE = 150;
/** Staff writes in flight at once. */
const CONCURRENCY = 8;

type MemberPerson = Record<string, unknown> & { uuid?: unknown };

/** A GET /staff answer: a plain array (spec 4.3), or L as other descriptions show it. */
function pageItems(body: unknown): MemberPerson[] {
  const items = Array.isArray(body) ? body : (body as { data?: unknown } | undefined)?.data;
  return Array.isArray(items) ? (items as MemberPerson[]) : [];
}

function setOf(person: MemberPerson | undefined): StaffFieldSet | undefined {
  if (person && 'surname' in person) return 'modern';
  if (person && 'last_name' in person) return 'legacy';
  return undefined;
}

/** The staff field set the member speaks (D12). */
export async function memberFieldSet(client: MemberClient): Promise<StaffFieldSet> {
  const first = pageItems(await client.call('GET', '/staff?page=1&page_size=1'))[0];
  const known = setOf(first);
  if (known) return known;
  const answer = await client.send('POST', '/staff', { dolzhnost: '' });
  const data = (answer.body as { data?: { rule?: unknown; field_set?: unknown } } | undefined)
    ?.data;
  return data?.rule === 'field_set' && data.field_set === 'legacy' ? 'legacy' : 'modern';
}

/** Every person on the member, by uuid. */
async function memberStaff(client: MemberClient): Promise<Map<string, MemberPerson>> {
  const people = new Map<string, MemberPerson>();
  for (let page = 1; ; page++) {
    const items = pageItems(await client.call('GET', `/staff?page=${page}&page_size=${PAGE_SIZE}`));
    for (const person of items)
      if (typeof person.uuid === 'string') people.set(person.uuid, person);
    if (items.length < PAGE_SIZE) return people;
  }
}

/** A person as the member's field set writes them, with its access profile uuids. */
export function staffBody(
  person: StaffStored,
  fieldSet: StaffFieldSet,
  profiles: Record<string, string>,
): Record<string, unknown> {
  const profile = (uuid: string | undefined) => (uuid === undefined ? undefined : profiles[uuid]);
  if (fieldSet === 'legacy') {
    return {
      uuid: person.uuid,
      last_name: person.surname,
      first_name: person.name,
      cards: person.cards,
      access_profile: profile(person.access_profile ?? person.access_profiles?.[0]?.uuid),
      banned: person.banned,
    };
  }
  const { access_profiles, access_profile, ...rest } = person;
  return {
    ...rest,
    access_profiles: access_profiles?.flatMap((entry) => {
      const uuid = profile(entry.uuid);
      return uuid === undefined ? [] : [{ ...entry, uuid }];
    }),
    access_profile: profile(access_profile),
  };
}

function defined(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

export async function copyStaff(pass: SyncPass): Promise<void> {
  const fieldSet = await memberFieldSet(pass.client);
  const theirs = await memberStaff(pass.client);
  const ours = pass.store.values('staff');
  let next = 0;
  const worker = async () => {
    while (next < ours.length) {
      const person = ours[next++] as StaffStored;
      const body = defined(staffBody(person, fieldSet, pass.links.access_profiles));
      const current = theirs.get(person.uuid);
      if (!current) await pass.client.call('POST', '/staff', body);
      else if (!sameRecord(current, body))
        await pass.client.call('PUT', `/staff/${encodeURIComponent(person.uuid)}`, body);
      pass.counts.staff++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, ours.length) }, worker));
}
