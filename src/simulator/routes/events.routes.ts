/**
 * spec 4.7 and 6: access events, audit events and notifications. Each log holds the controller's
 * own entries and user-defined ones; only user-defined entries can be changed or deleted (another
 * uuid on a user_defined path is 404, D4). Both notification paths share one log.
 */
import { randomUUID } from 'node:crypto';
import { notFound } from '../api-error';
import type { SimContext } from '../context';
import { controllerTimestamp } from '../events/controller-clock';
import type { AccessEventRecord, MessageEventRecord } from '../records/collections';
import { requireRecord } from '../records/crud';
import {
  ACCESS_EVENT_TYPES,
  AUDIT_EVENT_TYPES,
  NOTIFICATION_ERROR_CODES,
  NOTIFICATION_TYPES,
} from '../reference/events.reference';
import type { AreaRoutes } from '../router';
import { counted, deleted, filterList, keyOf, list } from './answers';

type MessageLog = 'audit_events' | 'notifications';
type MessageBody = { type: string; message: string };

const accessNames = (e: AccessEventRecord) => [e.type, e.user_uuid, e.access_point_uuid];
const messageNames = (e: MessageEventRecord) => [e.type, e.message, e.login];

function userDefined<T extends { user_defined: boolean }>(
  record: T | undefined,
  what: string,
  uuid: string,
): T {
  if (!record?.user_defined) throw notFound(`user-defined ${what}`, uuid);
  return record;
}

/** A user-defined entry; it names the login that wrote it (an audit event of its own). */
async function addMessage(sim: SimContext, log: MessageLog, body: MessageBody, login?: string) {
  const record: MessageEventRecord = {
    uuid: randomUUID(),
    ...body,
    timestamp: controllerTimestamp(sim),
    user_defined: true,
    ...(login === undefined ? {} : { login }),
  };
  await sim.store.put(log, record.uuid, record);
  return keyOf(record.uuid);
}

async function changeMessage(sim: SimContext, log: MessageLog, uuid: string, body: MessageBody) {
  const existing = userDefined(sim.store.get(log, uuid), 'event', uuid);
  await sim.store.put(log, uuid, { ...existing, ...body });
  return keyOf(uuid);
}

async function removeMessage(sim: SimContext, log: MessageLog, uuid: string) {
  userDefined(sim.store.get(log, uuid), 'event', uuid);
  await sim.store.remove(log, uuid);
  return deleted();
}

export const eventRoutes = {
  'accessEvents.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('access_events'), call.query, accessNames)),
  'accessEvents.count': (_call, sim) => counted(sim.store.size('access_events')),
  'accessEvents.types': (call, sim) => list(call, sim, ACCESS_EVENT_TYPES),
  'accessEvents.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'access_events', call.params.uuid, 'access event')]),
  'accessEvents.createUserDefined': async (call, sim) => {
    const record: AccessEventRecord = {
      uuid: randomUUID(),
      ...call.body,
      timestamp: controllerTimestamp(sim),
      user_defined: true,
    };
    await sim.store.put('access_events', record.uuid, record);
    return keyOf(record.uuid);
  },
  'accessEvents.updateUserDefined': async (call, sim) => {
    const { uuid } = call.params;
    const existing = userDefined(sim.store.get('access_events', uuid), 'access event', uuid);
    await sim.store.put('access_events', uuid, { ...existing, ...call.body });
    return keyOf(uuid);
  },
  'accessEvents.deleteUserDefined': async (call, sim) => {
    const { uuid } = call.params;
    userDefined(sim.store.get('access_events', uuid), 'access event', uuid);
    await sim.store.remove('access_events', uuid);
    return deleted();
  },
  'auditEvents.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('audit_events'), call.query, messageNames)),
  'auditEvents.count': (_call, sim) => counted(sim.store.size('audit_events')),
  'auditEvents.types': (call, sim) => list(call, sim, AUDIT_EVENT_TYPES),
  'auditEvents.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'audit_events', call.params.uuid, 'audit event')]),
  'auditEvents.createUserDefined': (call, sim) =>
    addMessage(sim, 'audit_events', call.body, call.session?.login),
  'auditEvents.updateUserDefined': (call, sim) =>
    changeMessage(sim, 'audit_events', call.params.uuid, call.body),
  'auditEvents.deleteUserDefined': (call, sim) =>
    removeMessage(sim, 'audit_events', call.params.uuid),
  'notifications.list': (call, sim) =>
    list(call, sim, filterList(sim.store.values('notifications'), call.query, messageNames)),
  'notifications.count': (_call, sim) => counted(sim.store.size('notifications')),
  'notifications.errorCodes': (call, sim) => list(call, sim, NOTIFICATION_ERROR_CODES),
  'notifications.types': (call, sim) => list(call, sim, NOTIFICATION_TYPES),
  'notifications.userDefinedList': (call, sim) => {
    const own = sim.store.values('notifications').filter((n) => n.user_defined);
    return list(call, sim, filterList(own, call.query, messageNames));
  },
  'notifications.userDefinedGet': (call, sim) => {
    const { uuid } = call.params;
    return list(call, sim, [
      userDefined(sim.store.get('notifications', uuid), 'notification', uuid),
    ]);
  },
  'notifications.get': (call, sim) =>
    list(call, sim, [requireRecord(sim, 'notifications', call.params.uuid, 'notification')]),
  'notifications.createUserDefined': (call, sim) => addMessage(sim, 'notifications', call.body),
  'notifications.createUserDefinedNotification': (call, sim) =>
    addMessage(sim, 'notifications', call.body),
  'notifications.updateUserDefined': (call, sim) =>
    changeMessage(sim, 'notifications', call.params.uuid, call.body),
  'notifications.updateUserDefinedNotification': (call, sim) =>
    changeMessage(sim, 'notifications', call.params.uuid, call.body),
  'notifications.deleteUserDefined': (call, sim) =>
    removeMessage(sim, 'notifications', call.params.uuid),
  'notifications.deleteUserDefinedNotification': (call, sim) =>
    removeMessage(sim, 'notifications', call.params.uuid),
} satisfies AreaRoutes;
