/**
 * The data screens' calls to main (shared/ipc/resource.schema.ts), typed by the contract's
 * endpoint ids: a read as the controller answered it, a confirmed change (main takes the lock,
 * reads before and after, journals), and the shared live tail of an event log.
 */
import type { EndpointId } from '../../../../shared/api';
import type { JsonValue } from '../../../../shared/ipc/journal.schema';
import type { ChannelOutput } from '../../../../shared/ipc/channels';
import { call } from '../../api/call';

export type ResourceAnswer = ChannelOutput<'resource:read'>;
export type WriteAnswer = ChannelOutput<'resource:write'>;
export type TailAnswer = ChannelOutput<'resource:tail'>;
import { recordsOf } from '../../../../shared/resources/answer-records';
import type { JsonRecord } from './json-record';

export type { JsonRecord };

export interface ResourceRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: JsonValue;
}

export function readResource(
  controllerId: string,
  endpointId: EndpointId,
  request: Omit<ResourceRequest, 'body'> = {},
): Promise<ResourceAnswer> {
  return call('resource:read', { controllerId, endpointId, ...request });
}

export function writeResource(
  controllerId: string,
  endpointId: EndpointId,
  request: ResourceRequest = {},
): Promise<WriteAnswer> {
  return call('resource:write', { controllerId, endpointId, ...request });
}

export function tailEvents(
  controllerId: string,
  collection: 'accessEvents' | 'auditEvents' | 'notifications',
  after: number,
  limit = 200,
): Promise<TailAnswer> {
  return call('resource:tail', { controllerId, collection, after, limit });
}

/** The records of an L answer (spec 4): `data` as an array of objects, whatever else came. */
export function rowsOf(answer: { body: JsonValue | null }): JsonRecord[] {
  return recordsOf(answer.body);
}
