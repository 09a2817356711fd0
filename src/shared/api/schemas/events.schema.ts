/**
 * Payloads of events, devices and device commands (spec 2.2, 4.7, 4.10).
 */
import { z } from 'zod';
import { uuid } from '../formats';
import { limitedText } from '../text-limit-schemas';

/** spec 2.2 user-defined access event. */
export const userAccessEvent = z.strictObject({
  type: limitedText('type').min(1),
  access_point_uuid: uuid,
  user_uuid: uuid,
});

/** spec 2.2 user-defined audit event and user-defined notification (same shape). */
export const userMessageEvent = z.strictObject({
  type: limitedText('type').min(1),
  message: limitedText('message'),
});

/** spec 2.2 device (find result): all strings. */
export const device = z.looseObject({
  uuid: z.string(),
  controller: z.string(),
  address: z.string(),
  name: z.string(),
});

/** spec 2.2 device action request. */
export const deviceAction = z.strictObject({ uuid: uuid, action: limitedText('action').min(1) });

/** spec 2.2 device event command (POST /device_management/send_event). */
export const deviceEventCommand = z.strictObject({
  device_uuid: uuid,
  event_type: limitedText('event_type').min(1),
});

/** Pass directions: the spec leaves the values open; in and out are what a passage has. */
export const PASS_DIRECTIONS = ['in', 'out'] as const;

/** spec 2.2 pass event command (POST /device_management/send_pass_event). */
export const passEventCommand = z.strictObject({
  access_point_uuid: uuid,
  direction: z.enum(PASS_DIRECTIONS),
  user_uuid: uuid,
});

/** spec 2.2 access confirmation by an external system. */
export const accessConfirmation = z.strictObject({
  access_event_uuid: uuid,
  confirmed: z.boolean(),
});
