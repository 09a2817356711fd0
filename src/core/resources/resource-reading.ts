/**
 * A read of the data screens: any GET of the contract through the controller's logged-in client,
 * the answer given back as it came with where it leaves the contract (so a screen shows what the
 * controller said instead of breaking on it), and how long it took.
 */
import { endpointById, type EndpointId } from '../../shared/api';
import type { JsonValue } from '../../shared/ipc/journal.schema';
import { AppFailure } from '../../shared/errors/error-data';
import type { ResourceAnswer } from '../../shared/ipc/resource.schema';
import type { ControllerClient } from '../client/controller-client';
import { resourceError } from './resource-errors';
import { checkRequest, type ResourceRequestInput } from './resource-request';

export async function readResource(
  client: ControllerClient,
  input: ResourceRequestInput,
): Promise<ResourceAnswer> {
  if (endpointById(input.endpointId as EndpointId).method !== 'GET') {
    throw new AppFailure(resourceError('resource_not_a_read', { endpoint: input.endpointId }));
  }
  const checked = checkRequest(input);
  const started = performance.now();
  const answer = await client.callAsIs(checked.id, checked.request);
  return {
    status: answer.status,
    body: asJson(answer.body),
    problems: answer.problems,
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  };
}

/** A parsed JSON answer is JSON already; an empty one is null. */
export function asJson(body: unknown): JsonValue | null {
  return body === undefined ? null : (body as JsonValue);
}
