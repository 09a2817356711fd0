/**
 * The access points of one controller of the open site, as the access point screen shows them
 * (spec 4.2): the list with kind, state (D8) and extra parameters, and the automations; and
 * the test passage: a person picked by search (D13 `q`) sent through an access point
 * (`POST /device_management/send_pass_event`, spec 4.10) and the access event the controller
 * recorded, granted or denied and why when its type says. Changes go through the flows.
 */
import { z } from 'zod';
import { ACCESS_POINT_KINDS, ACCESS_POINT_STATES } from '../api';
import { defineChannel } from './channel';
import { controllerId } from './controller.schema';

const extValue = z.union([z.string(), z.number(), z.boolean()]);

export const accessPointItem = z.strictObject({
  uuid: z.string(),
  name: z.string(),
  type: z.string(),
  kind: z.enum(ACCESS_POINT_KINDS).optional(),
  state: z.enum(ACCESS_POINT_STATES).optional(),
  extParameters: z.record(z.string(), extValue),
});
export type AccessPointItem = z.infer<typeof accessPointItem>;

export const accessPointsList = defineChannel('accessPoints:list', () => ({
  input: z.strictObject({ controllerId }),
  output: z.strictObject({
    points: z.array(accessPointItem),
    automations: z.array(accessPointItem),
  }),
}));

export const accessPointsPeople = defineChannel('accessPoints:people', () => ({
  input: z.strictObject({ controllerId, q: z.string().trim().max(120) }),
  output: z.strictObject({
    people: z.array(z.strictObject({ uuid: z.string(), name: z.string() })).max(50),
  }),
}));

export const accessPointsTestPass = defineChannel('accessPoints:testPass', () => ({
  input: z.strictObject({
    controllerId,
    accessPointUuid: z.string().min(1),
    userUuid: z.string().min(1),
    direction: z.enum(['in', 'out']),
  }),
  output: z.strictObject({
    eventUuid: z.string(),
    /** From the event's type: `access_granted`, `free_pass` -> granted; `access_denied_*` -> denied. */
    outcome: z.enum(['granted', 'denied', 'unknown']),
    /** The controller's event type, and its title when the types reference gives one. */
    type: z.string(),
    reason: z.string().optional(),
    at: z.string().optional(),
  }),
}));

export const ACCESS_POINT_CHANNELS = [
  accessPointsList,
  accessPointsPeople,
  accessPointsTestPass,
] as const;
