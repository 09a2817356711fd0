/**
 * The staff record of spec 2.1 in both field sets of decision D12. A build accepts one of them; the
 * contract carries both so the client can translate and the simulator can speak either.
 */
import { z } from 'zod';
import { cardCode, carNumber, pin, uuid } from '../formats';

/** One entry of `access_profiles` (spec 2.1): profile uuid and validity bounds (Unix seconds). */
export const staffAccessProfile = z.strictObject({
  uuid: uuid,
  from: z.number().int(),
  to: z.number().int(),
});

/** spec 2.1 `biometry`: the card code tied to biometric data and the reader models holding it. */
export const staffBiometry = z.strictObject({
  card_code: cardCode.optional(),
  models: z.array(z.string()).optional(),
});

/** The modern staff record (spec 2.1, D12 `modern`): surname, name, dolzhnost and uuid required. */
export const staffModern = z.strictObject({
  surname: z.string().min(1),
  name: z.string().min(1),
  dolzhnost: z.string(),
  uuid: uuid,
  second_name: z.string().optional(),
  access_profiles: z.array(staffAccessProfile).optional(),
  access_point: z.string().optional(),
  access_user: z.string().optional(),
  pin: pin.optional(),
  car_number: carNumber.optional(),
  biometry: staffBiometry.optional(),
  comment: z.string().optional(),
  'E-mail': z.string().optional(),
  tab_nomer: z.number().int().optional(),
  bio_provider_person_id: z.string().optional(),
  bio_provider: z.string().optional(),
  cards: z.array(cardCode).optional(),
  /** DEPRECATED in spec 2.1, superseded by access_profiles; still accepted. */
  access_profile: uuid.optional(),
  banned: z.boolean().optional(),
});

/**
 * The other description's staff payload (spec 2.1 last paragraph, D12 `legacy`): the controller
 * assigns the uuid when none is given.
 */
export const staffLegacy = z.strictObject({
  last_name: z.string().min(1),
  first_name: z.string().min(1),
  uuid: uuid.optional(),
  cards: z.array(cardCode).optional(),
  access_profile: uuid.optional(),
  banned: z.boolean().optional(),
});

export const STAFF_FIELD_SETS = ['modern', 'legacy'] as const;
export type StaffFieldSet = (typeof STAFF_FIELD_SETS)[number];

/** A staff create/update body in either field set: which one a controller accepts is D12's question. */
export const staffPayload = z.union([staffModern, staffLegacy]);

/** PUT /staff/ban|unban/{uuid} carry a staff payload (spec 4.3); any part of one is enough. */
export const staffPatch = z.union([staffModern.partial(), staffLegacy.partial()]);

/** A staff record as a controller returns it: either field set, extra fields tolerated. */
export const staffRecord = z.union([staffModern.loose(), staffLegacy.loose()]);

export type StaffModern = z.infer<typeof staffModern>;
export type StaffLegacy = z.infer<typeof staffLegacy>;
export type StaffPayload = z.infer<typeof staffPayload>;
export type StaffRecord = z.infer<typeof staffRecord>;
