/**
 * Checks a call against the contract before anything is sent: path parameters present, query and
 * body valid by the endpoint's schemas (D5's rules, enforced on our side so the user learns the
 * field at once and the controller never sees a bad request).
 */
import { fillPath, type Endpoint } from '../../shared/api';
import type { z } from 'zod';
import { checkedBy, firstIssue } from './answer';
import { plainCheckOf } from './plain-check';
import { ClientError } from './client-error';

export interface RawRequest {
  params?: Readonly<Record<string, string>>;
  query?: unknown;
  body?: unknown;
}

export interface PreparedRequest {
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

function invalid(endpoint: Endpoint, field: string, reason: string): ClientError {
  return new ClientError('validation', { endpoint: endpoint.id, field, reason });
}

function invalidParse(endpoint: Endpoint, error: z.ZodError, where: string): ClientError {
  const issue = firstIssue(error);
  return invalid(
    endpoint,
    issue?.field === '(body)' ? where : (issue?.field ?? where),
    issue?.problem ?? 'invalid',
  );
}

/**
 * `value` as the schema parses it: as it is when the schema would give it back unchanged
 * (plain-check.ts: no copy of a page query per call), else zod's compiled parse.
 */
function checked(
  endpoint: Endpoint,
  schema: z.ZodType,
  value: unknown,
  where: string,
): Record<string, unknown> {
  if (plainCheckOf(schema)?.(value)) return value as Record<string, unknown>;
  const parsed = checkedBy(schema).safeParse(value);
  if (!parsed.success) throw invalidParse(endpoint, parsed.error, where);
  return parsed.data as Record<string, unknown>;
}

export function prepareRequest(endpoint: Endpoint, request: RawRequest = {}): PreparedRequest {
  const params = request.params ?? {};
  for (const name of endpoint.pathParams) {
    const value = params[name];
    if (typeof value !== 'string' || value.length === 0) {
      throw invalid(endpoint, name, 'path parameter is required');
    }
  }
  const path = endpoint.pathParams.length === 0 ? endpoint.path : fillPath(endpoint.path, params);
  const prepared: PreparedRequest = { path };

  if (request.query !== undefined) {
    if (!endpoint.query) throw invalid(endpoint, '(query)', 'this endpoint takes no query');
    prepared.query = checked(endpoint, endpoint.query, request.query, '(query)');
  } else if (endpoint.query) {
    // A query whose parameters are all required (GET /staff paging) must be given.
    const empty = checkedBy(endpoint.query).safeParse({});
    if (!empty.success) throw invalidParse(endpoint, empty.error, '(query)');
  }

  if (request.body !== undefined) {
    if (!endpoint.body) throw invalid(endpoint, '(body)', 'this endpoint takes no body');
    prepared.body = checked(endpoint, endpoint.body, request.body, '(body)');
  } else if (endpoint.bodyRequired) {
    throw invalid(endpoint, '(body)', 'a body is required');
  }
  return prepared;
}
