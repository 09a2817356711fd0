/**
 * What an endpoint of the controller API is, as data (spec 4): method, path template, area and its
 * description version (spec 9), parameters, request schema and response kind. The contract table is
 * built from these; client, simulator, CLI, OpenAPI document and renderer all read it.
 */
import { z } from 'zod';
import { AREAS, type AreaId, type ApiVersion } from './areas';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Response kinds: the generic shapes of spec 4 (L, C, K, D, S; E is every failure) and the special
 * answers some rows name (plain arrays, login, date/time, migration objects).
 */
export const RESPONSE_KINDS = [
  'L',
  'C',
  'K',
  'D',
  'S',
  'array',
  'login',
  'dateTime',
  'dateTimeSet',
  'migrationRunning',
  'migrationStatus',
  'migrationCommand',
] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

/** Names inside `{...}` of a path template, as a type: `/staff/{uuid}` gives `'uuid'`. */
export type PathParamName<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PathParamName<Rest>
  : never;
export type PathParams<P extends string> = { [K in PathParamName<P>]: string };

export type QuerySchema = z.ZodObject;

export interface Endpoint<
  Id extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends QuerySchema | undefined = QuerySchema | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: Id;
  readonly method: M;
  readonly path: P;
  readonly area: AreaId;
  /** Section of spec 4 where the row stands. */
  readonly section: string;
  /** Description version of the row's section (spec 9). */
  readonly version: ApiVersion;
  /** Oldest firmware era that serves it (D11): the version, except login (every era). */
  readonly since: ApiVersion;
  readonly pathParams: readonly string[];
  readonly query: Q;
  readonly body: B;
  /** False where the spec lets the body be empty (D8 state commands, VPN sync with the action in the path). */
  readonly bodyRequired: boolean;
  readonly responseKind: ResponseKind;
  readonly response: R;
  /** D7: 201 for a POST that creates a record, 200 for everything else. */
  readonly successStatus: 200 | 201;
  /** Only POST /login goes without Authorization (spec 5). */
  readonly auth: boolean;
  readonly summary: string;
}

export interface EndpointInput<
  Id extends string,
  M extends HttpMethod,
  P extends string,
  B extends z.ZodType | undefined,
  Q extends QuerySchema | undefined,
  R extends z.ZodType,
> {
  id: Id;
  method: M;
  path: P;
  area: AreaId;
  summary: string;
  responseKind: ResponseKind;
  response: R;
  body?: B;
  query?: Q;
  bodyRequired?: boolean;
  successStatus?: 200 | 201;
  auth?: boolean;
  since?: ApiVersion;
}

/** Reads the `{name}` parameters of a path template in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
}

/** Builds one endpoint record, filling what follows from its area and path. */
export function defineEndpoint<
  const Id extends string,
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends QuerySchema | undefined = undefined,
>(input: EndpointInput<Id, M, P, B, Q, R>): Endpoint<Id, M, P, B, Q, R> {
  const area = AREAS[input.area];
  return {
    id: input.id,
    method: input.method,
    path: input.path,
    area: input.area,
    section: area.section,
    version: area.version,
    since: input.since ?? area.version,
    pathParams: pathParamNames(input.path),
    query: input.query as Q,
    body: input.body as B,
    bodyRequired: input.body !== undefined && input.bodyRequired !== false,
    responseKind: input.responseKind,
    response: input.response,
    successStatus: input.successStatus ?? 200,
    auth: input.auth ?? true,
    summary: input.summary,
  };
}

/** Puts path parameter values into a template, each encoded as one path segment. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`path parameter "${name}" is missing for ${template}`);
    return encodeURIComponent(value);
  });
}
