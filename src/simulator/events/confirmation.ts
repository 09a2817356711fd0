/**
 * Access confirmation by an external system (spec 4.10 `POST /access_confirmation`): the system
 * confirms or rejects an access event once. The event keeps the answer in `confirmed`, and the
 * answer itself is an access event (`access_confirmed` or `access_rejected`, pointing back with
 * `confirms`); a rejection raises an alert like any denial (spec 4.8). Answering twice is 409.
 */
import { randomUUID } from 'node:crypto';
import { badRequest, conflict, missingReference } from '../api-error';
import type { SimContext } from '../context';
import type { AccessEventRecord, Collections } from '../records/collections';
import type { StoreOp } from '../store/store';
import { alertFor } from './alerts';
import { controllerTimestamp } from './controller-clock';

export function confirmAccess(
  sim: SimContext,
  body: { access_event_uuid: string; confirmed: boolean },
): Array<StoreOp<Collections>> {
  const event = sim.store.get('access_events', body.access_event_uuid);
  if (!event) throw missingReference('access_event_uuid', body.access_event_uuid);
  if (event.confirms !== undefined)
    throw badRequest('access_event_uuid', 'custom', 'access_event_uuid: is itself a confirmation');
  if (event.confirmed !== undefined) {
    throw conflict(
      'access_event_uuid',
      `access_event_uuid: already ${event.confirmed ? 'confirmed' : 'rejected'}`,
    );
  }
  const answer: AccessEventRecord = {
    uuid: randomUUID(),
    type: body.confirmed ? 'access_confirmed' : 'access_rejected',
    timestamp: controllerTimestamp(sim),
    user_defined: false,
    confirms: event.uuid,
    ...(event.access_point_uuid === undefined
      ? {}
      : { access_point_uuid: event.access_point_uuid }),
    ...(event.user_uuid === undefined ? {} : { user_uuid: event.user_uuid }),
    ...(event.direction === undefined ? {} : { direction: event.direction }),
  };
  const ops: Array<StoreOp<Collections>> = [
    ['put', 'access_events', event.uuid, { ...event, confirmed: body.confirmed }],
    ['put', 'access_events', answer.uuid, answer],
  ];
  const accessPoint =
    event.access_point_uuid === undefined
      ? undefined
      : sim.store.get('access_points', event.access_point_uuid);
  if (!body.confirmed && accessPoint) {
    const alert = alertFor(accessPoint, answer);
    ops.push(['put', 'alerts', alert.uuid, alert]);
  }
  return ops;
}
