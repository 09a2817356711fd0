/**
 * Entries of the controller's own logs (spec 6): audit events written by the controller itself
 * (logins, account changes) and notifications raised by devices.
 */
import { randomUUID } from 'node:crypto';
import type { SimContext } from '../context';
import { controllerTimestamp } from '../events/controller-clock';
import type { MessageEventRecord } from '../records/collections';

/** A log entry stamped with the controller's clock (host clock plus its offset, spec 4.12). */
export function logEntry(
  sim: SimContext,
  type: string,
  message: string,
  extra: Partial<MessageEventRecord> = {},
): MessageEventRecord {
  return {
    uuid: randomUUID(),
    type,
    message,
    timestamp: controllerTimestamp(sim),
    user_defined: false,
    ...extra,
  };
}

/** Writes an audit event (GET /audit_events/) and waits until it is durable. */
export async function audit(
  sim: SimContext,
  type: string,
  message: string,
  login?: string,
): Promise<void> {
  const entry = logEntry(sim, type, message, login === undefined ? {} : { login });
  await sim.store.put('audit_events', entry.uuid, entry);
}
