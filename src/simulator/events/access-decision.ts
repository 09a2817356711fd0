/**
 * The controller's decision on a pass (spec 4.10 `send_pass_event`), kept simple for now: the
 * access point's state first (D8: closed denies, open and emergency let everyone pass), then the
 * person: staff pass unless banned, visitors pass with a temporary grant for that access point on
 * the controller's current day (D10), anyone else is unknown. A denial raises an alert (spec 4.8).
 */
import { randomUUID } from 'node:crypto';
import { missingReference } from '../api-error';
import type { SimContext } from '../context';
import type { AccessEventRecord, AlertRecord } from '../records/collections';
import { ACCESS_EVENT_TYPES } from '../reference/events.reference';

export interface PassRequest {
  access_point_uuid: string;
  user_uuid: string;
  direction: 'in' | 'out';
}

function decide(sim: SimContext, pass: PassRequest, state: string): string {
  if (state === 'closed') return 'access_denied_closed';
  if (state === 'open' || state === 'emergency') return 'free_pass';
  const person = sim.store.get('staff', pass.user_uuid);
  if (person) return person.banned ? 'access_denied_banned' : 'access_granted';
  if (sim.store.has('visitors', pass.user_uuid)) {
    const today = new Date(sim.now()).toISOString().slice(0, 10);
    const granted = sim.store
      .values('tmp_access')
      .some(
        (g) =>
          g.user_uuid === pass.user_uuid &&
          g.access_point_uuid === pass.access_point_uuid &&
          g.date === today,
      );
    return granted ? 'access_granted' : 'access_denied_no_grant';
  }
  return 'access_denied_unknown_user';
}

/** The access event of a pass and, when it is denied, the alert it raises. */
export function decidePass(
  sim: SimContext,
  pass: PassRequest,
): { event: AccessEventRecord; alert?: AlertRecord } {
  const accessPoint = sim.store.get('access_points', pass.access_point_uuid);
  if (!accessPoint) throw missingReference('access_point_uuid', pass.access_point_uuid);
  const type = decide(sim, pass, accessPoint.state);
  const timestamp = new Date(sim.now()).toISOString();
  const event: AccessEventRecord = {
    uuid: randomUUID(),
    type,
    timestamp,
    user_defined: false,
    ...pass,
  };
  if (!type.startsWith('access_denied')) return { event };
  const title = ACCESS_EVENT_TYPES.find((t) => t.type === type)?.title ?? type;
  const alert: AlertRecord = {
    uuid: randomUUID(),
    access_point_uuid: accessPoint.uuid,
    type,
    message: `${accessPoint.name}: ${title}`,
    timestamp,
    user_uuid: pass.user_uuid,
  };
  return { event, alert };
}
