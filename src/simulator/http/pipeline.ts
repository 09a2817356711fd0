/**
 * How one request is served: find the endpoint of the contract
 * (404/405 E, D4), refuse sections newer than the firmware era (404 E, D11), check the token
 * (401 E, D1) and the role (403 E, D2), read the body (413 E, D6), validate query and body with
 * the contract's schemas (400 E, D5), call the handler, leave an audit event for a write
 * (events/audit-hook.ts) and answer with the endpoint's success status (D7). Anything unexpected is 500 E and a line in the error log; the server goes on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  HTTP_METHODS,
  compareVersions,
  matchEndpoint,
  type Endpoint,
  type EndpointId,
  withoutTextLimits,
} from '../../shared/api';
import { ApiError, badRequest } from '../api-error';
import { mayCall } from '../../shared/api/roles';
import type { SimContext } from '../context';
import { auditedByPipeline, auditWrite } from '../events/audit-hook';
import { applyFaults } from '../faults/apply-faults';
import { handlerFor } from '../router';
import { bodySchemaFor } from '../routes/staff-fields';
import { authenticate } from './authenticate';
import { ClientGone, parseJson, readBody } from './body';
import { errorBody, sendJson } from './send';
import { parseOrThrow, queryObject } from './validate';

/** spec 1: every path is relative to this base. */
export const API_BASE = '/api/v1';

function served(endpoint: Endpoint, sim: SimContext): boolean {
  return compareVersions(endpoint.since, sim.era) <= 0;
}

/** The endpoint this controller serves at `method` and `path`, or the 404/405 E answer. */
function route(method: string, path: string, sim: SimContext) {
  const match = matchEndpoint(method, path);
  if (match && served(match.endpoint, sim)) return match;
  const allowed = HTTP_METHODS.filter((m) => {
    const other = m === method ? undefined : matchEndpoint(m, path);
    return other !== undefined && served(other.endpoint, sim);
  });
  if (allowed.length > 0) {
    throw new ApiError(
      405,
      `${method} is not allowed on ${path}`,
      { allowed },
      { Allow: allowed.join(', ') },
    );
  }
  throw new ApiError(404, `no endpoint ${method} ${path} on this controller`, { path });
}

function parseQuery(endpoint: Endpoint, params: URLSearchParams): unknown {
  if (endpoint.query) return parseOrThrow(endpoint.query, queryObject(params), 'query');
  const [first] = params.keys();
  if (first !== undefined)
    throw badRequest(first, 'unknown_field', `${first}: unknown query parameter`);
  return undefined;
}

async function parseBody(
  endpoint: Endpoint,
  request: IncomingMessage,
  sim: SimContext,
): Promise<unknown> {
  const raw = await readBody(request);
  if (!endpoint.body) return undefined;
  const value = parseJson(raw);
  if (value === undefined) {
    if (endpoint.bodyRequired) throw badRequest('body', 'required', 'body: is required (JSON)');
    return undefined;
  }
  const schema = bodySchemaFor(endpoint, sim.staffFields, value) ?? endpoint.body;
  // The spec states no length for most text: the app's limits are its own (docs/decisions.md,
  // "Text limits"), so a controller takes longer text, as records other tools wrote show.
  return parseOrThrow(withoutTextLimits(schema), value, 'body');
}

async function serve(
  request: IncomingMessage,
  response: ServerResponse,
  sim: SimContext,
): Promise<void> {
  const method = request.method ?? 'GET';
  let url: URL;
  try {
    url = new URL(request.url ?? '/', 'https://controller');
  } catch {
    throw badRequest('path', 'format', 'path: not a valid request target');
  }
  const inBase = url.pathname === API_BASE || url.pathname.startsWith(`${API_BASE}/`);
  if (!inBase)
    throw new ApiError(404, `no endpoint ${method} ${url.pathname}: the API is under ${API_BASE}`, {
      path: url.pathname,
    });
  const path = url.pathname.slice(API_BASE.length) || '/';
  const { endpoint, params } = route(method, path, sim);
  let auth: ReturnType<typeof authenticate> | undefined;
  if (endpoint.auth) {
    auth = authenticate(request.headers, sim);
    if (!mayCall(auth.role, { endpoint, params, login: auth.session.login })) {
      throw new ApiError(403, `role ${auth.role} may not call ${method} ${endpoint.path} (D2)`, {
        role: auth.role,
      });
    }
  }
  const query = parseQuery(endpoint, url.searchParams);
  const body = await parseBody(endpoint, request, sim);
  const handler = handlerFor(endpoint.id as EndpointId);
  const result = await handler(
    { endpoint, params, query, body, path, session: auth?.session, role: auth?.role },
    sim,
  );
  if (auditedByPipeline(endpoint))
    await auditWrite(sim, endpoint, path, auth?.session.login, result);
  sendJson(response, endpoint.successStatus, result);
}

/** Serves one request, after the injected faults; never rejects. */
export async function handleRequest(
  request: IncomingMessage,
  response: ServerResponse,
  sim: SimContext,
): Promise<void> {
  try {
    if (await applyFaults(sim.faults, request, response, (line) => sim.recordError(line))) return;
    await serve(request, response, sim);
  } catch (error) {
    if (error instanceof ClientGone) return;
    if (error instanceof ApiError) {
      sendJson(response, error.status, errorBody(error.message, error.data), error.headers);
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    await sim.recordError(`${request.method ?? '?'} ${request.url ?? '?'}: ${message}`);
    sendJson(response, 500, errorBody('internal error', {}));
  }
}
