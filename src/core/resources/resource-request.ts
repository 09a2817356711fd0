/**
 * A request of the data screens checked against the contract before anything is sent: path
 * parameters all given, query and body by the endpoint's schemas (the field rules of spec 2.1
 * and 8). The page checks the same schemas at the field; this is the last word, so a page that
 * skipped a rule cannot send a record the contract forbids.
 */
import { endpointById, type Endpoint, type EndpointId, type RequestOf } from '../../shared/api';
import { AppFailure } from '../../shared/errors/error-data';
import { fieldPath } from '../client/answer';
import { resourceError } from './resource-errors';

export interface ResourceRequestInput {
  endpointId: string;
  params?: Record<string, string> | undefined;
  query?: Record<string, string | number> | undefined;
  body?: unknown;
}

export interface CheckedRequest {
  endpoint: Endpoint;
  id: EndpointId;
  request: RequestOf<EndpointId>;
}

export function checkRequest(input: ResourceRequestInput): CheckedRequest {
  const endpoint = endpointById(input.endpointId as EndpointId) as Endpoint;
  const refuse = (field: string, problem: string): never => {
    throw new AppFailure(
      resourceError('resource_bad_request', { endpoint: endpoint.id, field, problem }),
    );
  };
  const params: Record<string, string> = {};
  for (const name of endpoint.pathParams) {
    const value = input.params?.[name];
    if (!value) refuse(name, 'is required');
    else params[name] = value;
  }
  let query: Record<string, string> | undefined;
  if (input.query && Object.keys(input.query).length > 0) {
    if (!endpoint.query) refuse('query', 'is not taken by this endpoint');
    query = Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)]));
    const checked = endpoint.query?.safeParse(query);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      refuse(issue ? fieldPath(issue.path) : 'query', issue?.message ?? 'is not valid');
    }
  }
  if (input.body !== undefined) {
    if (!endpoint.body) refuse('body', 'is not taken by this endpoint');
    const checked = endpoint.body?.safeParse(input.body);
    if (checked && !checked.success) {
      const issue = checked.error.issues[0];
      refuse(issue ? fieldPath(issue.path) : '(body)', issue?.message ?? 'is not valid');
    }
  } else if (endpoint.body && endpoint.bodyRequired) {
    refuse('body', 'is required');
  }
  const request = {
    ...(endpoint.pathParams.length > 0 ? { params } : {}),
    ...(query ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  } as RequestOf<EndpointId>;
  return { endpoint, id: endpoint.id as EndpointId, request };
}
