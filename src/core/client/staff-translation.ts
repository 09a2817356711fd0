/**
 * The two staff field sets of D12 (spec 2.1): a record written through the client is translated
 * to the set the controller speaks, and records read back can be seen in the modern set whatever
 * the controller said. Fields the target set has no place for are reported, not silently lost.
 */
import type { StaffFieldSet, StaffLegacy, StaffModern } from '../../shared/api';

export type StaffWrite = Partial<StaffModern> | Partial<StaffLegacy>;

export interface Translated<T> {
  record: T;
  /** Fields of the source that the target set cannot carry. */
  dropped: string[];
}

const LEGACY_ONLY = ['last_name', 'first_name'] as const;
const MODERN_ONLY = ['surname', 'name', 'dolzhnost'] as const;

/**
 * True when `record` has one of `fields` as an own enumerable key (as `Object.keys` lists them):
 * asked of every record of a read (core/vpn/verify-member.ts), so no list of its keys is made.
 */
function hasAnyOf(record: object, fields: readonly string[]): boolean {
  for (const field of fields)
    if (Object.prototype.propertyIsEnumerable.call(record, field)) return true;
  return false;
}

/** The set a record is written in: legacy when it has a legacy-only field, else modern. */
export function fieldSetOf(record: object): StaffFieldSet {
  return hasAnyOf(record, LEGACY_ONLY) ? 'legacy' : 'modern';
}

/** True when the record carries a field only one set has (so its set is known, not assumed). */
export function hasDistinctiveField(record: object): boolean {
  return hasAnyOf(record, LEGACY_ONLY) || hasAnyOf(record, MODERN_ONLY);
}

/** Modern to legacy: surname/name become last_name/first_name; access_profiles' first entry
 * becomes access_profile when none is set. */
export function toLegacy(record: Partial<StaffModern>): Translated<Partial<StaffLegacy>> {
  const { surname, name, uuid, cards, access_profile, access_profiles, banned, ...rest } = record;
  const out: Partial<StaffLegacy> = {};
  if (surname !== undefined) out.last_name = surname;
  if (name !== undefined) out.first_name = name;
  if (uuid !== undefined) out.uuid = uuid;
  if (cards !== undefined) out.cards = cards;
  if (banned !== undefined) out.banned = banned;
  const profile = access_profile ?? access_profiles?.[0]?.uuid;
  if (profile !== undefined) out.access_profile = profile;
  const dropped = Object.entries(rest)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key]) => key);
  if (access_profiles && access_profiles.length > (access_profile === undefined ? 1 : 0)) {
    dropped.push('access_profiles');
  }
  return { record: out, dropped };
}

/** Legacy to modern: last_name/first_name become surname/name; dolzhnost is left empty. */
export function toModern(record: Partial<StaffLegacy>): Translated<Partial<StaffModern>> {
  const { last_name, first_name, uuid, cards, access_profile, banned } = record;
  const out: Partial<StaffModern> = {};
  if (last_name !== undefined) out.surname = last_name;
  if (first_name !== undefined) out.name = first_name;
  if (last_name !== undefined || first_name !== undefined) out.dolzhnost = '';
  if (uuid !== undefined) out.uuid = uuid;
  if (cards !== undefined) out.cards = cards;
  if (access_profile !== undefined) out.access_profile = access_profile;
  if (banned !== undefined) out.banned = banned;
  return { record: out, dropped: [] };
}

/** A staff write body in the set `target`, whichever set it was written in. */
export function translateStaff(record: StaffWrite, target: StaffFieldSet): Translated<StaffWrite> {
  const source = fieldSetOf(record);
  if (source === target) return { record, dropped: [] };
  return target === 'legacy' ? toLegacy(record) : toModern(record);
}
