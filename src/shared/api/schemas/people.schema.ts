/**
 * Payloads about people and accounts (spec 2.2): authentication users, login, visitors and the
 * custom property definitions of staff and visitors.
 */
import { z } from 'zod';
import { dateTimeWithOffset } from '../formats';
import { limitedText } from '../text-limit-schemas';
import { ROLES } from './people-lists';

export { ROLES };
export const role = z.enum(ROLES);
export type Role = z.infer<typeof role>;

/** spec 2.2 authentication user (POST/PUT /auth_users). */
export const authUser = z.strictObject({
  login: limitedText('login').min(1),
  password: limitedText('password').min(1),
  role: role,
});

/** spec 2.2 login request (POST /login, the only call without Authorization, spec 5). */
export const loginRequest = z.strictObject({
  login: z.string().min(1),
  password: z.string(),
});

/** spec 2.2 login response; `exp` is Unix seconds (D3). */
export const loginResponse = z.looseObject({
  user: z.looseObject({ login: z.string(), role: z.string(), exp: z.number().int() }),
  token: z.string().min(1),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** spec 2.2 visitor: planned_at is an ISO 8601 date-time with a UTC offset. */
export const visitor = z.strictObject({
  last_name: limitedText('last_name').min(1),
  first_name: limitedText('first_name').min(1),
  planned_at: dateTimeWithOffset,
});

/** spec 2.2 staff property / visitor property definition. */
export const propertyDefinition = z.strictObject({
  name: limitedText('name').min(1),
  type: limitedText('type').min(1),
  required: z.boolean(),
});
