/**
 * Every write through the API leaves an audit event with the login that made it (spec 6): after a successful POST, PUT, PATCH or DELETE the pipeline adds one entry
 * naming the endpoint, the path and the key it answered. Login, authentication users and
 * date/time and network settings write their own, more specific entries; a user-defined audit
 * event is one already.
 */
import type { Endpoint } from '../../shared/api';
import type { SimContext } from '../context';
import { logEntry } from '../routes/event-log';

const SELF_AUDITED = new Set<string>([
  'login',
  'authUsers.create',
  'authUsers.update',
  'authUsers.delete',
  'dateTime.set',
  'network.set',
  'auditEvents.createUserDefined',
]);

/** Whether a successful call of `endpoint` gets an audit event from the pipeline. */
export function auditedByPipeline(endpoint: Endpoint): boolean {
  return endpoint.method !== 'GET' && endpoint.auth && !SELF_AUDITED.has(endpoint.id);
}

function auditType(endpoint: Endpoint): string {
  if (endpoint.method === 'DELETE') return 'record_deleted';
  if (endpoint.method !== 'POST') return 'record_changed';
  return endpoint.successStatus === 201 ? 'record_created' : 'command';
}

/** The key a K answer names (spec 4 `data.uuid`), if the answer is one. */
function answeredKey(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('data' in result)) return undefined;
  const data = result.data;
  if (typeof data !== 'object' || data === null || !('uuid' in data)) return undefined;
  const key = data.uuid;
  return typeof key === 'string' ? key : undefined;
}

/** Writes the audit event of a successful write; resolves when it is durable. */
export async function auditWrite(
  sim: SimContext,
  endpoint: Endpoint,
  path: string,
  login: string | undefined,
  result: unknown,
): Promise<void> {
  const key = answeredKey(result);
  const shown = key === undefined || path.includes(key) ? '' : ` -> ${key}`;
  const message = `${endpoint.method} ${path}${shown}: ${endpoint.summary}`;
  const entry = logEntry(sim, auditType(endpoint), message, login === undefined ? {} : { login });
  await sim.store.put('audit_events', entry.uuid, entry);
}
