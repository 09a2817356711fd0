/**
 * Alerts (spec 4.8): a denied pass or a door alarm on an access point raises one; they are listed
 * as violations and counted per access point until cleared.
 */
import { randomUUID } from 'node:crypto';
import type { AccessEventRecord, AccessPointRecord, AlertRecord } from '../records/collections';
import { ACCESS_EVENT_TYPES } from '../reference/events.reference';

/** The alert an access event on `accessPoint` raises, titled by its event type. */
export function alertFor(
  accessPoint: Pick<AccessPointRecord, 'uuid' | 'name'>,
  event: AccessEventRecord,
): AlertRecord {
  const title = ACCESS_EVENT_TYPES.find((t) => t.type === event.type)?.title ?? event.type;
  return {
    uuid: randomUUID(),
    access_point_uuid: accessPoint.uuid,
    type: event.type,
    message: `${accessPoint.name}: ${title}`,
    timestamp: event.timestamp,
    ...(event.user_uuid === undefined ? {} : { user_uuid: event.user_uuid }),
    access_event_uuid: event.uuid,
  };
}
