/**
 * The staff record of spec 2.1 in both field sets of decision D12. A build accepts one of them; the
 * contract carries both so the client can translate and the simulator can speak either.
 */
import { z } from 'zod';
import { cardCode, carNumber, pin, uuid } from '../formats';
import { limitedText } from '../text-limit-schemas';
import { withoutTextLimits } from '../without-text-limits';
import { STAFF_FIELD_SETS } from './people-lists';

/** One entry of `access_profiles` (spec 2.1): profile uuid and validity bounds (Unix seconds). */
export const staffAccessProfile = z.strictObject({
  uuid: uuid,
  from: z.number().int(),
  to: z.number().int(),
});

/** spec 2.1 `biometry`: the card code tied to biometric data and the reader models holding it. */
export const staffBiometry = z.strictObject({
  card_code: cardCode.optional(),
  models: z.array(limitedText('models')).optional(),
});

/** The modern staff record (spec 2.1, D12 `modern`): surname, name, dolzhnost and uuid required. */
export const staffModern = z.strictObject({
  surname: limitedText('surname').min(1),
  name: limitedText('name').min(1),
  dolzhnost: limitedText('dolzhnost'),
  uuid: uuid,
  second_name: limitedText('second_name').optional(),
  access_profiles: z.array(staffAccessProfile).optional(),
  access_point: limitedText('access_point').optional(),
  access_user: limitedText('access_user').optional(),
  pin: pin.optional(),
  car_number: carNumber.optional(),
  biometry: staffBiometry.optional(),
  comment: limitedText('comment').optional(),
  'E-mail': limitedText('E-mail').optional(),
  tab_nomer: z.number().int().optional(),
  bio_provider_person_id: limitedText('bio_provider_person_id').optional(),
  bio_provider: limitedText('bio_provider').optional(),
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
  last_name: limitedText('last_name').min(1),
  first_name: limitedText('first_name').min(1),
  uuid: uuid.optional(),
  cards: z.array(cardCode).optional(),
  access_profile: uuid.optional(),
  banned: z.boolean().optional(),
});

export { STAFF_FIELD_SETS };
export type StaffFieldSet = (typeof STAFF_FIELD_SETS)[number];

/** A staff create/update body in either field set: which one a controller accepts is D12's question. */
export const staffPayload = z.union([staffModern, staffLegacy]);

/** PUT /staff/ban|unban/{uuid} carry a staff payload (spec 4.3); any part of one is enough. */
export const staffPatch = z.union([staffModern.partial(), staffLegacy.partial()]);

/**
 * A staff record as a controller returns it: either field set, extra fields tolerated, and text
 * of any length (another tool may have written past the app's limits, text-limits.ts).
 */
export const staffRecord = z.union([
  withoutTextLimits(staffModern).loose(),
  withoutTextLimits(staffLegacy).loose(),
]);

export type StaffModern = z.infer<typeof staffModern>;
export type StaffLegacy = z.infer<typeof staffLegacy>;
export type StaffPayload = z.infer<typeof staffPayload>;
export type StaffRecord = z.infer<typeof staffRecord>;
