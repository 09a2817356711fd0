/**
 * The two staff field sets of decision D12. An instance accepts bodies of one set only (the
 * other set's fields answer 400 with rule `field_set`, so a client learns which one it faces) and
 * answers in that set. Records are stored in the modern set either way, so the same data folder
 * can be served in both.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  staffLegacy,
  staffModern,
  type Endpoint,
  type StaffFieldSet,
  type StaffLegacy,
  type StaffModern,
} from '../../shared/api';
import { badRequest } from '../api-error';
import type { StaffStored } from '../records/collections';

const MODERN_ONLY = Object.keys(staffModern.shape).filter((k) => !(k in staffLegacy.shape));
const LEGACY_ONLY = Object.keys(staffLegacy.shape).filter((k) => !(k in staffModern.shape));
const modernPatch = staffModern.partial();
const legacyPatch = staffLegacy.partial();

/** A staff record in the legacy field set, as a legacy instance answers. */
export type StaffLegacyView = StaffLegacy & { uuid: string; banned: boolean };

/**
 * The schema a body of `endpoint` is checked with on an instance speaking `fieldSet`: the
 * contract's own, except on staff writes where only the instance's set is accepted.
 */
export function bodySchemaFor(
  endpoint: Endpoint,
  fieldSet: StaffFieldSet,
  body: unknown,
): z.ZodType | undefined {
  const full = endpoint.id === 'staff.create' || endpoint.id === 'staff.update';
  const patch = endpoint.id === 'staff.ban' || endpoint.id === 'staff.unban';
  if (!full && !patch) return endpoint.body;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const foreign = (fieldSet === 'modern' ? LEGACY_ONLY : MODERN_ONLY).find((k) => k in body);
    if (foreign !== undefined) {
      throw badRequest(
        foreign,
        'field_set',
        `${foreign}: this controller takes the ${fieldSet} staff fields (D12)`,
        { field_set: fieldSet },
      );
    }
  }
  if (fieldSet === 'modern') return full ? staffModern : modernPatch;
  return full ? staffLegacy : legacyPatch;
}

/** A new or replaced record from a modern body: the body is the record (D12 modern). */
export function fromModern(body: StaffModern, existing: StaffStored | undefined): StaffStored {
  return { ...body, banned: body.banned ?? existing?.banned ?? false };
}

/**
 * A new or changed record from a legacy body: the legacy fields replace their modern twins, the
 * fields the legacy set cannot see are kept. A new person gets an empty `dolzhnost` and, without
 * a uuid in the body, one assigned by the controller (D12).
 */
export function fromLegacy(body: StaffLegacy, existing: StaffStored | undefined): StaffStored {
  const { cards: _cards, access_profile: _profile, ...kept } = existing ?? { dolzhnost: '' };
  const record: StaffStored = {
    ...kept,
    surname: body.last_name,
    name: body.first_name,
    dolzhnost: existing?.dolzhnost ?? '',
    uuid: existing?.uuid ?? body.uuid ?? randomUUID(),
    banned: body.banned ?? existing?.banned ?? false,
  };
  if (body.cards !== undefined) record.cards = body.cards;
  if (body.access_profile !== undefined) record.access_profile = body.access_profile;
  return record;
}

/** Applies the fields of a ban/unban patch of either set to a record. */
export function applyPatch(
  record: StaffStored,
  patch: Partial<StaffModern> | Partial<StaffLegacy>,
): StaffStored {
  const { last_name, first_name, ...rest } = patch as Partial<StaffLegacy> & Partial<StaffModern>;
  const next: StaffStored = { ...record, ...rest, uuid: record.uuid, banned: record.banned };
  if (last_name !== undefined) next.surname = last_name;
  if (first_name !== undefined) next.name = first_name;
  return next;
}

function toLegacy(record: StaffStored): StaffLegacyView {
  const view: StaffLegacyView = {
    uuid: record.uuid,
    last_name: record.surname,
    first_name: record.name,
    banned: record.banned,
  };
  if (record.cards !== undefined) view.cards = record.cards;
  if (record.access_profile !== undefined) view.access_profile = record.access_profile;
  return view;
}

/** A stored record as this instance answers it. */
export function staffView(
  record: StaffStored,
  fieldSet: StaffFieldSet,
): StaffStored | StaffLegacyView {
  return fieldSet === 'modern' ? record : toLegacy(record);
}

/** D13: the names `q` searches. */
export function staffNames(record: StaffStored): Array<string | undefined> {
  return [record.surname, record.name, record.second_name];
}
