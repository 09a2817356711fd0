/**
 * A person's last access (spec 4.3 `GET /staff/{uuid}/last_access`): when, where, and whether it
 * went through. The event's fields are "not shown" by the spec (section 6), so each is read only
 * when it is there; a pass is one of the types that let a person through (`GET
 * /access_events/types`: granted, free passage, confirmed by an external system).
 */
import type { JsonRecord } from './staff-form';

const PASSED = new Set(['access_granted', 'free_pass', 'access_confirmed']);

export interface LastAccess {
  /** ISO 8601 instant, when the event has one. */
  at?: string;
  pointUuid?: string;
  type?: string;
  /** True went through, false refused, undefined when the type does not say. */
  granted?: boolean;
}

export function lastAccessOf(rows: readonly JsonRecord[]): LastAccess | undefined {
  const event = rows[0];
  if (!event) return undefined;
  const last: LastAccess = {};
  if (typeof event.timestamp === 'string') last.at = event.timestamp;
  if (typeof event.access_point_uuid === 'string') last.pointUuid = event.access_point_uuid;
  if (typeof event.type === 'string') {
    last.type = event.type;
    if (PASSED.has(event.type)) last.granted = true;
    else if (/^access_(denied|rejected)/.test(event.type)) last.granted = false;
  }
  return last;
}
