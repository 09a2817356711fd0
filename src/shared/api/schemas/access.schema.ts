/**
 * Payloads that decide who passes where (spec 2.2): access points and their automations,
 * identifiers, temporary access, access profiles, schedules and directories.
 */
import { z } from 'zod';
import { cardCode, dayName, dottedDate, hhmm, isoDate, uuid } from '../formats';
import { limitedText } from '../text-limit-schemas';
import { ACCESS_POINT_STATES } from './access-point-kinds';

export {
  ACCESS_POINT_KINDS,
  ACCESS_POINT_STATES,
  type AccessPointKind,
} from './access-point-kinds';

export const accessPointState = z.enum(ACCESS_POINT_STATES);

/** One extra parameter's value: the reference types are integer, boolean and string. */
export const extParameterValue = z.union([limitedText('parameter'), z.number(), z.boolean()]);

/**
 * spec 2.2 access point (all creation kinds) and access point automation. `ext_parameters`
 * carries the values of the extra parameters spec 4.2's reference lists (`GET
 * /access_points/ext_parameters`), by name: the description shows the reference but not where
 * its values are written (docs/decisions.md, "Access points: extra parameters").
 */
export const accessPoint = z.strictObject({
  name: limitedText('name').min(1),
  type: limitedText('type').min(1),
  controller_uuid: uuid,
  ext_parameters: z.record(z.string().min(1), extParameterValue).optional(),
});

/**
 * One entry of `GET /access_points/ext_parameters` (spec 4.2, reference values): its fields are
 * "not shown", so every one is optional and anything else is kept. A form is made from what is
 * there: the kinds it applies to, its type and default, the values or the bounds it allows.
 */
export const extParameter = z.looseObject({
  name: z.string().min(1),
  section: z.string().optional(),
  title: z.string().optional(),
  type: z.string().optional(),
  default: extParameterValue.optional(),
  kinds: z.array(z.string()).optional(),
  values: z.array(extParameterValue).optional(),
  min: z.number().optional(),
  max: z.number().optional(),
});

/** One entry of `GET /access_points/ext_parameters/sections`: a group of parameters. */
export const extParameterSection = z.looseObject({
  name: z.string().min(1),
  title: z.string().optional(),
});

/** POST /access_points/{uuid}/state/{state}: the body may be empty (D8) or shaped like an access point. */
export const accessPointStateBody = accessPoint.partial();

/** spec 2.2 identifier: the code is a card code (digits, no leading zero). */
export const identifier = z.strictObject({
  code: cardCode,
  type: limitedText('type').min(1),
  active: z.boolean(),
});

/** spec 2.2 temporary access (write): one person, one access point, one day yyyy-mm-dd. */
export const tmpAccessWrite = z.strictObject({
  user_uuid: uuid,
  access_point_uuid: uuid,
  date: isoDate,
});

/** spec 2.2 temporary access (read by user and date): dates come back as dd.mm.yyyy (D10). */
export const tmpAccessRead = z.looseObject({
  uuid: z.string(),
  user_uuid: z.string(),
  date: dottedDate,
  access_points: z.array(z.string()),
});

/** spec 2.2 access profile: which access points, on which schedule. */
export const accessProfile = z.strictObject({
  name: limitedText('name').min(1),
  access_points: z.array(uuid),
  schedule_uuid: uuid,
});

/** One schedule interval: days of the week and a HH:MM window with from before to. */
export const scheduleInterval = z
  .strictObject({ days: z.array(dayName).min(1), from: hhmm, to: hhmm })
  .refine((i) => i.from < i.to, { error: '`from` must be earlier than `to`', path: ['to'] });

/** spec 2.2 schedule. */
export const schedule = z.strictObject({
  name: limitedText('name').min(1),
  intervals: z.array(scheduleInterval),
});

/** spec 2.2 directory: a named list of value/label items. */
export const directory = z.strictObject({
  name: limitedText('name').min(1),
  items: z.array(z.strictObject({ value: limitedText('value'), label: limitedText('label') })),
});
